import type { CaptchaVerifier } from './captcha';
import { type CaptchaConfig, DEFAULT_MIN_SCORE } from './captcha.config';
import { recaptchaVerifier } from './recaptcha';
import { selfHostedVerifier } from './self-hosted';
import type { SpentChallenges } from './spent-challenges';

/** reCAPTCHA v3 when its secret is configured, otherwise the self-hosted proof of work, its solutions spent in `spent`. */
export function createCaptchaVerifier(config: CaptchaConfig, spent: SpentChallenges): CaptchaVerifier {
  const minScore = config.minScore ?? DEFAULT_MIN_SCORE;
  if (config.recaptchaSecret) {
    return recaptchaVerifier({
      secret: config.recaptchaSecret,
      siteKey: config.recaptchaSiteKey,
      verifyUrl: config.recaptchaVerifyUrl,
      minScore,
    });
  }
  if (!config.hmacSecret) throw new Error('The self-hosted captcha needs a signing secret');
  return selfHostedVerifier({ hmacSecret: config.hmacSecret, minScore, spent });
}
