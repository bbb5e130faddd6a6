import type { QueryResolvers } from '../__generated__/resolvers-types';
import { arrayConnection, offsetConnection } from '../common/connection';
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
  taggedImages: async (_, { name, ...args }, { identity, backends }) => {
    requireMember(identity);
    return offsetConnection('taggedImages', args, 100, async (slice) => {
      const { items, total } = await backends.gallery.tagged(name, slice);
      return { items: items.map(fromTagged), total };
    });
  },
  recentlyTagged: async (_, args, { identity, backends }) => {
    requireMember(identity);
    return offsetConnection('recentlyTagged', args, 50, async (slice) => {
      const { items, total } = await backends.gallery.recent(slice);
      return { items: items.map(fromTagged), total };
    });
  },
  // Visitors get public names too: search by tag is open to everyone.
  tagSuggestions: (_, { prefix }, { backends }) => (prefix.trim() === '' ? [] : backends.gallery.suggestions(prefix)),
  myUploads: async (_, args, { identity, backends }) => {
    requireMember(identity);
    return arrayConnection('myUploads', await backends.gallery.uploads(), args, 100);
  },
};
