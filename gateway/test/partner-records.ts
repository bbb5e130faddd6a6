/**
 * What a partner mirroring records reads: a page of 100 hits (the largest page) with each record, its
 * publication and thumbnail, walked by cursor. Priced in limits/query-cost.test.ts, run in query-limits.test.ts.
 */
export const PARTNER_RECORDS = `query PartnerRecords($publication: String!, $after: String) {
  search(query: { filters: [{ type: PUBLICATION, values: [{ value: $publication }] }], maxCount: 100, after: $after, facetRequests: [] }) {
    total hasNextPage endCursor
    hits {
      title highlights
      matches { field kind value }
      thumbnail { url width height }
      publication { id title }
      doc {
        id
        ... on IndexRecord {
          fullName givenName surname birthDate deathDate conflict branch rank unit serviceNumber
          birthPlace { name } residencePlace { name }
          regiment { id name } company { id name }
          publication { id title }
          image { id title }
        }
      }
    }
  }
}`;
