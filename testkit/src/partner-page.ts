// A partner's page (issue 14 point 14): 100 search hits with each record's names, dates, publication title and
// image size, through GraphQL. `npm run bench -- partner` times it and gateway/test/partner-page-calls.test.ts
// holds it to its service-call budget, both from this one document.

/** What a partner may choose to read of each hit's record; the page asks for all of them. */
export const RECORD_FIELDS = {
  names: 'givenName middleName surname nameSuffix fullName',
  dates: 'birthDate enlistmentDate dischargeDate deathDate',
  publication: 'publication { title }',
  imageSize: 'image { width height }',
} as const;

export type RecordField = keyof typeof RECORD_FIELDS;

export const ALL_RECORD_FIELDS = Object.keys(RECORD_FIELDS) as RecordField[];

/** The hit's own fields a partner may add (answered from the search's inline content). */
export const HIT_FIELDS = 'title highlights thumbnail { url width height } publication { id title }';

/** Field choices each held to the call budget, by the bench and by gateway/test/partner-page-calls.test.ts. */
export const FIELD_CHOICES: { name: string; fields: RecordField[]; hitFields: string }[] = [
  { name: 'names only', fields: ['names'], hitFields: '' },
  { name: 'names and dates', fields: ['names', 'dates'], hitFields: '' },
  { name: 'the publication title only', fields: ['publication'], hitFields: '' },
  { name: 'the image size only', fields: ['imageSize'], hitFields: '' },
  { name: 'the whole page', fields: ALL_RECORD_FIELDS, hitFields: '' },
  {
    name: "the whole page and the hit's own title, thumbnail and publication",
    fields: ALL_RECORD_FIELDS,
    hitFields: HIT_FIELDS,
  },
];

/** A search of one publication's records: the partner walks a collection page by page. */
export interface PartnerPageQuery {
  publicationId: number;
  /** Index of the page's first hit. */
  offset: number;
  /** Hits per page (100, the largest page). */
  size: number;
}

/** How the page asks `search` for its hits: a connection page of `first` hits after `offset`. */
const SEARCH = {
  variables: '$query: SearchQueryInput!, $first: Int, $offset: Int',
  field: 'search(query: $query, first: $first, offset: $offset)',
  list: 'nodes',
};

export function partnerPageVariables({ publicationId, offset, size }: PartnerPageQuery): Record<string, unknown> {
  const query = {
    filters: [{ type: 'PUBLICATION', values: [{ value: String(publicationId) }] }],
    facetRequests: [],
    highlight: false,
  };
  return { query, offset, first: size };
}

/** The page's document with the chosen record fields (and, when asked, the hit's own title and publication). */
export function partnerPageDocument(fields: readonly RecordField[] = ALL_RECORD_FIELDS, hitFields = ''): string {
  const record = fields.map((field) => RECORD_FIELDS[field]).join('\n          ');
  return `query PartnerPage(${SEARCH.variables}) {
  ${SEARCH.field} {
    ${SEARCH.list} {
      ${hitFields}
      doc {
        __typename
        id
        ... on IndexRecord {
          recordId
          ${record}
        }
      }
    }
  }
}`;
}

/** The hits of an answer to the page's document. */
export function partnerPageHits<T = Record<string, unknown>>(data: unknown): T[] {
  const search = (data as { search?: Record<string, T[] | undefined> } | null)?.search;
  return search?.[SEARCH.list] ?? [];
}
