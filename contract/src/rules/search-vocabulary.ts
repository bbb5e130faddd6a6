/**
 * The search vocabulary of content spec §3.11 under the GraphQL enums' names (`FacetType`, `SearchField`): the
 * gateway reads an enum value as the spec's type (`CONFLICT` → `military.conflict`) before the search service sees
 * it, and the website writes the spec's types in its addresses (docQuery) and the enum names in its queries.
 */

/** A facet type: the spec's name and the heading the website's sidebar gives it. */
export interface FacetTypeEntry {
  type: string;
  label: string;
}

export const FACET_TYPE_VOCABULARY = {
  CONFLICT: { type: 'military.conflict', label: 'Conflict' },
  COLLECTION: { type: 'general.title.content.collection', label: 'Collection' },
  PLACE: { type: 'place', label: 'Place' },
  SERVICE_BRANCH: { type: 'military.service.branch', label: 'Branch' },
  PUBLICATION: { type: 'general.title.id', label: 'Publication' },
  PUBLICATION_TYPE: { type: 'general.title.content.type', label: 'Publication Type' },
  RECORD_TYPE: { type: 'general.title.content.doc-type', label: 'Record Type' },
  SUB_TYPE: { type: 'general.title.content.sub-type', label: 'Sub-type' },
  PROVIDER: { type: 'general.title.provider.id', label: 'Provider' },
  LANGUAGE: { type: 'general.title.provider.language', label: 'Language' },
  SERVICE_NUMBER: { type: 'military.service-number', label: 'Service Number' },
  DATE: { type: 'date', label: 'Date' },
  FULL_NAME: { type: 'full-name', label: 'Name' },
  CONTRIBUTOR: { type: 'general.contributor', label: 'Contributor' },
  BROWSE_LEVEL_1: { type: 'general.title.browse.1', label: 'Browse level 1' },
  BROWSE_LEVEL_2: { type: 'general.title.browse.2', label: 'Browse level 2' },
  BROWSE_LEVEL_3: { type: 'general.title.browse.3', label: 'Browse level 3' },
  BROWSE_LEVEL_4: { type: 'general.title.browse.4', label: 'Browse level 4' },
  BROWSE_LEVEL_5: { type: 'general.title.browse.5', label: 'Browse level 5' },
  BROWSE_LEVEL_6: { type: 'general.title.browse.6', label: 'Browse level 6' },
  BROWSE_LEVEL_7: { type: 'general.title.browse.7', label: 'Browse level 7' },
} as const satisfies Record<string, FacetTypeEntry>;

export type FacetTypeName = keyof typeof FACET_TYPE_VOCABULARY;
/** The spec's name of a facet type, as the search service and the website's addresses write it. */
export type FacetTypeValue = (typeof FACET_TYPE_VOCABULARY)[FacetTypeName]['type'];

/** How a field's words can match (the schema's MatchKind, without KEYWORD, which free keywords make). */
export type FieldMatchKind = 'EXACT' | 'PREFIX' | 'WILDCARD' | 'SOUNDEX' | 'PHONETIC' | 'YEAR_RANGE';

/** A searchable field: the spec's name, its label, and the kinds of match it makes. */
export interface SearchFieldEntry {
  type: string;
  label: string;
  matchKinds: readonly FieldMatchKind[];
}

const NAME: readonly FieldMatchKind[] = ['EXACT', 'PREFIX', 'WILDCARD', 'SOUNDEX', 'PHONETIC'];
const YEAR: readonly FieldMatchKind[] = ['EXACT', 'YEAR_RANGE'];
// A place matches by name or by its path, and everything under it (services/src/search/plan-fielded.ts).
const PLACE: readonly FieldMatchKind[] = ['EXACT', 'PREFIX'];
const VALUE: readonly FieldMatchKind[] = ['EXACT', 'PREFIX'];

/**
 * The fields fielded keywords can search: exactly those the search service plans (plan-fielded.ts), the spec's
 * catalogue's fields that records hold (docs/decisions/search.md names the few it leaves out).
 */
