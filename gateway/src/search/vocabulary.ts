import { FACET_TYPE_VOCABULARY, SEARCH_FIELD_VOCABULARY, type SearchFieldEntry } from '@muster/contract/rules';
import {
  MatchKind,
  NameMatch,
  type FacetTypeInfo,
  type QueryResolvers,
  type SearchFieldInfo,
} from '../__generated__/resolvers-types';

const MATCH_KINDS: Record<SearchFieldEntry['matchKinds'][number], MatchKind> = {
  EXACT: MatchKind.Exact,
  PREFIX: MatchKind.Prefix,
  WILDCARD: MatchKind.Wildcard,
  SOUNDEX: MatchKind.Soundex,
  PHONETIC: MatchKind.Phonetic,
  YEAR_RANGE: MatchKind.YearRange,
};

const NAME_MATCHES = [
  NameMatch.Exact,
  NameMatch.Wildcard,
  NameMatch.Soundex,
  NameMatch.Phonetic,
  NameMatch.SoundsLike,
  NameMatch.ExactThenSoundsLike,
];

const facetTypes: FacetTypeInfo[] = Object.values(FACET_TYPE_VOCABULARY).map(({ type, label }) => ({
  type,
  specType: type,
  label,
}));

const searchFields: SearchFieldInfo[] = Object.values<SearchFieldEntry>(SEARCH_FIELD_VOCABULARY).map(
  ({ type, label, matchKinds }) => {
    const isName = matchKinds.includes('SOUNDEX');
    return {
      field: type as SearchFieldInfo['field'],
      specType: type,
      label,
      matchKinds: matchKinds.map((kind) => MATCH_KINDS[kind]),
      // A name field takes every way of matching names; other fields ignore `match`.
      nameMatches: isName ? NAME_MATCHES : [],
      takesYearRange: matchKinds.includes('YEAR_RANGE'),
    };
  },
);

/** The search vocabulary described for clients: the same for everybody, from the contract's tables. */
export const Query: QueryResolvers = {
  facetTypes: () => facetTypes,
  searchFields: () => searchFields,
};
