import type { TitleCollectionResolvers } from '../__generated__/resolvers-types';
import { collectionNodeId, svgAddress, type TitleCollectionSource } from './sources';
import { loadAll } from './load-all';

const source = (parent: unknown) => parent as TitleCollectionSource;

export const TitleCollection: TitleCollectionResolvers = {
  id: (parent) => collectionNodeId(source(parent)),
  iconUrl: (parent) => svgAddress(source(parent).iconSvg),
  backgroundUrl: (parent) => svgAddress(source(parent).backgroundSvg),
  // A collection from the list has no member ids: read the whole collection (one cached call per slug).
  publications: async (parent, _, { backends }) => {
    const ids =
      source(parent).publicationIds ??
      (await backends.collection.collection(source(parent).slug))?.publicationIds ??
      [];
    return loadAll(ids, (id) => backends.publication.publication(id));
  },
  stories: async (parent, _, { backends }) => {
    const ids =
      source(parent).storyMemorialIds ??
      (await backends.collection.collection(source(parent).slug))?.storyMemorialIds ??
      [];
    return loadAll(ids, (id) => backends.memorial.memorial(id));
  },
};
