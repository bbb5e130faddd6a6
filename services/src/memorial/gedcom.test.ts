import { readGedcom } from 'read-gedcom';
import type { MemorialDto, MemorialElementDto } from '@muster/contract';
import { gedcomDate, gedcomName, memorialGedcom } from './gedcom';

const element = (elementId: number, type: string, value: Record<string, unknown>): MemorialElementDto => ({
  elementId,
  type,
  ordinal: elementId,
  ownerId: 1,
  value,
  created: '2020-01-01T00:00:00Z',
  lastModified: '2020-01-01T00:00:00Z',
});

const memorial: MemorialDto = {
  memorialId: 7,
  type: 'SERVICEPERSON',
  title: 'Josiah Whitcomb',
  description: 'Fell at Antietam.',
  privacyMode: 'PUBLIC',
  primaryMilitaryEvent: 'Civil War',
  ownerId: 1,
  ownerUsername: 'hwhitcomb',
  indexRecordId: 1,
  created: '2020-01-01T00:00:00Z',
  lastModified: '2020-01-01T00:00:00Z',
  elements: [
    element(1, 'FACT', {
      type: 'date.vital.birth',
      name: 'Birth',
      value: '17 Sep 1838',
      sources: [{ link: '/record/1', comment: 'Josiah Whitcomb' }],
    }),
    element(2, 'FACT', { type: 'place.vital.birth', name: 'Birthplace', value: 'Boston, Massachusetts' }),
    element(3, 'FACT', { type: 'date.vital.death', name: 'Death', value: 'September 17, 1862' }),
    element(4, 'FACT', { type: 'place.vital.death', name: 'Place of death', value: 'Sharpsburg, Maryland' }),
    element(5, 'FACT', { type: 'place.residence', name: 'Residence', value: 'Roxbury, Massachusetts' }),
    element(6, 'FACT', { type: 'date.military.enlistment', name: 'Enlistment', value: '1865-1861' }),
    element(7, 'FACT', { type: 'rank', name: 'Rank', value: 'Private' }),
    element(8, 'STORY', {
      title: 'The West Woods',
      content: `He fell in the West Woods.\n${'Long line. '.repeat(40)}`,
    }),
    element(9, 'SOURCE', { link: 'https://example.org/letters', comment: 'Family letters' }),
    element(10, 'COMMENT', { text: 'Never forgotten.' }),
  ],
};

describe('GEDCOM export of a person memorial', () => {
  test.each([
    ['17 Sep 1862', '17 SEP 1862'],
    ['September 1862', 'SEP 1862'],
    ['1862', '1862'],
    ['1865-1861', 'BET 1861 AND 1865'],
    ['someday', '(someday)'],
  ])('date %s', (text, expected) => expect(gedcomDate(text)).toBe(expected));

  test.each([
    ['Josiah Whitcomb', 'Josiah /Whitcomb/'],
    ['Mary Ann Baker', 'Mary Ann /Baker/'],
    ['Cher', '/Cher/'],
  ])('name %s', (title, expected) => expect(gedcomName(title)).toBe(expected));

  test('a GEDCOM reader reads back the name, events, places, notes and sources', () => {
    const text = memorialGedcom(memorial, new Date('2026-11-22T12:00:00Z'));
    expect(text.split('\r\n').every((line) => line.length <= 255)).toBe(true);
    const gedcom = readGedcom(new TextEncoder().encode(text).buffer as ArrayBuffer);
    expect(gedcom.getHeader().get('GEDC').get('VERS').value()).toEqual(['5.5.1']);
    const person = gedcom.getIndividualRecord();
    expect(person.length).toBe(1);
    expect(person.getName().valueAsParts()).toEqual([['Josiah', 'Whitcomb', undefined]]);
    const birth = person.getEventBirth();
    expect(birth.getDate().valueAsDate()[0]).toMatchObject({
      isDatePunctual: true,
      date: { day: 17, month: 9, year: { value: 1838 } },
    });
    expect(birth.getPlace().value()).toEqual(['Boston, Massachusetts']);
    expect(person.getEventDeath().getDate().value()).toEqual(['17 SEP 1862']);
    expect(person.getEventDeath().getPlace().value()).toEqual(['Sharpsburg, Maryland']);
    expect(person.getAttributeResidence().getPlace().value()).toEqual(['Roxbury, Massachusetts']);
    const enlistment = person.getEventOther();
    expect(enlistment.getType().value()).toEqual(['Enlistment']);
    expect(enlistment.getDate().valueAsDate()[0]).toMatchObject({
      isDateRange: true,
      dateAfter: { year: { value: 1861 } },
      dateBefore: { year: { value: 1865 } },
    });
    expect(person.getAttributeFact().value()).toEqual(['Private']);
    expect(person.getNote().value()).toEqual([
      `The West Woods\nHe fell in the West Woods.\n${'Long line. '.repeat(40).trim()}`,
    ]);
    const titles = gedcom.getSourceRecord().get('TITL').value();
    expect(titles).toEqual(['Josiah Whitcomb', 'Family letters']);
    expect(birth.getSourceCitation().value()).toEqual(['@S1@']);
    expect(person.getSourceCitation().value()).toEqual(['@S2@']);
  });
});
