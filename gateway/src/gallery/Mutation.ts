import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../__generated__/resolvers-types';
import { fromGalleryItem } from './gallery-entry';
import { requireMember } from './member-only';

const noImage = (imageId: number) =>
  new GraphQLError(`No image with id ${imageId}`, { extensions: { code: 'NOT_FOUND' } });

export const Mutation: MutationResolvers = {
  tagImage: async (_, { imageId, name, private: isPrivate }, { identity, backends }) => {
    requireMember(identity);
    if (!(await backends.gallery.addTag(imageId, name, isPrivate ?? false))) throw noImage(imageId);
    return (await backends.document.image(imageId)) ?? Promise.reject(noImage(imageId));
  },
  untagImage: async (_, { imageId, name }, { identity, backends }) => {
    requireMember(identity);
    if ((await backends.gallery.removeTag(name, imageId)) === 0) {
      throw new GraphQLError(`You have no tag named ${name} on this image`, { extensions: { code: 'NOT_FOUND' } });
    }
    return (await backends.document.image(imageId)) ?? Promise.reject(noImage(imageId));
  },
  removeTag: (_, { name }, { identity, backends }) => {
    requireMember(identity);
    return backends.gallery.removeTag(name);
  },
  addToGallery: async (_, { imageId }, { identity, backends }) => {
    requireMember(identity);
    const item = await backends.gallery.addToGallery(imageId);
    if (!item) throw noImage(imageId);
    return fromGalleryItem(item);
  },
  removeFromGallery: async (_, { imageId }, { identity, backends }) => {
    requireMember(identity);
    await backends.gallery.removeFromGallery(imageId);
    return backends.document.image(imageId);
  },
  updateUpload: async (_, { imageId, title, description, public: isPublic }, { identity, backends }) => {
    requireMember(identity);
    const upload = await backends.gallery.updateUpload(imageId, {
      title,
      description: description ?? undefined,
      public: isPublic ?? undefined,
    });
    if (!upload) throw new GraphQLError(`No upload with id ${imageId}`, { extensions: { code: 'NOT_FOUND' } });
    return upload;
  },
  deleteUpload: async (_, { imageId }, { identity, backends }) => {
    requireMember(identity);
    if (!(await backends.gallery.deleteUpload(imageId)))
      throw new GraphQLError(`No upload with id ${imageId}`, { extensions: { code: 'NOT_FOUND' } });
    return true;
  },
};
