import type {
  ForcedPasswordUpdateRequest,
  RegisterRequest,
  SessionUserDto,
  ValidateEmailResponse,
  ValidatePasswordResponse,
} from '@muster/contract';
import { SIGN_IN_MESSAGES } from '../auth/account-errors';
import { AccountHttp } from './account-http';
import type { ServiceCallOptions } from './service-http';

/** Client of the auth service (/auth, accounts spec §7): credentials, registration and the remote checks. */
export class AuthBackend {
  private readonly http: AccountHttp;

  constructor(options: ServiceCallOptions) {
    this.http = new AccountHttp('auth', options);
  }

  /** `POST /auth/user`: the member these credentials belong to, or CREDENTIALS / PASSWORD_UPDATE_REQUIRED / THROTTLED. */
  async signIn(username: string, password: string, clientIp: string | undefined): Promise<SessionUserDto> {
    return required(
      await this.http.call<SessionUserDto>('POST', '/auth/user', '/auth/user', {
        body: { username, password },
        clientIp,
        messages: SIGN_IN_MESSAGES,
      }),
      'POST /auth/user',
    );
  }

  /** `POST /auth/register`: the new Basic member. */
  async register(request: RegisterRequest, clientIp: string | undefined): Promise<SessionUserDto> {
    return required(
      await this.http.call<SessionUserDto>('POST', '/auth/register', '/auth/register', { body: request, clientIp }),
      'POST /auth/register',
    );
  }

  /** `POST /auth/update-password`: the forced update, proved by the old credentials. */
  async forcedPasswordUpdate(
    request: ForcedPasswordUpdateRequest,
    clientIp: string | undefined,
  ): Promise<SessionUserDto> {
    return required(
      await this.http.call<SessionUserDto>('POST', '/auth/update-password', '/auth/update-password', {
        body: request,
        clientIp,
        messages: { CREDENTIALS: SIGN_IN_MESSAGES.CREDENTIALS, THROTTLED: SIGN_IN_MESSAGES.THROTTLED },
      }),
      'POST /auth/update-password',
    );
  }

  /** `POST /auth/unlock-account/{token}`: opens an account locked after too many failed sign-ins. */
  async unlockAccount(token: string): Promise<void> {
    await this.http.call<void>(
      'POST',
      '/auth/unlock-account/:token',
      `/auth/unlock-account/${encodeURIComponent(token)}`,
    );
  }

  /** `GET /auth/validate-email`. */
  async validateEmail(email: string): Promise<ValidateEmailResponse> {
    return required(
      await this.http.call<ValidateEmailResponse>('GET', '/auth/validate-email', '/auth/validate-email', {
        query: { email },
      }),
      'GET /auth/validate-email',
    );
  }

  /** `POST /auth/validate-password`: the spec's field names (IsValid, FailureReasonCode). */
  async validatePassword(password: string): Promise<ValidatePasswordResponse> {
    return required(
      await this.http.call<ValidatePasswordResponse>('POST', '/auth/validate-password', '/auth/validate-password', {
        body: { password },
      }),
      'POST /auth/validate-password',
    );
  }
}

/** A call that must answer with a body; a 404 there means the route is missing, not an unknown record. */
export function required<T>(value: T | null, call: string): T {
  if (value === null || value === undefined) throw new Error(`${call} answered without a body`);
  return value;
}
