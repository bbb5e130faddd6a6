/** The parts of an error the site shows (spec §8: message, status, statusText and the server's cause). */
export interface ErrorParts {
  message?: string;
  status?: number;
  statusText?: string;
  cause?: unknown;
}

/** One line of error text built from message, status, statusText and the server's cause. */
export function errorText(error: ErrorParts): string {
  const status = [error.status, error.statusText].filter((p) => p !== undefined && p !== '').join(' ');
  const cause = typeof error.cause === 'string' ? error.cause : error.cause instanceof Error ? error.cause.message : '';
  return [error.message, status && `(${status})`, cause && `: ${cause}`].filter(Boolean).join(' ').replace(' :', ':');
}

interface WithGraphQLErrors {
  errors?: ReadonlyArray<{ message?: string; extensions?: Record<string, unknown> }>;
}

/** True when the gateway refused a search because offset + maxCount passed the maximum. */
export function hasErrorCode(error: unknown, code: string): boolean {
  const errors = (error as WithGraphQLErrors | null)?.errors;
  return Array.isArray(errors) && errors.some((e) => e.extensions?.code === code);
}

/** Codes of a search the gateway refused as asked (an input limit, an unknown type, its time limit): the message says why. */
const REFUSALS = ['BAD_USER_INPUT', 'SEARCH_TIMEOUT'];

/** The gateway's message when it refused the request as asked, else null (the message is written for the user). */
export function refusalOf(error: unknown): string | null {
  const errors = (error as WithGraphQLErrors | null)?.errors;
  const refusal = Array.isArray(errors) ? errors.find((e) => REFUSALS.includes(String(e.extensions?.code))) : undefined;
  return refusal?.message ?? null;
}
