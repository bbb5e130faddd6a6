import { createHash } from 'node:crypto';
import { Store, type SessionData } from 'express-session';
import { INTERNAL_AUTH_HEADER } from '../auth/internal-auth';
import type { GatewayMetrics } from '../metrics';

export interface ServiceStoreOptions {
  servicesUrl: string;
  /** A signed internal auth header: the session routes answer only the gateway. */
  authHeader: () => string;
  metrics: GatewayMetrics;
  timeoutMs?: number;
}

type Callback = (error?: unknown) => void;

/**
 * express-session store in the database, through the services' `/auth/session/{id}` (the gateway never
 * opens the database). Keys are SHA-256 digests of the session ids, so a leaked table opens no session.
 */
export class ServiceSessionStore extends Store {
  constructor(private readonly options: ServiceStoreOptions) {
    super();
  }

  override get(sid: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    this.request('GET', sid)
      .then(async (response) => callback(null, response.status === 404 ? null : ((await response.json()) as { data: SessionData }).data))
      .catch((error) => callback(error));
  }

  override set(sid: string, session: SessionData, callback?: Callback): void {
    const expires = session.cookie.expires ? new Date(session.cookie.expires) : new Date(Date.now() + 24 * 3600_000);
    const user = session.passport?.user?.user;
    const body = { data: session, userId: user?.userId ?? null, institutionId: user?.institutionId ?? null, expiresAt: expires.toISOString() };
    this.request('PUT', sid, body).then(() => callback?.(), (error) => callback?.(error));
  }

  override destroy(sid: string, callback?: Callback): void {
    this.request('DELETE', sid).then(() => callback?.(), (error) => callback?.(error));
  }

  private async request(method: string, sid: string, body?: unknown): Promise<Response> {
    const key = createHash('sha256').update(sid).digest('hex');
    const headers: Record<string, string> = { [INTERNAL_AUTH_HEADER]: this.options.authHeader() };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(new URL(`/auth/session/${key}`, this.options.servicesUrl), {
        method, headers, body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      this.count(method, 'network-error');
      throw error;
    }
    this.count(method, String(response.status));
    if (!response.ok && response.status !== 404) throw new Error(`Session store ${method} answered ${response.status}`);
    return response;
  }

  private count(method: string, status: string) {
    this.options.metrics.serviceCalls.inc({ service: 'session', route: `${method} /auth/session/:id`, status });
  }
}
