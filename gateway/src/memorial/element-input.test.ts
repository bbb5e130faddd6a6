import { GraphQLError } from 'graphql';
import { MemorialElementKind } from '../__generated__/resolvers-types';
import { elementChanges, inputPath } from './element-input';
import { referenceOf } from './elements';

const refused = (field: string) =>
  new GraphQLError('The comment you entered is too long. 2601 (Max: 2600)', {
    extensions: { code: 'BAD_USER_INPUT', field },
  });
const args = {
  newElements: [
    { kind: MemorialElementKind.Story, story: { title: 't', content: 'c' } },
    { kind: MemorialElementKind.Fact, fact: { type: 'rank', name: 'Rank', value: 'Private' } },
  ],
  changes: [{ id: '7', element: { kind: MemorialElementKind.Comment, comment: { text: 'x' } } }],
};

describe('memorial element input', () => {
  test('GraphQL input becomes the service body of POST element/{id}', () => {
    expect(elementChanges({ ...args, deletions: ['3'] })).toEqual({
      newElements: [
        { type: 'STORY', element: { title: 't', content: 'c' } },
        { type: 'FACT', element: { type: 'rank', name: 'Rank', value: 'Private' } },
      ],
      changes: [{ id: 7, type: 'COMMENT', element: { text: 'x' } }],
      deletions: [3],
    });
  });

  test('a missing content field or a bad id is refused before any call', () => {
    expect(() => elementChanges({ newElements: [{ kind: MemorialElementKind.CoverImage }] })).toThrow(
      'A COVER_IMAGE element needs its image',
    );
    expect(() => elementChanges({ deletions: ['12.0'] })).toThrow('"12.0" is not an element id');
  });

  test.each([
    ['newElements.0.element.content', 'newElements.0.story.content'],
    ['newElements.1.element.sources.0.comment', 'newElements.1.fact.sources.0.comment'],
    ['newElements.1.type', 'newElements.1.kind'],
    ['changes.0.element.text', 'changes.0.element.comment.text'],
    ['changes.0.type', 'changes.0.element.kind'],
    ['deletions.0', 'deletions.0'],
  ])('the service field %s is the input field %s', (field, expected) => {
    const error = inputPath(refused(field), args) as GraphQLError;
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: expected });
    expect(error.message).toBe('The comment you entered is too long. 2601 (Max: 2600)');
  });

  test.each([
    [{ reference: { contentType: 'IMAGE', objectId: 12 } }, { contentType: 'IMAGE', objectId: 12 }],
    [{ reference: 'SUB_IMAGE:5' }, { contentType: 'SUB_IMAGE', objectId: 5 }],
    [{ imageId: 14 }, { contentType: 'IMAGE', objectId: 14 }],
    [{ reference: 'nonsense' }, null],
  ])('picture reference %j', (value, expected) => expect(referenceOf(value)).toEqual(expected));
});
