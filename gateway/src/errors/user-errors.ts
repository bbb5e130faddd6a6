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
  // 'Manage this image' (schema/staff-images.graphql).
  'BAD_ORDINAL',
  'BAD_ROTATION',
  'BAD_TITLE',
  'UPLOAD_TOO_MANY_PIXELS',
]);

/** The input field an error concerns, as a path (`["input", "email"]`), or null for the input as a whole. */
export type FieldOf = (error: GraphQLError) => string[] | null;

/** The field the service named (`extensions.field`), under the mutation's `input` argument. */
export const inputField: FieldOf = (error) =>
  typeof error.extensions.field === 'string' ? ['input', error.extensions.field] : null;

/**
 * The field by the error's code, for a mutation whose arguments are not one `input` object (or whose service does
 * not name the field): `byCode({ EMAIL_INVALID: ['newEmail'] })`. Other codes fall back to `fallback`.
 */
export function byCode(fields: Partial<Record<ErrorCode, string[]>>, fallback: FieldOf = inputField): FieldOf {
  return (error) => fields[error.extensions.code as ErrorCode] ?? fallback(error);
}

/**
 * The field named by its dotted path from the mutation's own arguments (`name`, `newElements.0.story.content`),
 * as services and the memorial editor's checks name it.
 */
export const argumentField: FieldOf = (error) =>
  typeof error.extensions.field === 'string' ? error.extensions.field.split('.') : null;

/** For a failure that concerns no field the caller typed (a memorial made from a record's own name). */
export const wholeInput: FieldOf = () => null;

/**
 * Runs a form's mutation and answers its payload: `{ [key]: result, userErrors: [] }`, or the validation failure
 * as `{ [key]: null, userErrors: [...] }`. Any other error is thrown as it was.
 */
export async function payloadOf<K extends string, T>(
  key: K,
  run: () => Promise<T>,
  fieldOf: FieldOf = inputField,
): Promise<Record<K, T | null> & { userErrors: UserError[] }> {
  try {
    return { [key]: await run(), userErrors: [] } as Record<K, T | null> & { userErrors: UserError[] };
  } catch (error) {
    const code = error instanceof GraphQLError ? error.extensions.code : undefined;
    if (!(error instanceof GraphQLError) || !VALIDATION_CODES.has(code as ErrorCode)) throw error;
    const userError: UserError = { field: fieldOf(error), message: error.message, code: code as string };
    return { [key]: null, userErrors: [userError] } as Record<K, T | null> & { userErrors: UserError[] };
  }
}
