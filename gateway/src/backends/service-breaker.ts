import CircuitBreaker from 'opossum';
import { type JsonResponse, ServiceTimeoutError } from './http-json';

/**
 * How the gateway lives with a service that is down or slow (issue 17, faults): an idempotent read that got no
 * answer is tried once more, and a circuit breaker per service stops waiting on one that keeps failing, so the
 * other services' fields of a page come back at once and the page shows what it has (GraphQL partial data).
 * Writes are never repeated: a write whose answer was lost may have been done.
 */

/** When a breaker opens and how soon it lets one call through to see whether the service is back. */
export const BREAKER = {
  /** Share of failed calls within the rolling window that opens it… */
  errorThresholdPercentage: 50,
  /** …once at least this many calls were made in the window (a single failure on a quiet site opens nothing). */
  volumeThreshold: 5,
  rollingCountTimeout: 10_000,
  /** Open this long, then half-open: one call tries the service. Within the "short window" of 5 s. */
  resetTimeout: 4_000,
} as const;

/**
 * A load balancer's own answer when no instance of a service answered (HAProxy's 502/503/504 pages carry no JSON
 * code): the call did not reach a service, so a read may be tried again. A service's own 503 names its code.
 */
export function isUnanswered(response: JsonResponse): boolean {
  if (response.status !== 502 && response.status !== 503 && response.status !== 504) return false;
  const body = response.body as { error?: unknown } | undefined;
  return typeof body?.error !== 'string';
}

/** Thrown inside the breaker for an unanswered response, so it counts as a failure; unwrapped by `guarded`. */
class UnansweredResponse extends Error {
  constructor(readonly response: JsonResponse) {
    super(`no instance answered (${response.status})`);
  }
}

type Attempt = () => Promise<JsonResponse>;

const breakers = new Map<string, CircuitBreaker<[Attempt, boolean], JsonResponse>>();

/** The breaker of one service at one address (tests run several gateways and services in one process). */
function breakerFor(key: string): CircuitBreaker<[Attempt, boolean], JsonResponse> {
  let breaker = breakers.get(key);
  if (!breaker) {
    breaker = new CircuitBreaker(run, {
      ...BREAKER,
      // The gateway's own timeout applies (ServiceHttp); opossum's would race it.
      timeout: false,
      // Only an outage counts; anything else thrown is the gateway's own doing.
      errorFilter: (error: unknown) => !isOutage(error),
    });
    breakers.set(key, breaker);
  }
  return breaker;
}

/** A refused, reset or timed-out call, or a load balancer's "nobody answered": the service is not there. */
function isOutage(error: unknown): boolean {
  return error instanceof ServiceTimeoutError || isRetryable(error) || hasCode(error, NETWORK_DOWN);
}

/** Connection errors that mean no instance is there at all (besides those retried). */
const NETWORK_DOWN = new Set(['EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT']);
/** Connection errors after which another instance may answer the same read. */
const NETWORK_RETRYABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

function hasCode(error: unknown, codes: Set<string>): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && codes.has(code);
}

/** One attempt and, for a read that got no answer, one more. */
async function run(attempt: Attempt, idempotent: boolean): Promise<JsonResponse> {
  try {
    return unansweredThrown(await attempt());
  } catch (error) {
    if (!idempotent || !isRetryable(error)) throw error;
    return unansweredThrown(await attempt());
  }
}

function unansweredThrown(response: JsonResponse): JsonResponse {
  if (isUnanswered(response)) throw new UnansweredResponse(response);
  return response;
}

/** A refused or reset connection, or a load balancer's 502/503/504: another instance may answer. Not a timeout: a
 * slow service would get the same work twice. */
function isRetryable(error: unknown): boolean {
  return error instanceof UnansweredResponse || hasCode(error, NETWORK_RETRYABLE);
}

const BREAKER_OPEN = new Set(['EOPENBREAKER']);

/** Thrown when the breaker is open: the service failed lately and is not being asked until it may be back. */
export class ServiceBreakerOpen extends Error {
  override name = 'ServiceBreakerOpen';
}

/**
 * Runs a call to `service` at `baseUrl` through its breaker: retried once when `idempotent` and unanswered,
 * refused at once (ServiceBreakerOpen) while the breaker is open. A load balancer's unanswered response comes back
 * as the response it was (the caller maps it), after counting as a failure.
 */
export async function guarded(
  service: string,
  baseUrl: string,
  idempotent: boolean,
  attempt: Attempt,
): Promise<JsonResponse> {
  const breaker = breakerFor(`${service}@${baseUrl}`);
  try {
    return await breaker.fire(attempt, idempotent);
  } catch (error) {
    if (error instanceof UnansweredResponse) return error.response;
    if (hasCode(error, BREAKER_OPEN))
      throw new ServiceBreakerOpen(`the ${service} service failed lately; not asked for ${BREAKER.resetTimeout} ms`);
    throw error;
  }
}

/** Whether the breaker of a service is open now (metrics, tests). */
export function breakerOpen(service: string, baseUrl: string): boolean {
  return breakers.get(`${service}@${baseUrl}`)?.opened ?? false;
}
