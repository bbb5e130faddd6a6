// The partner's page fetched straight from the REST services, as a hand-written client would: the search, then
// the hits' records, then their page images and publications side by side. Four calls, each batched by id.
import type { ImageDto, IndexRecordDto, PublicationDto, SearchQuery, SearchResults } from '@muster/contract';
import type { PartnerPageQuery } from '@muster/testkit/partner-page';

/** What the page shows of one record, the same fields from either path. */
export interface PartnerRow {
  id: number;
  givenName: string;
  surname: string;
  birthDate: string | null;
  deathDate: string | null;
  publicationTitle: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
}

export const REST_CALLS_PER_PAGE = 4;

/** The query the gateway sends for the page's GraphQL variables (the schema's defaults filled in). */
export function restSearchQuery({ publicationId, offset, size }: PartnerPageQuery): SearchQuery {
  return {
    filters: [{ type: 'general.title.id', values: [{ value: String(publicationId) }] }],
    facetRequests: [],
    sortOrder: 'RELEVANCE',
    offset,
    maxCount: size,
    ocr: true,
    strictMode: 'ALL',
    highlight: false,
  };
}

/** One page; `authHeader` signs the caller's identity as the gateway would (a fresh header per call). */
export async function restPage(
  servicesUrl: string,
  page: PartnerPageQuery,
  authHeader: () => string,
): Promise<PartnerRow[]> {
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${servicesUrl}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', 'x-muster-auth': authHeader() },
    });
    if (response.status !== 200) throw new Error(`${path.split('?')[0]}: HTTP ${response.status}`);
    return (await response.json()) as T;
  };
  const ids = (values: Iterable<number>) => [...new Set(values)].map((id) => `id=${id}`).join('&');

  const results = await call<SearchResults>('/fold31-search/doc-search', {
    method: 'POST',
    body: JSON.stringify(restSearchQuery(page)),
  });
  const recordIds = results.hits.filter((h) => h.doc.contentType === 'INDEX_RECORD').map((h) => h.doc.objectId);
  if (recordIds.length === 0) return [];
  const records = (await call<(IndexRecordDto | null)[]>(`/fold31-index-record/records?${ids(recordIds)}`)).filter(
    (r): r is IndexRecordDto => r !== null,
  );
  const [images, publications] = await Promise.all([
    call<(ImageDto | null)[]>(`/document/images?${ids(records.map((r) => r.imageId))}`),
    call<(PublicationDto | null)[]>(`/publication?${ids(records.map((r) => r.publicationId))}`),
  ]);
  const imageById = new Map(images.flatMap((i) => (i ? [[i.imageId, i] as const] : [])));
  const titleById = new Map(publications.flatMap((p) => (p ? [[p.publicationId, p.title] as const] : [])));
  return records.map((r) => ({
    id: r.recordId,
    givenName: r.givenName,
    surname: r.surname,
    birthDate: r.birthDate ?? null,
    deathDate: r.deathDate ?? null,
    publicationTitle: titleById.get(r.publicationId) ?? null,
    imageWidth: imageById.get(r.imageId)?.width ?? null,
    imageHeight: imageById.get(r.imageId)?.height ?? null,
  }));
}
