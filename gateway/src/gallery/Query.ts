import type { QueryResolvers } from '../__generated__/resolvers-types';
import { fromGalleryItem, fromTagged } from './gallery-entry';
import { listSize, requireMember } from './member-only';

export const Query: QueryResolvers = {
  gallery: async (_, __, { identity, backends }) => {
    requireMember(identity);
    return (await backends.gallery.gallery()).map(fromGalleryItem);
  },
  myTags: (_, __, { identity, backends }) => {
    requireMember(identity);
    return backends.gallery.myTags();
  },
  taggedImages: async (_, { name, first }, { identity, backends }) => {
    requireMember(identity);
    return (await backends.gallery.tagged(name, listSize(first, 100))).map(fromTagged);
  },
  recentlyTagged: async (_, { first }, { identity, backends }) => {
    requireMember(identity);
    return (await backends.gallery.recent(listSize(first, 50))).map(fromTagged);
  },
  // Visitors get public names too: search by tag is open to everyone.
  tagSuggestions: (_, { prefix }, { backends }) => (prefix.trim() === '' ? [] : backends.gallery.suggestions(prefix)),
  myUploads: (_, __, { identity, backends }) => {
    requireMember(identity);
    return backends.gallery.uploads();
  },
};
