import { createHmac } from 'node:crypto';

export interface CaptchaConfig {
  /** reCAPTCHA v3 secret; unset means the self-hosted proof of work. */
  recaptchaSecret?: string;
  /** reCAPTCHA v3 site key the browser renders with (public). */
  recaptchaSiteKey?: string;
  /** Where reCAPTCHA tokens are checked; Google's siteverify by default. */
  recaptchaVerifyUrl?: string;
  /** Least score that passes, 0 to 1 (spec §9: configured, value not shown). */
  minScore?: number;
  /** Signs self-hosted challenges. */
  hmacSecret?: string;
}

export const DEFAULT_RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** Google's own suggestion for reCAPTCHA v3; the self-hosted check scores 1 or 0, so any value between passes it. */
export const DEFAULT_MIN_SCORE = 0.5;

/**
 * From the environment. The self-hosted challenges are signed with CAPTCHA_SECRET, or a key derived from
 * the internal auth secret, so a fresh clone needs no new setting and every service instance agrees.
 */
export function captchaConfigFromEnv(internalSecret: string, env: NodeJS.ProcessEnv = process.env): CaptchaConfig {
  const minScore =
    env.CAPTCHA_MIN_SCORE === undefined || env.CAPTCHA_MIN_SCORE === ''
      ? DEFAULT_MIN_SCORE
      : Number(env.CAPTCHA_MIN_SCORE);
  if (!Number.isFinite(minScore) || minScore < 0 || minScore > 1)
    throw new Error(`CAPTCHA_MIN_SCORE must be a number from 0 to 1, not ${env.CAPTCHA_MIN_SCORE}`);
  return {
    recaptchaSecret: env.RECAPTCHA_SECRET || undefined,
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || undefined,
    recaptchaVerifyUrl: env.RECAPTCHA_VERIFY_URL || undefined,
    minScore,
    hmacSecret: env.CAPTCHA_SECRET || createHmac('sha256', internalSecret).update('muster-captcha').digest('hex'),
  };
}
