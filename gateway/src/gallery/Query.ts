import type { TaggedObjectPageDto } from '@muster/contract';
import type { QueryResolvers } from '../__generated__/resolvers-types';
import type { CallerIdentity } from '../auth/identity';
import { arrayConnection, offsetConnection, type ConnectionArgs, type Window } from '../common/connection';
import { fromGalleryItem, fromTagged } from './gallery-entry';
import { requireMember } from './member-only';

/**
 * A member's own lists: a gallery, uploads and tag names come whole from the user service and are paged here;
 * tagged objects, which grow without bound, are read a slice at a time. Either way a cursor is a position in the
 * same list, so it walks to the end.
 */
export const Query: QueryResolvers = {
  gallery: async (_, args, { identity, backends }) => {
    requireMember(identity);
    return arrayConnection('gallery', (await backends.gallery.gallery()).map(fromGalleryItem), args, 100);
  },
  myTags: async (_, args, { identity, backends }) => {
    requireMember(identity);
    return arrayConnection('myTags', await backends.gallery.myTags(), args, 100);
  },
  taggedImages: (_, { name, ...args }, { identity, backends }) =>
    taggedObjects(identity, 'taggedImages', args, 100, (slice) => backends.gallery.tagged(name, slice)),
  recentlyTagged: (_, args, { identity, backends }) =>
    taggedObjects(identity, 'recentlyTagged', args, 50, (slice) => backends.gallery.recent(slice)),
  // Visitors get public names too: search by tag is open to everyone.
  tagSuggestions: (_, { prefix }, { backends }) => (prefix.trim() === '' ? [] : backends.gallery.suggestions(prefix)),
  myUploads: async (_, args, { identity, backends }) => {
    requireMember(identity);
    return arrayConnection('myUploads', await backends.gallery.uploads(), args, 100);
  },
};

/** The objects a member tagged (with one name, or with any), read from the user service a slice at a time. */
async function taggedObjects(
  identity: CallerIdentity,
  list: string,
  args: ConnectionArgs,
  defaultFirst: number,
  read: (slice: Window) => Promise<TaggedObjectPageDto>,
) {
  requireMember(identity);
  return offsetConnection(list, args, defaultFirst, async (slice) => {
    const { items, total } = await read(slice);
    return { items: items.map(fromTagged), total };
  });
}
