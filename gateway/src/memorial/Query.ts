import { GraphQLError } from 'graphql';
import type { QueryResolvers } from '../__generated__/resolvers-types';
import { memorialVisible } from '../common/access';
import { idArgument, objectIdArgument } from '../common/id-argument';
import { offsetConnection } from '../common/connection';

export const Query: QueryResolvers = {
  memorial: async (_, args, context) => {
    const memorial = await context.backends.memorial.memorial(idArgument(args, 'STORY_PAGE'));
    return memorial && memorialVisible(memorial, context) ? memorial : null;
  },
  /** Your Memorials: the member's own, public and private, last modified first. */
  myMemorials: async (_, args, context) => {
    if (context.identity.userId === null)
      throw new GraphQLError('Please sign in first', { extensions: { code: 'UNAUTHENTICATED' } });
    return offsetConnection('myMemorials', args, 20, ({ offset, limit }) =>
      context.backends.memorial.mine(offset, limit),
    );
  },
  importableFacts: async (_, args, context) => {
    if (context.identity.userId === null)
      throw new GraphQLError('Please sign in first', { extensions: { code: 'UNAUTHENTICATED' } });
    const memorialId = objectIdArgument(args, { global: 'memorialGlobalId', numeric: 'memorialId' }, ['STORY_PAGE']);
    const recordId = objectIdArgument(args, { global: 'recordGlobalId', numeric: 'recordId' }, ['INDEX_RECORD']);
    const facts = await context.backends.memorial.importableFacts(memorialId, recordId);
    if (!facts)
      throw new GraphQLError(`No memorial ${memorialId} or index record ${recordId}`, {
        extensions: { code: 'NOT_FOUND' },
      });
    return facts;
  },
};
