import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../__generated__/resolvers-types';
import { namedIdArgument } from '../common/id-argument';
import { payloadOf } from '../errors/user-errors';
import { fromGalleryItem } from './gallery-entry';
import { requireMember } from './member-only';

const noImage = (imageId: number) =>
  new GraphQLError(`No image with id ${imageId}`, { extensions: { code: 'NOT_FOUND' } });

export const Mutation: MutationResolvers = {
  tagImage: async (_, args, { identity, backends }) => {
    const { name, private: isPrivate } = args;
    requireMember(identity);
    const imageId = namedIdArgument(args, 'image', 'IMAGE');
    return payloadOf(
      'image',
      async () => {
        if (!(await backends.gallery.addTag(imageId, name, isPrivate ?? false))) throw noImage(imageId);
        const image = await backends.document.image(imageId);
        if (!image) throw noImage(imageId);
        return image;
      },
      { under: null },
    );
  },
  untagImage: async (_, args, { identity, backends }) => {
    const { name } = args;
    requireMember(identity);
    const imageId = namedIdArgument(args, 'image', 'IMAGE');
    if ((await backends.gallery.removeTag(name, imageId)) === 0) {
      throw new GraphQLError(`You have no tag named ${name} on this image`, { extensions: { code: 'NOT_FOUND' } });
    }
    return (await backends.document.image(imageId)) ?? Promise.reject(noImage(imageId));
  },
  removeTag: (_, { name }, { identity, backends }) => {
    requireMember(identity);
    return backends.gallery.removeTag(name);
  },
  addToGallery: async (_, args, { identity, backends }) => {
    requireMember(identity);
    const imageId = namedIdArgument(args, 'image', 'IMAGE');
    const item = await backends.gallery.addToGallery(imageId);
    if (!item) throw noImage(imageId);
    return fromGalleryItem(item);
  },
  removeFromGallery: async (_, args, { identity, backends }) => {
    requireMember(identity);
    const imageId = namedIdArgument(args, 'image', 'IMAGE');
    await backends.gallery.removeFromGallery(imageId);
    return backends.document.image(imageId);
  },
  updateUpload: async (_, args, { identity, backends }) => {
    const { title, description, public: isPublic } = args;
    requireMember(identity);
    const imageId = namedIdArgument(args, 'image', 'IMAGE');
    return payloadOf(
      'upload',
      async () => {
        const upload = await backends.gallery.updateUpload(imageId, {
          title,
          description: description ?? undefined,
          public: isPublic ?? undefined,
        });
        if (!upload) throw new GraphQLError(`No upload with id ${imageId}`, { extensions: { code: 'NOT_FOUND' } });
        return upload;
      },
      { under: null },
    );
  },
  deleteUpload: async (_, args, { identity, backends }) => {
    requireMember(identity);
    const imageId = namedIdArgument(args, 'image', 'IMAGE');
    if (!(await backends.gallery.deleteUpload(imageId)))
      throw new GraphQLError(`No upload with id ${imageId}`, { extensions: { code: 'NOT_FOUND' } });
    return true;
  },
};
