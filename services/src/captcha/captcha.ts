import type { CaptchaChallenge, CaptchaResult } from '@muster/contract';

export interface CaptchaVerifier {
  readonly provider: 'SELF_HOSTED' | 'RECAPTCHA';
  /** The least score that passes (CAPTCHA_MIN_SCORE). */
  readonly minScore: number;
  challenge(action: string): Promise<CaptchaChallenge>;
  /** Checks a token made for `action`; a token for another action, expired or used before, fails. */
  verify(token: string, action: string, remoteIp?: string | null): Promise<CaptchaResult>;
}

/** Accounts spec §8 "Captcha": (1) when the check fails, (2) when it passes with too low a score. */
export const CAPTCHA_MESSAGES = {
  error: 'Your request could not be validated. (1)',
  lowScore: 'Your request could not be validated. (2)',
} as const;

/** Why a result does not pass, as the spec's message; null when it passes. */
export function captchaFailure(result: CaptchaResult, minScore: number): string | null {
  if (!result.success) return CAPTCHA_MESSAGES.error;
  if (result.score < minScore) return CAPTCHA_MESSAGES.lowScore;
  return null;
}
