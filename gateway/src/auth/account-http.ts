import type { AccountErrorBody } from '@muster/contract';
import type { ServiceCallOptions } from '../backends/service-http';
import { INTERNAL_AUTH_HEADER, authHeaderValue } from './internal-auth';
import { accountError, type MessageOverrides } from './account-errors';
import { GraphQLError } from 'graphql';

/** Header that carries the browser's address to the auth service (throttling, accounts spec §8 429). */
export const CLIENT_IP_HEADER = 'x-muster-client-ip';

type Query = Record<string, string | number | undefined>;

export interface AccountCall {
  query?: Query;
  body?: unknown;
  /** The caller's address, for calls the account services limit; the request's own (`req.ip`) by default. */
  clientIp?: string;
  /** The spec's texts for codes the calling form shows. */
  messages?: MessageOverrides;
}

/**
 * HTTP to the auth and user services: like ServiceHttp (timeout, identity header, metrics), but a refusal
 * keeps the service's `AccountErrorBody` code and status (401, 409, 429…) instead of a generic error.
 * 404 answers null; 204 answers undefined.
 */
export class AccountHttp {
  constructor(private readonly service: string, private readonly options: ServiceCallOptions) {}

  async call<T>(method: string, route: string, path: string, call: AccountCall = {}): Promise<T | null> {
    const url = new URL(path, this.options.baseUrl);
    for (const [name, value] of Object.entries(call.query ?? {})) if (value !== undefined) url.searchParams.set(name, String(value));
    const headers: Record<string, string> = { accept: 'application/json', [INTERNAL_AUTH_HEADER]: authHeaderValue(this.options.authHeader) };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    const clientIp = call.clientIp ?? this.options.clientIp;
    if (clientIp) headers[CLIENT_IP_HEADER] = clientIp;
    let response: Response;
    try {
      response = await fetch(url, {
        method, headers, body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (cause) {
      this.count(route, 'network-error');
      throw new GraphQLError(`The ${this.service} service did not answer`, { extensions: { code: 'SERVICE_UNAVAILABLE' }, originalError: cause as Error });
    }
    this.count(route, String(response.status));
    if (response.status === 204) return undefined as T;
    if (response.ok) return (await response.json()) as T;
    if (response.status === 404) return null;
    const body = await response.json().catch(() => ({})) as Partial<AccountErrorBody>;
    if (response.status >= 500) throw new Error(`${this.service} ${method} ${route} failed with ${response.status}: ${body.message ?? ''}`);
    throw accountError(response.status, body, call.messages);
  }

  private count(route: string, status: string) {
    this.options.metrics.serviceCalls.inc({ service: this.service, route, status });
  }
}
