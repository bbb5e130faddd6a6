import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../__generated__/resolvers-types';
import type { GatewayContext } from '../context';
import { idArgument, namedIdArgument } from '../common/id-argument';
import { payloadOf } from '../errors/user-errors';
import { elementChanges, elementIds, inputPath } from './element-input';

/** Memorial editing needs a member: visitors are told to sign in before any service call. */
function member({ identity }: GatewayContext): void {
  if (identity.userId === null)
    throw new GraphQLError('Please sign in first', { extensions: { code: 'UNAUTHENTICATED' } });
}

/** The service answers 404 for a memorial that is missing or somebody else's private one. */
function found<T>(value: T | null, id: number): T {
  if (value === null) throw new GraphQLError(`No memorial with id ${id}`, { extensions: { code: 'NOT_FOUND' } });
  return value;
}

const memorialAndRecord = (args: Record<string, unknown>) => ({
  memorialId: namedIdArgument(args, 'memorial', 'STORY_PAGE'),
  recordId: namedIdArgument(args, 'record', 'INDEX_RECORD'),
});

export const Mutation: MutationResolvers = {
  // The form mutations answer a text outside its limit as `userErrors`; ids, rights and missing objects stay errors.
  createMemorial: async (_, { input }, context) => {
    member(context);
    return payloadOf('memorial', () =>
      context.backends.memorial.create({ ...input, privacyMode: input.privacyMode ?? 'PUBLIC' }),
    );
  },
  createMemorialFromRecord: async (_, args, context) => {
    member(context);
    const recordId = namedIdArgument(args, 'record', 'INDEX_RECORD');
    const { type } = args;
    return payloadOf(
      'memorial',
      async () => {
        const ref = await context.backends.memorial.createFrom(recordId, type ?? 'SERVICEPERSON');
        if (!ref) throw new GraphQLError(`No index record with id ${recordId}`, { extensions: { code: 'NOT_FOUND' } });
        return found(await context.backends.memorial.memorial(ref.objectId), ref.objectId);
      },
      { argument: null },
    );
  },
  updateMemorial: async (_, args, context) => {
    member(context);
    const id = idArgument(args, 'STORY_PAGE');
    return payloadOf('memorial', async () => found(await context.backends.memorial.update(id, args.input), id));
  },
  deleteMemorial: async (_, args, context) => {
    member(context);
    const id = idArgument(args, 'STORY_PAGE');
    const memorial = await context.backends.memorial.memorial(id);
    found(memorial, id);
    return context.backends.memorial.remove(id);
  },
  changeMemorialElements: async (_, args, context) => {
    member(context);
    const memorialId = namedIdArgument(args, 'memorial', 'STORY_PAGE');
    return payloadOf(
      'memorial',
      async () => {
        const changes = elementChanges(args);
        const memorial = await context.backends.memorial.changeElements(memorialId, changes).catch((error: unknown) => {
          throw inputPath(error, args);
        });
        return found(memorial, memorialId);
      },
      { under: null },
    );
  },
  reorderMemorialElements: async (_, args, context) => {
    member(context);
    const memorialId = namedIdArgument(args, 'memorial', 'STORY_PAGE');
    const ids = args.elementIds;
    return found(await context.backends.memorial.reorder(memorialId, elementIds(ids, 'elementIds')), memorialId);
  },
  importFactsFromRecord: async (_, args, context) => {
    member(context);
    const { memorialId, recordId } = memorialAndRecord(args);
    const { factIds } = args;
    return found(await context.backends.memorial.importFacts(memorialId, recordId, factIds ?? null), memorialId);
  },
  disconnectMemorialRecord: async (_, args, context) => {
    member(context);
    const { memorialId, recordId } = memorialAndRecord(args);
    return found(await context.backends.memorial.disconnectRecord(memorialId, recordId), memorialId);
  },
};
