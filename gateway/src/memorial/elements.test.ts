import type { MemorialElementDto } from '../../../services/src/contract';
import { factsOf, imagesOf, storiesOf } from './elements';

const element = (elementId: number, type: string, value: Record<string, unknown>): MemorialElementDto =>
  ({ elementId, type, ordinal: elementId, ownerId: 1, value, created: '2020-01-01T00:00:00Z', lastModified: '2020-01-01T00:00:00Z' });

const elements = [
  element(1, 'STORY', { title: 'Early life', content: 'Born on a farm', dateText: '1840' }),
  element(2, 'FACT', { name: 'Birth', value: '1840', type: 'date.vital.birth' }),
  element(3, 'COVER_IMAGE', { reference: { contentType: 'IMAGE', objectId: 12 } }),
  element(4, 'IMAGE', { reference: 'IMAGE:13', caption: 'Discharge' }),
  element(5, 'HONOR_IMAGE', { imageId: 14 }),
  element(6, 'IMAGE', { reference: 'nonsense' }),
  element(7, 'COMMENT', { text: 'Hello' }),
];

describe('memorial elements', () => {
  test('stories', () => expect(storiesOf(elements)).toEqual([
    { id: '1', title: 'Early life', content: 'Born on a farm', dateText: '1840', placeText: null },
  ]));
  test('facts', () => expect(factsOf(elements)).toEqual([{ id: '2', type: 'date.vital.birth', name: 'Birth', value: '1840' }]));
  test('images, skipping unreadable references', () => expect(imagesOf(elements)).toEqual([
    { id: '3', kind: 'COVER_IMAGE', caption: null, ref: { contentType: 'IMAGE', objectId: 12 } },
    { id: '4', kind: 'IMAGE', caption: 'Discharge', ref: { contentType: 'IMAGE', objectId: 13 } },
    { id: '5', kind: 'HONOR_IMAGE', caption: null, ref: { contentType: 'IMAGE', objectId: 14 } },
  ]));
});
