import type {
  MemorialElementKind,
  MemorialElementResolvers,
  MemorialStoryResolvers,
} from '../__generated__/resolvers-types';
import { elementEditable } from '@muster/contract/rules';
import { ELEMENT_TYPENAMES } from './elements';

/** A fact's own source (id `{factId}.{n}`) is a MemorialSource though it rides on the fact's element. */
export const MemorialElement: MemorialElementResolvers = {
  __resolveType: (source) =>
    (source.id.includes('.') ? 'MemorialSource' : ELEMENT_TYPENAMES[source.element.type]) as never,
};

type Common = 'id' | 'kind' | 'ordinal' | 'authorUsername' | 'created' | 'lastModified' | 'canEdit';

/** The fields every element type shares (the MemorialElement interface), spread into each type's resolvers. */
export const elementFields: Required<Pick<MemorialStoryResolvers, Common>> = {
  id: (source) => source.id,
  kind: (source) => (source.id.includes('.') ? 'SOURCE' : source.element.type) as MemorialElementKind,
  ordinal: (source) => source.element.ordinal,
  authorUsername: (source) => source.element.ownerUsername ?? null,
  created: (source) => source.element.created,
  lastModified: (source) => source.element.lastModified,
  canEdit: (source, _, { identity }) => elementEditable(source.memorial, source.element, identity),
};
