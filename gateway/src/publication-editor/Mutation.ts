import type { MutationResolvers, PublicationEditInput } from '../__generated__/resolvers-types';
import { payloadOf } from '../errors/user-errors';
import { notFound } from '../staff/staff-access';
import { requirePublicationStaff } from './publication-staff';

/** The fields the caller gave (null included: it clears a field); those left out keep their value. */
const changesOf = (input: PublicationEditInput): Record<string, unknown> =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));

export const Mutation: MutationResolvers = {
  updatePublication: async (_, { id, input }, { identity, backends, cache }) => {
    requirePublicationStaff(identity);
    return payloadOf('editor', async () => {
      const editor = await backends.publicationEditor.update(id, changesOf(input));
      if (!editor) throw notFound(`No publication with id ${id}`);
      // Every gateway's publication list, empty searches, response cache and public tiles move to a new version.
      await cache.bumpCatalogue();
      return editor;
    });
  },
  createPublication: async (_, { input }, { identity, backends, cache }) => {
    requirePublicationStaff(identity);
    return payloadOf('editor', async () => {
      const editor = await backends.publicationEditor.create(changesOf(input));
      await cache.bumpCatalogue();
      return editor;
    });
  },
};
