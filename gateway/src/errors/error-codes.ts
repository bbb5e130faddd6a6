import type { AccountErrorCode } from '@muster/contract';

/** One code of the catalogue: the HTTP status it answers with and what a client does about it. */
export interface ErrorCodeEntry {
  /** The HTTP status (200 when the error sits beside the rest of `data`). */
  status: string;
  meaning: string;
}

/**
 * Every `extensions.code` (and REST `code`) the gateway answers with. docs/api.md ("Errors") lists the same codes,
 * and errors/error-codes.test.ts fails when a code is thrown that is not here, or this table and the docs disagree.
 * A code outside it is masked as INTERNAL_SERVER_ERROR in production (errors.ts), so each one here is public:
 * its message is written for the caller.
 */
export const ERROR_CODES = {
  // The request itself (Apollo Server and the query limits).
  GRAPHQL_PARSE_FAILED: { status: '400', meaning: 'the query is not GraphQL; the message and `locations` say where' },
  GRAPHQL_VALIDATION_FAILED: {
    status: '400',
    meaning:
      'the query does not match the schema: an unknown field, an argument of the wrong type, or a value outside an enum (an unknown facet or field type is one: `FacetType`, `SearchField`)',
  },
  BAD_REQUEST: {
    status: '400',
    meaning: 'the HTTP request is not a GraphQL request: a malformed JSON body, no `query`, a wrong content type',
  },
  BAD_USER_INPUT: {
    status: '400 or 200',
    meaning:
      'an argument or variable the caller can fix; `extensions.argument` names it (`query.filters[0].values`), `extensions.allowed` lists the values it takes where there is a list; a query limit sets `extensions.limit` and `extensions.maximum`',
  },
  OPERATION_RESOLUTION_FAILURE: { status: '400', meaning: '`operationName` names no operation of the document' },
  PERSISTED_QUERY_NOT_FOUND: {
    status: '200',
    meaning: 'the hash of an automatic persisted query is unknown: send the query with it',
  },
  PERSISTED_QUERY_NOT_SUPPORTED: { status: '200', meaning: 'persisted queries are switched off' },
  TOO_LARGE: { status: '200', meaning: 'a page or request over a size limit; `extensions.maximum` gives the limit' },
  SEARCH_TIMEOUT: {
    status: '200',
    meaning: 'the search ran past its time limit (5 s by default) and was stopped: narrow it',
  },
  CURSOR_EXPIRED: {
    status: '200',
    meaning: 'the cursor is from before a rebuild of the search index: start the walk again',
  },
  UNAUTHENTICATED: { status: '200 or 401', meaning: 'sign in first (or the bearer token is invalid or expired: 401)' },
  FORBIDDEN: {
    status: '200 or 403',
    meaning: 'the caller may not see or do this; `extensions` says what access it needs',
  },
  NOT_FOUND: {
    status: '200',
    meaning: 'the object named by an argument does not exist (queries answer `null` instead)',
  },
  SERVICE_UNAVAILABLE: { status: '200', meaning: 'a records service did not answer; retry later' },
  SESSION_UNAVAILABLE: {
    status: '503',
    meaning:
      'the session store cannot be reached for a moment: sign-in and changes are refused, nothing was done; retry shortly',
  },
  INTERNAL_SERVER_ERROR: { status: '200 or 500', meaning: 'anything else (details are not shown)' },
  // The account services' catalogue (contract AccountErrorCode); messages written for the member.
  CREDENTIALS: { status: '401', meaning: 'the username or email and password did not match' },
  PASSWORD_UPDATE_REQUIRED: { status: '401', meaning: 'the password must be changed before signing in' },
  THROTTLED: {
    status: '429',
    meaning: 'too many requests: sign-in locked for this login at this address for 30 minutes, or over the rate limit',
  },
  ACCOUNT_LOCKED: { status: '429', meaning: 'the account is locked until its emailed unlock link or a password reset' },
  MAIL_THROTTLED: { status: '429', meaning: 'too many reset or verification mails' },
  RATE_LIMITED: {
    status: '429',
    meaning: 'too many `emailAvailable`/`usernameAvailable` checks or registrations from one address; wait ten minutes',
  },
  PASSWORD_INVALID: {
    status: '200',
    meaning: 'the password breaks a rule; `failureReasons` lists every rule it breaks',
  },
  SAME_PASSWORD: { status: '200', meaning: 'the new password is the old one' },
  CURRENT_PASSWORD_INCORRECT: { status: '200', meaning: 'the current password is wrong' },
  EMAIL_INVALID: { status: '200', meaning: 'not an email address' },
  EMAIL_TAKEN: { status: '200', meaning: 'another account has this email address' },
  USERNAME_INVALID: { status: '200', meaning: 'the username breaks a rule' },
  USERNAME_TAKEN: { status: '200', meaning: 'another account has this username' },
  TOKEN_INVALID: { status: '200', meaning: 'an emailed link is unknown, used or expired' },
  NOT_SIGNED_IN: { status: '401', meaning: 'an account operation needs a signed-in member' },
  PHOTO_INVALID: { status: '200 or 400', meaning: 'a profile photo of the wrong type or too large' },
  PROFILE_INVALID: { status: '200', meaning: 'a profile text is too long' },
  // Members' tags (the tag service's own code for a refused name).
  TAG_INVALID: {
    status: '200',
    meaning: 'a tag name that is empty, over 100 characters or ends in `:digits` (a `userErrors` entry of `tagImage`)',
  },
  // The publication editor (contract PublicationEditErrorCode): `userErrors` of updatePublication and createPublication.
  PUBLICATION_FIELD_UNKNOWN: { status: '200', meaning: 'a field that is not an editable field of a publication' },
  PUBLICATION_VALUE_INVALID: {
    status: '200',
    meaning: 'a publication field of the wrong kind, empty where it may not be, or too long',
  },
  PUBLICATION_ACCESS_RANGE: { status: '200', meaning: "a publication's minimum access level above its maximum" },
  PUBLICATION_PERCENT_RANGE: { status: '200', meaning: 'a percent complete outside 0–100' },
  PUBLICATION_PROVIDER_UNKNOWN: { status: '200', meaning: 'a provider that is not one of `contentProviders`' },
  PUBLICATION_IMAGE_INVALID: {
    status: '200',
    meaning: 'a cover or sample image that is not a page of the publication',
  },
  // Membership (contract MEMBERSHIP_ERROR_CODES).
  ALREADY_SUBSCRIBED: { status: '200', meaning: 'the member already has this subscription' },
  TRIAL_USED: { status: '200', meaning: 'the free trial was used before' },
  CHECKOUT_DONE: { status: '200', meaning: 'this checkout was completed already' },
  NO_SUBSCRIPTION: { status: '200', meaning: 'the member has no subscription to change' },
  PROVIDER_UNAVAILABLE: { status: '200', meaning: 'the payment provider did not answer; retry later' },
  PAYMENTS_UNAVAILABLE: { status: '200', meaning: 'the site takes no payments (`paymentsMode` is `OFF`)' },
  CARD_DECLINED: {
    status: '200',
    meaning:
      "the test checkout declined the card (a user error of `completeTestCheckout`); the payload's `declineCode` as Stripe names it",
  },
  EXPIRED_CARD: { status: '200', meaning: 'the card has expired' },
  INCORRECT_CVC: { status: '200', meaning: "the card's security code is wrong" },
  PROCESSING_ERROR: { status: '200', meaning: 'the card could not be processed; try again' },
  INCORRECT_NUMBER: { status: '200', meaning: 'the card number is wrong' },
  FIELD_UNKNOWN: {
    status: '200',
    meaning:
      'record corrections: a field that cannot be corrected (or proposed by a member); the message lists those that can',
  },
  VALUE_INVALID: {
    status: '200',
    meaning:
      'record corrections: a value the field cannot take (empty name, a date not written YYYY, YYYY-MM or YYYY-MM-DD)',
  },
  ALREADY_ANSWERED: { status: '200', meaning: 'a correction proposal that staff accepted or rejected already' },
  // REST routes of the gateway (uploads, the sign-in provider's steps, metrics).
  UPLOAD_INVALID: {
    status: '415 or 200',
    meaning:
      'an upload that is not the file itself (415); in `updateUpload` a title or description outside its limit (a `userErrors` entry)',
  },
  UPLOAD_TOO_LARGE: { status: '413', meaning: 'an upload over its size limit' },
  // 'Manage this image' (schema/staff-images.graphql): `userErrors` of its mutations, and the image addresses' 410.
  BAD_ORDINAL: { status: '200', meaning: 'a page moved to a place outside its roll (1 to `pageCount`)' },
  BAD_ROTATION: { status: '200', meaning: 'a rotation other than 90, 180 or 270 degrees' },
  BAD_TITLE: { status: '200', meaning: 'a page title that is empty or over 256 characters' },
  IMAGE_REVISED: {
    status: '410',
    meaning:
      'an image address made before staff replaced or rotated the scan (its `v` is an old revision); `revision` names the current one: ask for fresh addresses',
  },
  UPLOAD_TOO_MANY_PIXELS: { status: '400', meaning: 'an uploaded image of more pixels than the limit' },
  UNAUTHORIZED: { status: '401', meaning: '`/metrics` without the metrics bearer token' },
  TERMS: { status: '400', meaning: 'sign-in provider: the terms of use were not accepted' },
  NOT_CONNECTED: { status: '409', meaning: 'sign-in provider: the outside account could not be linked' },
  NOT_REGISTERED: { status: '409', meaning: 'sign-in provider: the registration step expired' },
  EXPIRED: { status: '409', meaning: 'sign-in provider: the sign-in took too long; start again' },
} as const satisfies Record<string, ErrorCodeEntry>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Every account code is in the catalogue: a new one in the contract fails to compile here until it is. */
export const ACCOUNT_CODES_CATALOGUED: Record<AccountErrorCode, ErrorCodeEntry> = ERROR_CODES;

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(ERROR_CODES, code);
