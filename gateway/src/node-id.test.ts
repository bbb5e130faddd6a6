import { GraphQLError } from 'graphql';
import { formatNodeId, parseNodeId } from './node-id';

describe('node ids', () => {
  test.each([
    ['IMAGE:1042', { contentType: 'IMAGE', objectId: 1042 }],
    ['INDEX_RECORD:77', { contentType: 'INDEX_RECORD', objectId: 77 }],
    ['STORY_PAGE:5', { contentType: 'STORY_PAGE', objectId: 5 }],
    ['SUB_IMAGE:0', { contentType: 'SUB_IMAGE', objectId: 0 }],
  ])('parses %s', (id, ref) => {
    expect(parseNodeId(id)).toEqual(ref);
    expect(formatNodeId(ref.contentType as never, ref.objectId)).toBe(id);
  });

  test.each([
    [''],
    ['IMAGE'],
    ['IMAGE:'],
    [':12'],
    ['image:12'],
    ['IMAGE:12:3'],
    ['IMAGE:-1'],
    ['IMAGE:1.5'],
    ['UNICORN:1'],
    ['IMAGE:abc'],
    [' IMAGE:1'],
    ['IMAGE:1234567890123456'],
  ])('rejects %j with BAD_USER_INPUT', (id) => {
    let error: unknown;
    try {
      parseNodeId(id);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).extensions.code).toBe('BAD_USER_INPUT');
  });
});
