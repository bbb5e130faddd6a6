/**
 * REST shapes of the auth (`/auth`) and user (`/user`) services (accounts spec §7), shared by the services
 * that answer them and the gateway that calls them. Calls that act for a member read who it is from the
 * internal auth header (services/src/auth/identity.ts), never from the body.
 */
import type { PasswordFailureCode } from './rules/password-rules';

/** The six account statuses (accounts spec §4). */
export type AccountStatus =
  'monthly-subscriber' | 'annual-subscriber' | 'comp-subscriber' | 'bundle' | 'free-trial' | 'non-subscriber';

/** A member as sessions and the internal identity header need it (`POST /auth/user`, `GET /user/self`). */
export interface SessionUserDto {
  userId: number;
  username: string;
  email: string;
  accountStatus: AccountStatus;
  confirmed: boolean;
  roles: string[];
  /** The institution the member belongs to, if any (patrons of a library edition). */
  institutionId: number | null;
  hasPhoto: boolean;
  /** Changes with every new photo, so its address does too and no cache shows the old one; null without a photo. */
  photoVersion: string | null;
  /**
   * Changes whenever the password, email or roles change; a session made before keeps the old value and is
   * signed out with the sign-out header, so a changed password ends every other session.
   */
  credentialsVersion: number;
}

/** `GET /user/{id}`: the public part (spec §3 "User"). */
export interface UserDto {
  userId: number;
  username: string;
  /** False when the account is closed. */
  available: boolean;
}

/** `GET /user/full/{id}` (self or staff): spec §3 "UserFull". */
export interface UserFullDto extends SessionUserDto {
  joinDate: string;
  pendingEmail: string | null;
  profile: ProfileDto;
  communicationSettings: CommunicationSettingsDto;
  /** A Facebook account is linked for signing in (`POST /fb/disconnect` removes it). */
  facebookConnected: boolean;
  /** The member shows the linked Facebook account's profile picture (`PUT /fb/user usePhoto`). */
  usesFacebookPhoto: boolean;
}

export interface ProfileDto {
  userId: number;
  username: string;
  displayName: string;
  about: string;
  location: string;
  joinDate: string;
  hasPhoto: boolean;
  /** Changes with every new photo, so its address does too and no cache shows the old one; null without a photo. */
  photoVersion: string | null;
}

export interface CommunicationSettingsDto {
  newsletter: boolean;
  offers: boolean;
  memorialActivity: boolean;
}

export interface InstitutionDto {
  id: number;
  name: string;
  type: string;
  silo: number;
  proquest: boolean;
}

/** `POST /auth/user` body. The gateway also sends the caller's address in `x-muster-client-ip`. */
export interface SignInRequest {
  /** Email or username. */
  username: string;
  password: string;
}

/**
 * Error body of every auth and user call: `message` is the spec's (e.g. "Password update required",
 * "Same Password", "No password provided", the lock message), `code` is stable for programs.
 */
export interface AccountErrorBody {
  code: AccountErrorCode;
  message: string;
  /** With PASSWORD_INVALID: every broken rule. */
  failureReasons?: PasswordFailureCode[];
  /** The body field or argument at fault (a tag's `name`, an upload's `title`), where the service can tell. */
  field?: string;
}

export type AccountErrorCode =
  | 'CREDENTIALS' // 401
  | 'PASSWORD_UPDATE_REQUIRED' // 401, message "Password update required"
  | 'THROTTLED' // 429, message LOCKED_MESSAGE: this login from this address (or this address) for 30 minutes
  | 'ACCOUNT_LOCKED' // 429, message ACCOUNT_LOCKED_MESSAGE: the account, until its emailed unlock link is used
  | 'MAIL_THROTTLED' // 429, message MAIL_THROTTLED_MESSAGE: too many account mails to one address or from one caller
  | 'RATE_LIMITED' // 429: too many availability checks (or registrations) from one address
  | 'PASSWORD_INVALID' // 400, message "No password provided" or the first broken rule
  | 'SAME_PASSWORD' // 400, message "Same Password"
  | 'CURRENT_PASSWORD_INCORRECT' // 400
  | 'EMAIL_INVALID' // 400
  | 'EMAIL_TAKEN' // 409
  | 'USERNAME_INVALID' // 400
  | 'USERNAME_TAKEN' // 409
  | 'TOKEN_INVALID' // 400: unknown, used or expired emailed token
  | 'NOT_SIGNED_IN' // 401: the call needs a member identity
  | 'FORBIDDEN' // 403
  | 'PHOTO_INVALID' // 400: wrong type or too large
  | 'PROFILE_INVALID' // 400: a profile text too long, message in the spec's text-length form
  | 'NOT_FOUND'; // 404: no such member (or a closed account)

export const LOCKED_MESSAGE = 'Your account is temporarily locked. Please try again in 30 minutes';

/** Sign-in of an account locked after too many failures from anywhere (the spec is silent; docs/decisions/accounts.md). */
export const ACCOUNT_LOCKED_MESSAGE =
  'Your account has been locked to keep it safe after too many failed attempts to sign in. We have emailed you a link to unlock it. You can also unlock it by resetting your password.';

