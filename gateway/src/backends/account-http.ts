import type { AccountErrorBody } from '@muster/contract';
import { accountError, type MessageOverrides } from '../auth/account-errors';
import { type ServiceCallOptions, ServiceHttp, unavailable } from './service-http';

type Query = Record<string, string | number | undefined>;

export interface AccountCall {
  query?: Query;
  body?: unknown;
  /** Raw bytes with their content type, instead of `body`. */
  bytes?: { type: string; data: Uint8Array };
  /** The caller's address, for calls the account services limit; the request's own (`req.ip`) by default. */
  clientIp?: string;
  /** The spec's texts for codes the calling form shows. */
  messages?: MessageOverrides;
}

/**
 * HTTP to the auth and user services: ServiceHttp's call (timeout, identity header, metrics), but a refusal
 * keeps the service's `AccountErrorBody` code and status (401, 409, 429…) instead of a generic error.
 * 404 answers null; 204 answers undefined.
 */
export class AccountHttp {
  private readonly http: ServiceHttp;

  constructor(
    private readonly service: string,
    private readonly options: ServiceCallOptions,
  ) {
    this.http = new ServiceHttp(service, options);
  }

  async call<T>(method: string, route: string, path: string, call: AccountCall = {}): Promise<T | null> {
    const clientIp = call.clientIp ?? this.options.clientIp;
    let response;
    try {
      response = await this.http.exchange(method, route, path, {
        query: call.query,
        body: call.body,
        bytes: call.bytes,
        clientIp,
      });
    } catch (cause) {
      throw unavailable(this.service, cause);
    }
    if (response.status === 204) return undefined as T;
    if (response.status >= 200 && response.status < 300) return response.body as T;
    if (response.status === 404) return null;
    const body = (response.body ?? {}) as Partial<AccountErrorBody>;
    if (response.status >= 500)
      throw new Error(`${this.service} ${method} ${route} failed with ${response.status}: ${body.message ?? ''}`);
    throw accountError(response.status, body, call.messages);
  }
}
