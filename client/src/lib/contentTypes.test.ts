import { contentTypeLabel } from './contentTypes';

describe('contentTypeLabel (content spec §3.1)', () => {
  it.each([
    ['IMAGE', 'Image'],
    ['INDEX_RECORD', 'Index Record'],
    ['STORY_PAGE', 'Memorial'],
    ['STORY_PAGE_FACT_SOURCE', 'Memorial Fact Source'],
    ['FILE', 'Multi-page Image'],
    ['TITLE_COLLECTION', 'Collection'],
    ['POST', 'Blog Post'],
    ['USER', 'Member'],
    ['ANCESTRY_DOCUMENT', 'Ancestry Record'],
    ['FGV_DOCUMENT', 'Find a Grave Document'],
    ['NEWSPAPERS_DOCUMENT', 'Newspapers.com Document'],
    ['SERVICEPERSON', 'Serviceperson'],
    ['SKIRMISH', 'Skirmish'],
    ['BATTERY', 'Battery'],
    ['SOME_NEW_TYPE', 'Some New Type'],
  ])('%s → %s', (type, label) => expect(contentTypeLabel(type)).toBe(label));

  it('names the host of an external document', () => {
    expect(contentTypeLabel('ARCHIVES_DOCUMENT', 'Archives')).toBe('Archives Document');
  });
});
