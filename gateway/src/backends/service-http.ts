import { GraphQLError } from 'graphql';
import type { GatewayMetrics } from '../metrics';
import { type AuthHeaderSource, INTERNAL_AUTH_HEADER, authHeaderValue } from '../auth/internal-auth';
import { isErrorCode } from '../errors/error-codes';
import { type JsonResponse, requestJson } from './http-json';
import { ServiceBreakerOpen, guarded } from './service-breaker';

/** What every backend client needs to reach its service on behalf of one caller. */
export interface ServiceCallOptions {
  baseUrl: string;
  /** Signed `x-muster-auth` value of the caller, or its signer (a fresh header per call). */
  authHeader: AuthHeaderSource;
  /** The browser's address (Express `req.ip`), sent to the account services for their per-address limits. */
  clientIp?: string;
  metrics: GatewayMetrics;
  timeoutMs?: number;
}

type Query = Record<string, string | number | readonly (string | number)[] | undefined>;

/** Header that carries the browser's address to the account services (throttling, accounts spec §8 429). */
export const CLIENT_IP_HEADER = 'x-muster-client-ip';

export interface ServiceExchange {
  query?: Query;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as they are, with their content type, instead of a JSON body (a scan staff replace). */
  bytes?: { type: string; data: Uint8Array };
  /** The browser's address, for the calls the account services limit by address. */
  clientIp?: string;
  /** A read, safe to send again when no instance answered: true for GET; a POST that only reads says so. */
  idempotent?: boolean;
}

/** What a caller reads when a service did not answer (refused, reset, or past the timeout). */
export function unavailable(service: string, cause: unknown): GraphQLError {
  return new GraphQLError(`The ${service} service did not answer`, {
    extensions: { code: 'SERVICE_UNAVAILABLE' },
    originalError: cause as Error,
  });
}

/**
 * The one place the gateway speaks HTTP to a service: timeout, JSON, identity header, metrics, and the
 * error mapping (404 → null, 400 → BAD_USER_INPUT or the service's own code, a 503 with a code → that code,
 * anything else → an error).
 */
export class ServiceHttp {
  constructor(
    private readonly service: string,
    private readonly options: ServiceCallOptions,
  ) {}

  /** `route` is the path template (`/publication/pub/:id`), used as the metrics label. */
  get<T>(route: string, path: string, query?: Query): Promise<T | null> {
    return this.call<T>('GET', route, path, query);
  }

  post<T>(route: string, path: string, body: unknown, query?: Query): Promise<T | null> {
    return this.call<T>('POST', route, path, query, body);
  }

  /** A POST that only reads (a search, a batch of contents): tried again once when no instance answered. */
  postRead<T>(route: string, path: string, body: unknown, query?: Query): Promise<T | null> {
    return this.call<T>('POST', route, path, query, body, true);
  }

  put<T>(route: string, path: string, body: unknown): Promise<T | null> {
    return this.call<T>('PUT', route, path, undefined, body);
  }

  delete<T>(route: string, path: string): Promise<T | null> {
    return this.call<T>('DELETE', route, path, undefined);
  }

  /**
   * One call and its answer, before any error mapping: the URL, the identity header (and the browser's address
   * when given), the timeout and the metrics. A call that gets no answer is counted and thrown as it failed; it
   * goes through the service's breaker, and a read is tried once more (service-breaker.ts).
   */
  async exchange(method: string, route: string, path: string, call: ServiceExchange = {}): Promise<JsonResponse> {
    const url = new URL(path, this.options.baseUrl);
    for (const [name, value] of Object.entries(call.query ?? {})) {
      for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value])
        url.searchParams.append(name, String(v));
    }
    const headers: Record<string, string> = {
      accept: 'application/json',
      [INTERNAL_AUTH_HEADER]: authHeaderValue(this.options.authHeader),
    };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    if (call.bytes) headers['content-type'] = call.bytes.type;
    if (call.clientIp) headers[CLIENT_IP_HEADER] = call.clientIp;
    const body = call.bytes ? call.bytes.data : call.body === undefined ? undefined : JSON.stringify(call.body);
    const idempotent = call.idempotent ?? (method === 'GET' || method === 'HEAD');
    try {
      const response = await guarded(this.service, this.options.baseUrl, idempotent, () =>
        requestJson(url, method, headers, body, this.options.timeoutMs ?? 10_000),
      );
      this.count(route, String(response.status));
      return response;
    } catch (cause) {
      this.count(route, cause instanceof ServiceBreakerOpen ? 'breaker-open' : 'network-error');
      throw cause;
    }
  }

  private async call<T>(
    method: string,
    route: string,
    path: string,
    query: Query | undefined,
    body?: unknown,
    idempotent?: boolean,
  ): Promise<T | null> {
    let response: JsonResponse;
    try {
      response = await this.exchange(method, route, path, { query, body, idempotent });
    } catch (cause) {
      throw unavailable(this.service, cause);
    }
    if (response.status >= 200 && response.status < 300) return response.body as T;
    if (response.status === 404) return null;
    const reason = readError(response.body);
    if (response.status === 400) {
      // Only catalogued codes reach callers (docs/api.md "Errors"); a service's own word for bad input is BAD_USER_INPUT.
      // Its own word stays readable to the backend client (`serviceCode`: the feedback service's EMAIL, CAPTCHA…).
      const code = isErrorCode(reason.error) ? reason.error : 'BAD_USER_INPUT';
      const own = reason.error && code !== reason.error && /^[A-Z][A-Z0-9_]+$/.test(reason.error) ? reason.error : null;
      throw new GraphQLError(reason.message ?? 'Bad request', {
        extensions: {
          code,
          service: this.service,
          ...(own ? { serviceCode: own } : {}),
          ...inputDetails(response.body),
        },
      });
    }
    if (response.status === 401 || response.status === 403) {
      throw new GraphQLError(reason.message ?? 'Forbidden', {
        extensions: { code: 'FORBIDDEN', service: this.service },
      });
    }
    // A service that names why it cannot do it now (a payment provider out of reach, say) is passed on as it
    // says, so the caller reads a reason to retry instead of a masked internal error.
    if (response.status === 503 && reason.message && isErrorCode(reason.error)) {
      throw new GraphQLError(reason.message, { extensions: { code: reason.error, service: this.service } });
    }
    throw new Error(`${this.service} ${method} ${route} failed with ${response.status}: ${reason.message ?? ''}`);
  }

  private count(route: string, status: string) {
    this.options.metrics.serviceCalls.inc({ service: this.service, route, status });
  }
}

function readError(body: unknown): { error?: string; message?: string } {
  const b = (body ?? {}) as { error?: unknown; message?: unknown };
  return {
    error: typeof b.error === 'string' ? b.error : undefined,
    message: typeof b.message === 'string' ? b.message : typeof b.error === 'string' ? b.error : undefined,
  };
}

/**
 * Which input field a 400 concerns and, for a text limit (content §5), its details: the form shows them by the
 * field; for a declined test card, Stripe's decline code.
 */
function inputDetails(body: unknown): Record<string, string | number> {
  const b = (body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    ['field', 'argument', 'limit', 'length', 'bound', 'declineCode'].flatMap((k) =>
      typeof b[k] === 'string' || typeof b[k] === 'number' ? [[k, b[k]]] : [],
    ),
  );
}
