import DataLoader from 'dataloader';
import {
  CACHE_LIFETIMES,
  type HonorWallDto,
  type PartnerDetailDto,
  type PartnerDto,
  type RecordCounts,
  type TitleCollectionDetailDto,
  type TitleCollectionDto,
  type UserCount,
} from '@muster/contract';
import type { GatewayCache } from '../cache';
import { ServiceHttp, type ServiceCallOptions } from './service-http';

/**
 * Collections, partners and the Honor Wall change only with the catalogue or with memorials, so like the
 * publication cache (content §7.4) they are kept five minutes in the shared keyv; counts use the cache
 * service's own lifetimes (user count 5 minutes, content §7.4 and accounts §9).
 */
export const COLLECTION_TTL = CACHE_LIFETIMES.publications * 1000;
const USER_COUNT_TTL = CACHE_LIFETIMES.userCount * 1000;
const RECORD_COUNTS_TTL = CACHE_LIFETIMES.recordCounts * 1000;

export interface HonorWallArgs {
  conflict?: string;
  q?: string;
  offset: number;
  limit: number;
}

/** Client of the collection routes (/fold31-api), the honor wall (/fold31-memorial) and the counts (/cache). */
export class CollectionBackend {
  private readonly api: ServiceHttp;
  private readonly memorial: ServiceHttp;
  private readonly cacheService: ServiceHttp;

  /** By slug: one call per distinct slug in a request, each kept in keyv. */
  private readonly collections = new DataLoader<string, TitleCollectionDetailDto | null>((slugs) =>
    Promise.all(
      slugs.map((slug) =>
        this.shared(`collection:${slug}`, () =>
          this.api.get<TitleCollectionDetailDto>(
            '/fold31-api/collection/:slug',
            `/fold31-api/collection/${encodeURIComponent(slug)}`,
          ),
        ),
      ),
    ),
  );

  private readonly partners = new DataLoader<string, PartnerDetailDto | null>((slugs) =>
    Promise.all(
      slugs.map((slug) =>
        this.shared(`partner:${slug}`, () =>
          this.api.get<PartnerDetailDto>(
            '/fold31-api/partner/:slug',
            `/fold31-api/partner/${encodeURIComponent(slug)}`,
          ),
        ),
      ),
    ),
  );

  constructor(
    options: ServiceCallOptions,
    private readonly cache: GatewayCache,
  ) {
    this.api = new ServiceHttp('collection', options);
    this.memorial = new ServiceHttp('memorial', options);
    this.cacheService = new ServiceHttp('cache', options);
  }

  collection(slug: string): Promise<TitleCollectionDetailDto | null> {
    return this.collections.load(slug);
  }

  async collectionList(kind?: string): Promise<TitleCollectionDto[]> {
    return (
      (await this.shared(`collections:${kind ?? 'ALL'}`, () =>
        this.api.get<TitleCollectionDto[]>('/fold31-api/collections', '/fold31-api/collections', { kind }),
      )) ?? []
    );
  }

  /** A collection by its number (a global id): the service addresses them by slug, so from the shared list. */
  async collectionById(collectionId: number): Promise<TitleCollectionDto | null> {
    return (await this.collectionList()).find((c) => c.collectionId === collectionId) ?? null;
  }

  /** A partner by its number (a global id), from the shared list as collectionById. */
  async partnerById(partnerId: number): Promise<PartnerDto | null> {
    return (await this.partnerList()).find((p) => p.partnerId === partnerId) ?? null;
  }

  partner(slug: string): Promise<PartnerDetailDto | null> {
    return this.partners.load(slug);
  }

  async partnerList(): Promise<PartnerDto[]> {
    return (
      (await this.shared('partners', () =>
        this.api.get<PartnerDto[]>('/fold31-api/partners', '/fold31-api/partners'),
      )) ?? []
    );
  }

  /** Pages without search text are few (conflicts times offsets) and shared; searches go to the service. */
  async honorWall(args: HonorWallArgs): Promise<HonorWallDto> {
    const fetch = async () => {
      const wall = await this.memorial.get<HonorWallDto>('/fold31-memorial/honor-wall', '/fold31-memorial/honor-wall', {
        ...args,
      });
      if (!wall) throw new Error('The memorial service has no honor wall');
      return wall;
    };
    return args.q
      ? fetch()
      : this.cache.getOrSet(`honorWall:${args.conflict ?? ''}:${args.offset}:${args.limit}`, COLLECTION_TTL, fetch);
  }

  async counts(): Promise<{ records: number; members: number }> {
    const [records, users] = await Promise.all([
      this.cache.getOrSet(
        'cache:recordCounts:TOTAL',
        RECORD_COUNTS_TTL,
        async () =>
          (await this.cacheService.get<RecordCounts>('/cache/recordCounts', '/cache/recordCounts'))?.TOTAL ?? 0,
      ),
      this.cache.getOrSet(
        'cache:userCount',
        USER_COUNT_TTL,
        async () => (await this.cacheService.get<UserCount>('/cache/userCount', '/cache/userCount'))?.count ?? 0,
      ),
    ]);
    return { records, members: users };
  }

  /** Found values are kept; a missing one (404, null) is not, so made-up slugs cannot fill the shared cache. */
  private async shared<T>(key: string, fetch: () => Promise<T | null>): Promise<T | null> {
    const cached = await this.cache.get<T>(key);
    if (cached !== undefined) return cached;
    const value = await fetch();
    if (value !== null) await this.cache.keyv.set(key, value, COLLECTION_TTL);
    return value;
  }
}
