import { FACET_TYPE_VOCABULARY, SEARCH_FIELD_VOCABULARY, specTypes } from '@muster/contract/rules';
import type { FacetTypeResolvers, SearchFieldResolvers } from '../__generated__/resolvers-types';

// The schema's names of the search vocabulary for the spec's types: GraphQL reads a CONFLICT argument as
// `military.conflict` and answers `military.conflict` as CONFLICT, so a resolver never sees an enum name.
export const FacetType: FacetTypeResolvers = specTypes(FACET_TYPE_VOCABULARY);
export const SearchField: SearchFieldResolvers = specTypes(SEARCH_FIELD_VOCABULARY);
