import type { DataVersionsDto } from '@muster/contract';
import { ServiceHttp } from './service-http';

/** How long a gateway process trusts the versions it read: a write no gateway saw reaches its caches within it. */
export const DATA_VERSIONS_NEAR_MS = 2_000;

/** What a gateway keys on while the services cannot say (kept like an answer, so an outage is not asked every call). */
const UNKNOWN: DataVersionsDto = { records: '?', catalogue: '?' };

/**
 * The services' versions of what records and the catalogue say (GET /cache/versions), read at most once per
 * DATA_VERSIONS_NEAR_MS by this process however many requests ask: concurrent callers share one call. They move when
 * an import finishes or is undone inside the services, or a publication is edited through the REST calls alone, which
 * no gateway sees happen; GatewayCache puts them into the keys of the reads they make stale.
 */
export class DataVersions {
  private held: { value: DataVersionsDto; until: number } | null = null;
  private pending: Promise<DataVersionsDto> | null = null;

  constructor(
    private readonly http: ServiceHttp,
    private readonly now: () => number = Date.now,
  ) {}

  current(): Promise<DataVersionsDto> {
    if (this.held && this.held.until > this.now()) return Promise.resolve(this.held.value);
    this.pending ??= this.http
      .get<DataVersionsDto>('/cache/versions', '/cache/versions')
      .then((value) => value ?? UNKNOWN)
      .catch((error: unknown) => {
        // The site keeps working on what it last knew; the caches fall through to the services as they answer.
        console.error('gateway could not read the data versions', error);
        return this.held?.value ?? UNKNOWN;
      })
      .then((value) => {
        this.held = { value, until: this.now() + DATA_VERSIONS_NEAR_MS };
        return value;
      })
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }
}
