import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../__generated__/resolvers-types';
import type { GatewayContext } from '../context';
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

export const Mutation: MutationResolvers = {
  createMemorial: async (_, { input }, context) => {
    member(context);
    return context.backends.memorial.create({ ...input, privacyMode: input.privacyMode ?? 'PUBLIC' });
  },
  createMemorialFromRecord: async (_, { recordId, type }, context) => {
    member(context);
    const ref = await context.backends.memorial.createFrom(recordId, type ?? 'SERVICEPERSON');
    if (!ref) throw new GraphQLError(`No index record with id ${recordId}`, { extensions: { code: 'NOT_FOUND' } });
    return found(await context.backends.memorial.memorial(ref.objectId), ref.objectId);
  },
  updateMemorial: async (_, { id, input }, context) => {
    member(context);
    return found(await context.backends.memorial.update(id, input), id);
  },
  deleteMemorial: async (_, { id }, context) => {
    member(context);
    const memorial = await context.backends.memorial.memorial(id);
    found(memorial, id);
    return context.backends.memorial.remove(id);
  },
  changeMemorialElements: async (_, args, context) => {
    member(context);
    const changes = elementChanges(args);
    const memorial = await context.backends.memorial
      .changeElements(args.memorialId, changes)
      .catch((error: unknown) => {
        throw inputPath(error, args);
      });
    return found(memorial, args.memorialId);
  },
  reorderMemorialElements: async (_, { memorialId, elementIds: ids }, context) => {
    member(context);
    return found(await context.backends.memorial.reorder(memorialId, elementIds(ids, 'elementIds')), memorialId);
  },
  importFactsFromRecord: async (_, { memorialId, recordId, factIds }, context) => {
    member(context);
    return found(await context.backends.memorial.importFacts(memorialId, recordId, factIds ?? null), memorialId);
  },
  disconnectMemorialRecord: async (_, { memorialId, recordId }, context) => {
    member(context);
    return found(await context.backends.memorial.disconnectRecord(memorialId, recordId), memorialId);
  },
};
