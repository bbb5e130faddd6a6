import type { FacetTypeValue, SearchFieldValue } from '@muster/contract/rules';

// The values the search vocabulary's enums hold inside the gateway (codegen.yml `enumValues`): the spec's own
// types, which the search service reads; enums.ts maps them to the schema's names.
export type FacetType = FacetTypeValue;
export type SearchField = SearchFieldValue;
