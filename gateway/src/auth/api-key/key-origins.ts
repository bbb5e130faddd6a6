import type { GatewayMetrics } from '../../metrics';
import { ServiceHttp } from '../../backends/service-http';
import { ANONYMOUS } from '../identity';
import { signInternalAuth } from '../internal-auth';

export interface KeyOriginsOptions {
  servicesUrl: string;
  internalAuthSecret: string;
  metrics: GatewayMetrics;
  timeoutMs?: number;
  /** How long the list is believed; the key cache's window, so a revoked key's origins go with it. */
  cacheMs: number;
}

/** The web origins registered with live API keys, read from the services at most once per window. */
export class KeyOrigins {
  private readonly http: ServiceHttp;
  private known: { origins: Set<string>; until: number } | null = null;
  private pending: Promise<Set<string>> | null = null;

  constructor(private readonly options: KeyOriginsOptions) {
    this.http = new ServiceHttp('api-key', {
      baseUrl: options.servicesUrl,
      authHeader: () => signInternalAuth(ANONYMOUS, options.internalAuthSecret),
      metrics: options.metrics,
      timeoutMs: options.timeoutMs,
    });
  }

  async allows(origin: string): Promise<boolean> {
    return (await this.current()).has(origin);
  }

  private async current(): Promise<Set<string>> {
    if (this.known && this.known.until > Date.now()) return this.known.origins;
    // One read serves every request that arrives while it is under way.
    this.pending ??= this.http
      .get<string[]>('/api-key/gateway/origins', '/api-key/gateway/origins')
      .then((list) => {
        const origins = new Set(list ?? []);
        this.known = { origins, until: Date.now() + this.options.cacheMs };
        return origins;
      })
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }
}