export const SEARCH_FIELD_VOCABULARY = {
  FULL_NAME: { type: 'full-name', label: 'Name', matchKinds: NAME },
  GIVEN_NAME: { type: 'full-name.given', label: 'First name', matchKinds: NAME },
  SURNAME: { type: 'full-name.surname', label: 'Last name', matchKinds: NAME },
  DATE: { type: 'date', label: 'Any date', matchKinds: YEAR },
  BIRTH_DATE: { type: 'date.vital.birth', label: 'Birth year', matchKinds: YEAR },
  ENLISTMENT_DATE: { type: 'date.military.enlistment', label: 'Enlistment year', matchKinds: YEAR },
  DEATH_DATE: { type: 'date.vital.death', label: 'Death year', matchKinds: YEAR },
  PLACE: { type: 'place', label: 'Any place', matchKinds: PLACE },
  BIRTH_PLACE: { type: 'place.vital.birth', label: 'Birth place', matchKinds: PLACE },
  RESIDENCE_PLACE: { type: 'place.residence', label: 'Residence', matchKinds: PLACE },
  ENLISTMENT_PLACE: { type: 'place.military.enlistment', label: 'Enlistment place', matchKinds: PLACE },
  DEATH_PLACE: { type: 'place.vital.death', label: 'Death place', matchKinds: PLACE },
  SERVICE_NUMBER: { type: 'military.service-number', label: 'Service number', matchKinds: VALUE },
  RANK: { type: 'military.rank', label: 'Rank', matchKinds: VALUE },
  SERVICE_BRANCH: { type: 'military.service.branch', label: 'Branch', matchKinds: VALUE },
  CONFLICT: { type: 'military.conflict', label: 'Conflict', matchKinds: VALUE },
  GENDER: { type: 'general.gender', label: 'Gender', matchKinds: VALUE },
  RACE: { type: 'general.race', label: 'Race', matchKinds: VALUE },
  CASUALTY_TYPE: { type: 'military.casualty.type', label: 'Casualty', matchKinds: VALUE },
  AWARD: { type: 'military.award', label: 'Award', matchKinds: VALUE },
  DEATH_CAUSE: { type: 'general.death.cause', label: 'Cause of death', matchKinds: VALUE },
  ENLISTMENT_RANK: { type: 'military.rank.enlistment', label: 'Rank at enlistment', matchKinds: VALUE },
  DISCHARGE_RANK: { type: 'military.rank.discharge', label: 'Rank at discharge', matchKinds: VALUE },
  SERVICE_START_DATE: { type: 'date.military.service.start', label: 'Service began', matchKinds: YEAR },
  SERVICE_END_DATE: { type: 'date.military.service.end', label: 'Service ended', matchKinds: YEAR },
  THEATER: { type: 'place.theater', label: 'Theater', matchKinds: VALUE },
  BURIAL_DATE: { type: 'date.vital.death.burial', label: 'Burial year', matchKinds: YEAR },
  BURIAL_PLACE: { type: 'place.vital.death.burial', label: 'Burial place', matchKinds: PLACE },
} as const satisfies Record<string, SearchFieldEntry>;

export type SearchFieldName = keyof typeof SEARCH_FIELD_VOCABULARY;
export type SearchFieldValue = (typeof SEARCH_FIELD_VOCABULARY)[SearchFieldName]['type'];

/** Enum name → spec type, for a GraphQL enum's internal values (and the website's queries). */
export function specTypes<N extends string, T extends string>(vocabulary: Record<N, { type: T }>): Record<N, T> {
  return Object.fromEntries(Object.entries<{ type: T }>(vocabulary).map(([name, e]) => [name, e.type])) as Record<N, T>;
}

/** Spec type → enum name: the inverse, for reading the spec's names in addresses; undefined for an unknown one. */
export function enumNameOf<N extends string>(vocabulary: Record<N, { type: string }>, type: string): N | undefined {
  return (Object.keys(vocabulary) as N[]).find((name) => vocabulary[name].type === type);
}

interface Typed {
  type: string;
}

/**
 * A service query with the GraphQL enums' names in place of the spec's types, for a tool that sends the same
 * query to the search service and to the gateway (the search benchmark); an unknown type is left as it is.
 */
export function withEnumNames<Q extends { filters?: Typed[]; facetRequests?: Typed[]; fieldedKeywords?: Typed[] }>(
  query: Q,
): Q {
  const rename = <T extends Typed>(items: T[] | undefined, vocabulary: Record<string, { type: string }>) =>
    items?.map((item) => ({ ...item, type: enumNameOf(vocabulary, item.type) ?? item.type }));
  return {
    ...query,
    ...(query.filters ? { filters: rename(query.filters, FACET_TYPE_VOCABULARY) } : {}),
    ...(query.facetRequests ? { facetRequests: rename(query.facetRequests, FACET_TYPE_VOCABULARY) } : {}),
    ...(query.fieldedKeywords ? { fieldedKeywords: rename(query.fieldedKeywords, SEARCH_FIELD_VOCABULARY) } : {}),
  };
}
