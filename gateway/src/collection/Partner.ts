import type { PartnerResolvers } from '../__generated__/resolvers-types';
import { loadAll } from './load-all';
import { partnerNodeId, type PartnerSource, svgAddress } from './sources';

const source = (parent: unknown) => parent as PartnerSource;

export const Partner: PartnerResolvers = {
  id: (parent) => partnerNodeId(source(parent)),
  iconUrl: (parent) => svgAddress(source(parent).iconSvg),
  backgroundUrl: (parent) => svgAddress(source(parent).backgroundSvg),
  publications: async (parent, _, { backends }) => {
    const ids =
      source(parent).publicationIds ?? (await backends.collection.partner(source(parent).slug))?.publicationIds ?? [];
    return loadAll(ids, (id) => backends.publication.publication(id));
  },
};
