import { GraphQLError } from 'graphql';
import type { QueryResolvers } from '../__generated__/resolvers-types';
import { requirePublicationStaff } from './publication-staff';

const MAX_IDS = 500;

export const Query: QueryResolvers = {
  publicationEditor: async (_, { id }, { identity, backends }) => {
    requirePublicationStaff(identity);
    const editor = await backends.publicationEditor.editor(id);
    return editor;
  },
  publicationWarnings: (_, { ids }, { identity, backends }) => {
    requirePublicationStaff(identity);
    if (ids && ids.length > MAX_IDS)
      throw new GraphQLError(`At most ${MAX_IDS} ids`, {
        extensions: { code: 'BAD_USER_INPUT', argumentName: 'ids', maximum: MAX_IDS },
      });
    return backends.publicationEditor.warnings(ids ?? undefined);
  },
  contentProviders: (_, __, { identity, backends }) => {
    requirePublicationStaff(identity);
    return backends.publicationEditor.providers();
  },
};
