import type { InstitutionDto } from '@muster/contract';
import { ServiceHttp, type ServiceCallOptions } from './service-http';

/** Institutions and address ranges change rarely; every request of a visitor asks, so answers are kept briefly. */
const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

/**
 * Which institution applies, asked of the user service as an anonymous caller (the answers are the same for
 * everybody). One finder per gateway: its cache holds public institution data only, never a member's.
 */
export class InstitutionFinder {
  private readonly http: ServiceHttp;
  private readonly cache = new Map<string, { value: Promise<InstitutionDto | null>; until: number }>();

  constructor(
    options: ServiceCallOptions,
    private readonly now: () => number = Date.now,
  ) {
    this.http = new ServiceHttp('user', options);
  }

  byAddress(ip: string): Promise<InstitutionDto | null> {
    return this.cached(`ip:${ip}`, () =>
      this.http.get<InstitutionDto>('/user/institution/by-address', '/user/institution/by-address', { ip }),
    );
  }

  byId(id: number): Promise<InstitutionDto | null> {
    return this.cached(`id:${id}`, () =>
      this.http.get<InstitutionDto>('/user/institution/:id', `/user/institution/${id}`),
    );
  }

  /** The institution of a link secret; not cached, so a withdrawn link stops working at once. */
  byLinkToken(token: string): Promise<InstitutionDto | null> {
    return this.http.get<InstitutionDto>('/user/institution/by-link', '/user/institution/by-link', { token });
  }

  private cached(key: string, read: () => Promise<InstitutionDto | null>): Promise<InstitutionDto | null> {
    const now = this.now();
    const hit = this.cache.get(key);
    if (hit && hit.until > now) return hit.value;
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    // A failed lookup is not kept: the next request asks again.
    const value = read().catch((error: unknown) => {
      this.cache.delete(key);
      throw error;
    });
    this.cache.set(key, { value, until: now + TTL_MS });
    return value;
  }
}
