import { GraphQLError } from 'graphql';
import type { UserError } from '../__generated__/resolvers-types';
import type { ErrorCode } from './error-codes';

/**
 * Codes of a form's validation failures, answered as `userErrors` (data the form shows by the field). Signing in,
 * permission and rate refusals (NOT_SIGNED_IN, FORBIDDEN, THROTTLED…) and failures of ours stay errors.
 */
const VALIDATION_CODES = new Set<ErrorCode>([
  'BAD_USER_INPUT',
  'PROFILE_INVALID',
  'PASSWORD_INVALID',
  'SAME_PASSWORD',
  'CURRENT_PASSWORD_INCORRECT',
  'EMAIL_INVALID',
  'EMAIL_TAKEN',
  'USERNAME_INVALID',
  'USERNAME_TAKEN',
  'TOKEN_INVALID',
  'PHOTO_INVALID',
  // The test checkout's card refusals: the card number field's errors, as Stripe's test mode answers them.
  'CARD_DECLINED',
  'EXPIRED_CARD',
  'INCORRECT_CVC',
  'PROCESSING_ERROR',
  'INCORRECT_NUMBER',
  'TAG_INVALID',
  'UPLOAD_INVALID',
  'FIELD_UNKNOWN',
  'VALUE_INVALID',
  // The publication editor's refusals (contract PublicationEditErrorCode).
  'PUBLICATION_FIELD_UNKNOWN',
  'PUBLICATION_VALUE_INVALID',
  'PUBLICATION_ACCESS_RANGE',
  'PUBLICATION_PERCENT_RANGE',
  'PUBLICATION_PROVIDER_UNKNOWN',
  'PUBLICATION_IMAGE_INVALID',
  // 'Manage this image' (schema/staff-images.graphql).
  'BAD_ORDINAL',
  'BAD_ROTATION',
  'BAD_TITLE',
  'UPLOAD_TOO_MANY_PIXELS',
]);

/**
 * Where a form's refusals sit (`userErrors[].field`), as paths from the mutation's arguments written with
 * dots (`input.email`, `newElements.0.story.content`).
 */
export interface FieldRule {
  /**
   * The argument a service's `extensions.field` names a field of: `input` (the default) for mutations whose arguments
   * are one input object, null where the service names its field from the arguments themselves.
   */
  under?: string | null;
  /** The argument of each code whose service names no field: `{ TOKEN_INVALID: 'token' }`. */
  codes?: Partial<Record<ErrorCode, string>>;
  /** The argument every other refusal concerns, whatever the error names; null for the arguments as a whole. */
  argument?: string | null;
}

/**
 * The argument an error concerns, as a path (`["input", "email"]`), or null for the arguments as a whole: by its code
 * when the rule names one, else the rule's one argument, else the field the error names: a service's
 * `extensions.field` (under `rule.under`) or the gateway's own `extensions.argument`.
 */
export function argumentField(error: GraphQLError, rule: FieldRule = {}): string[] | null {
  const path = (dotted: string | null) => (dotted === null ? null : dotted.split('.'));
  const byCode = rule.codes?.[error.extensions.code as ErrorCode];
  if (byCode) return path(byCode);
  if (rule.argument !== undefined) return path(rule.argument);
  const { field, argument } = error.extensions;
  const under = rule.under === undefined ? 'input' : rule.under;
  if (typeof field === 'string') return path(under ? `${under}.${field}` : field);
  return typeof argument === 'string' ? path(argument) : null;
}

/**
 * Runs a form's mutation and answers its payload: `{ [key]: result, userErrors: [] }`, or the validation failure
 * as `{ [key]: null, userErrors: [...] }` on the argument `fields` places it by. Any other error is thrown as it was.
 */
export async function payloadOf<K extends string, T>(
  key: K,
  run: () => Promise<T>,
  fields: FieldRule = {},
): Promise<Record<K, T | null> & { userErrors: UserError[] }> {
  try {
    return { [key]: await run(), userErrors: [] } as Record<K, T | null> & { userErrors: UserError[] };
  } catch (error) {
    const code = error instanceof GraphQLError ? error.extensions.code : undefined;
    if (!(error instanceof GraphQLError) || !VALIDATION_CODES.has(code as ErrorCode)) throw error;
    const userError: UserError = { field: argumentField(error, fields), message: error.message, code: code as string };
    return { [key]: null, userErrors: [userError] } as Record<K, T | null> & { userErrors: UserError[] };
  }
}
