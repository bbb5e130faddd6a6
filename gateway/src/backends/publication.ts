import DataLoader from 'dataloader';
import type { PublicationDto } from '@muster/contract';
import { TTL, type GatewayCache } from '../cache';
import { ServiceHttp, type ServiceCallOptions } from './service-http';

export const ALL_KEY = 'publications:all';

/** The list by id, built once per decoded list (getNear hands the same array to every request for a few seconds). */
const indexes = new WeakMap<PublicationDto[], Map<number, PublicationDto>>();
function byIdOf(list: PublicationDto[] | undefined): Map<number, PublicationDto> {
  if (!list) return new Map();
  let index = indexes.get(list);
  if (!index) indexes.set(list, (index = new Map(list.map((p) => [p.publicationId, p]))));
  return index;
}

/** Client of the publication service (/publication). */
export class PublicationBackend {
  private readonly http: ServiceHttp;
  /**
   * Publications are a small catalogue read on nearly every page, so lookups by id are answered from the
   * shared five-minute list (content §7.4) and only ids missing from it go to `GET /publication?id=…`.
   */
  private readonly byId = new DataLoader<number, PublicationDto | null>(
    async (ids) => {
      const known = byIdOf(await this.cache.getNear<PublicationDto[]>(await this.cache.inCatalogue(ALL_KEY)));
      const missing = ids.filter((id) => !known.has(id));
      const fetched = new Map<number, PublicationDto>();
      if (missing.length > 0) {
        const rows =
          (await this.http.get<(PublicationDto | null)[]>('/publication', '/publication', { id: missing })) ?? [];
        for (const row of rows) if (row) fetched.set(row.publicationId, row);
      }
      return ids.map((id) => known.get(id) ?? fetched.get(id) ?? null);
    },
    { maxBatchSize: 200 },
  );

  constructor(
    options: ServiceCallOptions,
    private readonly cache: GatewayCache,
  ) {
    this.http = new ServiceHttp('publication', options);
  }

  publication(id: number): Promise<PublicationDto | null> {
    return this.byId.load(id);
  }

  /** Every publication, as the service orders them (featured first, then by title); cached five minutes, or until staff edit a publication. */
  async publications(): Promise<PublicationDto[]> {
    return this.cache.getOrSet(
      await this.cache.inCatalogue(ALL_KEY),
      TTL.publications,
      async () => (await this.http.get<PublicationDto[]>('/publication', '/publication')) ?? [],
    );
  }
}
