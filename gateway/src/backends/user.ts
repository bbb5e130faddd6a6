import type {
  ChangePasswordRequest,
  CommunicationSettingsDto,
  InstitutionDto,
  ProfileDto,
  SessionUserDto,
  UserFullDto,
} from '@muster/contract';
import { GraphQLError } from 'graphql';
import { AccountHttp, type AccountCall } from './account-http';
import { required } from './auth';
import type { ServiceCallOptions } from './service-http';

/** Client of the user service (/user, accounts spec §7), acting as the caller its identity header names. */
export class UserBackend {
  private readonly http: AccountHttp;
  /** The caller, read once per request whatever asks for it (session refresh, Query.session, account). */
  private selfRead?: Promise<SessionUserDto | null>;
  private readonly fullReads = new Map<number, Promise<UserFullDto | null>>();
  private readonly institutionReads = new Map<number, Promise<InstitutionDto | null>>();

  constructor(options: ServiceCallOptions) {
    this.http = new AccountHttp('user', options);
  }

  /** `GET /user/self`: the caller as sessions need it; null for a visitor or an account that is gone. */
  self({ fresh = false } = {}): Promise<SessionUserDto | null> {
    if (fresh) this.selfRead = undefined;
    this.selfRead ??= this.http.call<SessionUserDto>('GET', '/user/self', '/user/self').catch((error: unknown) => {
      // A refused identity (401/403) is a member who no longer exists for the service.
      if (error instanceof GraphQLError && ['NOT_SIGNED_IN', 'FORBIDDEN'].includes(String(error.extensions.code)))
        return null;
      throw error;
    });
    return this.selfRead;
  }

  /** `GET /user/full/{id}`: the caller's own account (or any, for staff). */
  full(userId: number): Promise<UserFullDto | null> {
    let read = this.fullReads.get(userId);
    if (!read) {
      read = this.http.call<UserFullDto>('GET', '/user/full/:id', `/user/full/${userId}`);
      this.fullReads.set(userId, read);
    }
    return read;
  }

  /** `GET /user/institution/{id}`: an institution by its number (a member's own), or null. */
  institution(id: number): Promise<InstitutionDto | null> {
    this.institutionReads.set(
      id,
      this.institutionReads.get(id) ??
        this.http.call<InstitutionDto>('GET', '/user/institution/:id', `/user/institution/${id}`),
    );
    return this.institutionReads.get(id)!;
  }

  /** A member's public profile by username. */
  profile(username: string): Promise<ProfileDto | null> {
    return this.http.call<ProfileDto>('GET', '/user/profile', '/user/profile', { query: { username } });
  }

  async usernameAvailable(username: string): Promise<boolean> {
    const answer = await this.http.call<{ available: boolean }>(
      'GET',
      '/user/username-available',
      '/user/username-available',
      { query: { username } },
    );
    return required(answer, 'GET /user/username-available').available;
  }

  /** Every change below answers the updated account (or nothing); callers read the account again. */
  async changeUsername(username: string): Promise<void> {
    await this.change('PUT', '/user/username', { query: { username } });
  }

  async updateProfile(profile: Partial<Pick<ProfileDto, 'displayName' | 'about' | 'location'>>): Promise<void> {
    await this.change('PUT', '/user/profile', { body: profile });
  }

  async updateCommunicationSettings(settings: Partial<CommunicationSettingsDto>): Promise<void> {
    await this.change('PUT', '/user/comm-settings', { body: settings });
  }

  async requestEmailChange(newEmail: string): Promise<void> {
    await this.change('POST', '/user/email', { body: { newEmail } });
  }

  async confirmEmailChange(token: string): Promise<void> {
    await this.change(
      'POST',
      '/user/confirm-email-change/:token',
      {},
      `/user/confirm-email-change/${encodeURIComponent(token)}`,
    );
  }

  /** False when the address is already verified (nothing sent). */
  async resendVerificationEmail(): Promise<boolean> {
    const answer = (await this.change('POST', '/user/verify-email', {})) as { sent?: boolean } | undefined;
    return answer?.sent !== false;
  }

  async verifyEmail(token: string): Promise<void> {
    await this.change('POST', '/user/verify-email/:token', {}, `/user/verify-email/${encodeURIComponent(token)}`);
  }

  async forgotPassword(email: string): Promise<void> {
    await this.change('POST', '/user/forgot-password', { query: { email } });
  }

  async resetPassword(token: string, newPassword: string): Promise<void> {
    await this.change('POST', '/user/reset-password', { body: { token, newPassword } });
  }

  async changePassword(request: ChangePasswordRequest, messages: AccountCall['messages']): Promise<void> {
    await this.change('POST', '/user/password', { body: request, messages });
  }

  private async change(method: string, route: string, call: AccountCall, path = route): Promise<unknown> {
    const answer = await this.http.call<unknown>(method, route, path, call);
    // The member has changed: later reads in this request must see it.
    this.selfRead = undefined;
    this.fullReads.clear();
    if (answer === null) throw new Error(`${method} ${route} is missing on the user service (404)`);
    return answer;
  }
}
