import type { QueryResolvers } from '../__generated__/resolvers-types';
import { arrayConnection } from '../common/connection';
import { fromGalleryItem, fromTagged } from './gallery-entry';
import { requireMember, TAGGED_READ } from './member-only';

/**
 * A member's own lists come whole from the user service (a gallery, uploads; tag lists up to TAGGED_READ) and
 * are paged here, so a cursor stays a position in the same list.
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
    return arrayConnection(
      'taggedImages',
      (await backends.gallery.tagged(name, TAGGED_READ)).map(fromTagged),
      args,
      100,
    );
  },
  recentlyTagged: async (_, args, { identity, backends }) => {
    requireMember(identity);
    return arrayConnection('recentlyTagged', (await backends.gallery.recent(TAGGED_READ)).map(fromTagged), args, 50);
  },
  // Visitors get public names too: search by tag is open to everyone.
  tagSuggestions: (_, { prefix }, { backends }) => (prefix.trim() === '' ? [] : backends.gallery.suggestions(prefix)),
  myUploads: async (_, args, { identity, backends }) => {
    requireMember(identity);
    return arrayConnection('myUploads', await backends.gallery.uploads(), args, 100);
  },
};