/** A reset, verification or email-change mail beyond its limits (per recipient, per caller address). */
export const MAIL_THROTTLED_MESSAGE =
  'We have sent as many emails as we can for now. Please wait an hour and try again.';

/** Checkout, and the plans page, while the site takes no payments (PAYMENTS_MODE, docs/decisions/memberships.md). */
export const PAYMENTS_UNAVAILABLE_MESSAGE =
  'Memberships cannot be bought on this site at the moment. Please try again later, or contact support.';

/** Sign-in while the session store (Redis) cannot be reached (issue 17; docs/operations.md "When Redis is away"). */
export const SIGN_IN_UNAVAILABLE_MESSAGE = 'Sign-in is unavailable for a moment. Please try again shortly.';

/** Availability checks (and registrations) beyond their limit per address. */
export const RATE_LIMITED_MESSAGE = 'Too many requests from your network. Please wait a few minutes and try again.';

/** `POST /auth/register` body (spec §7). Answers 201 with a SessionUserDto. */
export interface RegisterRequest {
  email: string;
  password: string;
  username?: string;
  howDidYouHearAboutUs?: string;
}

/** `GET /auth/validate-email?email=`. */
export interface ValidateEmailResponse {
  valid: boolean;
  available: boolean;
}

/** `POST /auth/validate-password` body `{ password }` answers with the spec's field names. */
export interface ValidatePasswordResponse {
  IsValid: boolean;
  FailureReasonCode: PasswordFailureCode[];
}

/** `POST /user/password` body (spec: "takes the new password"); `currentPassword` unless forced. */
export interface ChangePasswordRequest {
  newPassword: string;
  currentPassword?: string;
}

/** `POST /user/reset-password` body. */
export interface ResetPasswordRequest {
  token: string;
  newPassword: string;
  sendEmail?: boolean;
}

/**
 * `POST /auth/update-password`: the forced password-update step (spec §2, §8), for a member who is not
 * signed in yet: the old credentials prove who it is. Answers 200 with a SessionUserDto (the gateway then
 * signs the member in), or the same errors as sign-in and change-password.
 */
export interface ForcedPasswordUpdateRequest {
  username: string;
  password: string;
  newPassword: string;
}

// ---- Added by the services for the website and the gateway (accounts helper) ----

/**
 * Website paths of the links the services mail (the client routes them; the services build the links as
 * `${SITE_URL}${path}` with the token in place of `{token}`).
 */
export const ACCOUNT_LINK_PATHS = {
  verifyEmail: '/verify-email/{token}',
  resetPassword: '/reset-password/{token}',
  confirmEmailChange: '/confirm-email-change/{token}',
  unlockAccount: '/unlock-account/{token}',
} as const;

export type AccountLinkKind = keyof typeof ACCOUNT_LINK_PATHS;

export function accountLink(kind: AccountLinkKind, token: string, siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '') + ACCOUNT_LINK_PATHS[kind].replace('{token}', encodeURIComponent(token));
}

/** Usernames: 3 to 30 characters, letters, digits, dot, underscore and dash; unique ignoring case. */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const USERNAME_PATTERN = /^[\p{L}\p{Nd}._-]+$/u;
export const USERNAME_RULE_MESSAGE = `Usernames are ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters: letters, digits, dots, underscores and dashes.`;

/** Longest profile texts, in characters. */
export const PROFILE_LIMITS = { displayName: 50, location: 100, about: 2000 } as const;

/** `PUT /user/profile` body: only the fields given change. */
export interface ProfileUpdateRequest {
  displayName?: string;
  about?: string;
  location?: string;
}

/** `GET /user/username-available?username=`. */
export interface UsernameAvailabilityResponse {
  username: string;
  /** Meets the username rules. */
  valid: boolean;
  /** Valid and not used by anyone else (your own username counts as available). */
  available: boolean;
  /** Why not, when not valid. */
  message?: string;
}

/** `GET /user/count`. */
export interface UserCountResponse {
  count: number;
}

/** `POST /user/verify-email` (resend): false when the address is already verified. */
export interface MailSentResponse {
  sent: boolean;
}

/** `POST /user/email` body `{ newEmail }` answers with the address awaiting confirmation. */
export interface EmailChangeResponse {
  pendingEmail: string;
}

/** `PUT /user/update-roles/{id}` body; every role must be one of `GET /user/list-roles`. */
export interface UpdateRolesRequest {
  roles: string[];
}

/** Roles staff can hold; any of them lets a member use the staff-only user calls. */
export const KNOWN_ROLES = ['admin', 'support', 'content'] as const;

/**
 * `PUT /user/profile-photo` (multipart: `id`, `file`): JPEG, PNG or WebP up to this size; stored as a square
 * JPEG. `GET /user/photo/{id}?size=` serves it (size 16 to 400 pixels, default 400), 404 without a photo.
 */
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export interface FacebookRegisterRequest {
  facebookId: string;
  email: string;
  /** The address is the one Facebook gave (Facebook verified it), not one the person typed. */
  emailFromFacebook: boolean;
  howDidYouHearAboutUs?: string;
}

/** Room for the multipart envelope (boundaries, the `id` field, part headers) around the largest photo. */
export const PHOTO_FORM_MAX_BYTES = PROFILE_PHOTO_MAX_BYTES + 64 * 1024;
