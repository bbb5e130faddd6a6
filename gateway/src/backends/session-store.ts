import { createHash } from 'node:crypto';
import { Store, type SessionData } from 'express-session';
import type { GatewayMetrics } from '../metrics';
import type { JsonResponse } from './http-json';
import { ServiceHttp } from './service-http';

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
  private readonly http: ServiceHttp;

  constructor(options: ServiceStoreOptions) {
    super();
    this.http = new ServiceHttp('session', {
      baseUrl: options.servicesUrl,
      authHeader: options.authHeader,
      metrics: options.metrics,
      timeoutMs: options.timeoutMs,
    });
  }

  override get(sid: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    this.request('GET', sid)
      .then((response) =>
        callback(null, response.status === 404 ? null : (response.body as { data: SessionData }).data),
      )
      .catch((error) => callback(error));
  }

  override set(sid: string, session: SessionData, callback?: Callback): void {
    const expires = session.cookie.expires ? new Date(session.cookie.expires) : new Date(Date.now() + 24 * 3600_000);
    const user = session.passport?.user?.user;
    const body = {
      data: session,
      userId: user?.userId ?? null,
      institutionId: user?.institutionId ?? null,
      expiresAt: expires.toISOString(),
    };
    this.request('PUT', sid, body).then(
      () => callback?.(),
      (error) => callback?.(error),
    );
  }

  override destroy(sid: string, callback?: Callback): void {
    this.request('DELETE', sid).then(
      () => callback?.(),
      (error) => callback?.(error),
    );
  }

  private async request(method: string, sid: string, body?: unknown): Promise<JsonResponse> {
    const key = createHash('sha256').update(sid).digest('hex');
    const response = await this.http.exchange(method, `${method} /auth/session/:id`, `/auth/session/${key}`, { body });
    if ((response.status < 200 || response.status >= 300) && response.status !== 404)
      throw new Error(`Session store ${method} answered ${response.status}`);
    return response;
  }
}
