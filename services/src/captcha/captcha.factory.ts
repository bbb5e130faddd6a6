import type { CaptchaVerifier } from './captcha';
import { type CaptchaConfig, DEFAULT_MIN_SCORE } from './captcha.config';
import { recaptchaVerifier } from './recaptcha';
import { selfHostedVerifier } from './self-hosted';

/** reCAPTCHA v3 when its secret is configured, otherwise the self-hosted proof of work. */
export function createCaptchaVerifier(config: CaptchaConfig): CaptchaVerifier {
  const minScore = config.minScore ?? DEFAULT_MIN_SCORE;
  if (config.recaptchaSecret) {
    return recaptchaVerifier({ secret: config.recaptchaSecret, siteKey: config.recaptchaSiteKey, verifyUrl: config.recaptchaVerifyUrl, minScore });
  }
  if (!config.hmacSecret) throw new Error('The self-hosted captcha needs a signing secret');
  return selfHostedVerifier({ hmacSecret: config.hmacSecret, minScore });
}
