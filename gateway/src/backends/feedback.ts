import { GraphQLError } from 'graphql';
import type { BetaBanner, CaptchaChallenge, FeedbackEntryDto, FeedbackPageDto, UserReportBody } from '@muster/contract';
import type { GatewayCache } from '../cache';
import { ServiceHttp, type ServiceCallOptions } from './service-http';

/** The browser behind a request, as the gateway saw it; the service stores it with the message. */
export interface Sender {
  ipAddress: string | null;
  userAgent: string | null;
}

/** The beta banner lives a minute (accounts spec §9), shared by every gateway instance through keyv. */
export const BETA_BANNER_TTL = 60_000;

/** Client of the feedback and captcha services (`/user-report/feedback`, `/feedback`, `/captcha`). */
export class FeedbackBackend {
  private readonly http: ServiceHttp;
  private readonly cacheHttp: ServiceHttp;

  constructor(
    options: ServiceCallOptions,
    private readonly cache: GatewayCache,
  ) {
    this.http = new ServiceHttp('feedback', options);
    this.cacheHttp = new ServiceHttp('cache', options);
  }

  /**
   * The server's call on the browser's behalf (accounts spec §7), signed with the caller's identity. A
   * rejection keeps the service's `type` (EMAIL, MESSAGE, …, CAPTCHA) in the error's extensions, and names the
   * input field it concerns (`email`, `captcha`) as `field`.
   */
  async submit(input: Omit<UserReportBody, 'ipAddress' | 'userAgent'>, sender: Sender): Promise<FeedbackEntryDto> {
    try {
      const entry = await this.http.post<FeedbackEntryDto>('/user-report/feedback', '/user-report/feedback', {
        ...input,
        ...sender,
      });
      if (!entry) throw new Error('The feedback service did not store the message');
      return entry;
    } catch (error) {
      const code = error instanceof GraphQLError ? error.extensions.code : undefined;
      if (
        error instanceof GraphQLError &&
        error.extensions.service === 'feedback' &&
        typeof code === 'string' &&
        code !== 'FORBIDDEN'
      ) {
        const own = error.extensions.serviceCode;
        const type = typeof own === 'string' ? own : code === 'BAD_USER_INPUT' ? null : code;
        const field = type?.toLowerCase();
        throw new GraphQLError(error.message, {
          extensions: { code: 'BAD_USER_INPUT', type, ...(field ? { field } : {}) },
        });
      }
      throw error;
    }
  }

  async entries(offset: number, limit: number): Promise<FeedbackPageDto> {
    return (await this.http.get<FeedbackPageDto>('/feedback', '/feedback', { offset, limit }))!;
  }

  setStatus(id: number, status: 'NEW' | 'READ'): Promise<FeedbackEntryDto | null> {
    return this.http.post<FeedbackEntryDto>('/feedback/:id/status', `/feedback/${id}/status`, { status });
  }

  async captchaChallenge(action: string): Promise<CaptchaChallenge> {
    return (await this.http.get<CaptchaChallenge>('/captcha/challenge', '/captcha/challenge', { action }))!;
  }

  /** The message of the first configured beta banner, or null for the plain invitation (GET /cache/betaBanners). */
  betaBanner(): Promise<{ message: string | null }> {
    return this.cache.getOrSet('cache:betaBanners', BETA_BANNER_TTL, async () => {
      const banners = await this.cacheHttp.get<BetaBanner[]>('/cache/betaBanners', '/cache/betaBanners');
      return { message: banners?.[0]?.message || null };
    });
  }
}
