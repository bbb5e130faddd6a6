/**
 * REST shapes of the auth (`/auth`) and user (`/user`) services (accounts spec §7), shared by the services
 * that answer them and the gateway that calls them. Calls that act for a member read who it is from the
 * internal auth header (services/src/auth/identity.ts), never from the body.
 */
import type { PasswordFailureCode } from './password-rules';

/** The six account statuses (accounts spec §4). */
export type AccountStatus =
  | 'monthly-subscriber' | 'annual-subscriber' | 'comp-subscriber' | 'bundle' | 'free-trial' | 'non-subscriber';

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
}

export interface ProfileDto {
  userId: number;
  username: string;
  displayName: string;
  about: string;
  location: string;
  joinDate: string;
  hasPhoto: boolean;
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
}

export type AccountErrorCode =
  | 'CREDENTIALS' // 401
  | 'PASSWORD_UPDATE_REQUIRED' // 401, message "Password update required"
  | 'THROTTLED' // 429, message LOCKED_MESSAGE
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
  | 'PHOTO_INVALID'; // 400: wrong type or too large

export const LOCKED_MESSAGE = 'Your account is temporarily locked. Please try again in 30 minutes';

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
