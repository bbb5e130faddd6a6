import { jest } from '@jest/globals';
import { contentPath, parseContentRef } from './links';

describe('parseContentRef', () => {
  it.each([
    ['IMAGE:1042', { contentType: 'IMAGE', objectId: '1042' }],
    ['ARCHIVES_DOCUMENT:census.77', { contentType: 'ARCHIVES_DOCUMENT', objectId: 'census.77' }],
    ['IMAGE', null],
    [':12', null],
    ['IMAGE:', null],
  ])('%s', (id, expected) => expect(parseContentRef(id)).toEqual(expected));
});

describe('contentPath (content spec §2.1)', () => {
  it.each([
    ['IMAGE:1042', undefined, '/image/1042'],
    ['IMAGE:1042', 'Page 3', '/image/1042'],
    ['SUB_IMAGE:9', undefined, '/image?rec=9'],
    ['INDEX_RECORD:77', 'John Smith', '/record/77/john-smith'],
    ['STORY_PAGE:5', 'Pvt. Amos Lee', '/memorial/5/pvt-amos-lee'],
    ['REGIMENT:3', '20th Maine Infantry', '/regiment/3/20th-maine-infantry'],
    ['BATTLE:8', undefined, '/battle/8'],
    ['COMPANY:4', 'Company A', '/company/4/company-a'],
    ['PUBLICATION:12', 'Civil War Pensions', '/publication/12/civil-war-pensions'],
    ['TITLE_COLLECTION:us-civil-war', 'US Civil War', '/collection/us-civil-war'],
    ['USER:jdoe', undefined, '/profile/jdoe'],
    ['ANCESTRY_DOCUMENT:55', undefined, '/external/ANCESTRY_DOCUMENT/55'],
  ])('%s (%s) → %s', (id, title, expected) => expect(contentPath(id, title)).toBe(expected));

  it('warns and yields an empty link for an unsupported type', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(contentPath('ANNOTATION:3')).toBe('');
    expect(contentPath('garbage')).toBe('');
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
