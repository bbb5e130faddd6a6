import type { CaptchaResult } from '@muster/contract';
import type { CaptchaVerifier } from './captcha';
import { DEFAULT_RECAPTCHA_VERIFY_URL } from './captcha.config';

interface SiteVerifyResponse {
  success?: boolean;
  score?: number;
  action?: string;
  'error-codes'?: string[];
}

const FAILED: CaptchaResult = { success: false, score: 0 };

/** reCAPTCHA v3: the token is checked by POSTing it with the secret to the verify URL (Google's siteverify). */
export function recaptchaVerifier(options: {
  secret: string;
  siteKey?: string;
  verifyUrl?: string;
  minScore: number;
  timeoutMs?: number;
}): CaptchaVerifier {
  const verifyUrl = options.verifyUrl ?? DEFAULT_RECAPTCHA_VERIFY_URL;
  return {
    provider: 'RECAPTCHA',
    minScore: options.minScore,
    challenge: async () => ({ provider: 'RECAPTCHA', siteKey: options.siteKey ?? null }),
    async verify(token, action, remoteIp) {
      const form = new URLSearchParams({ secret: options.secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let body: SiteVerifyResponse;
      try {
        const response = await fetch(verifyUrl, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        if (!response.ok) return FAILED;
        body = (await response.json()) as SiteVerifyResponse;
      } catch {
        // Google unreachable: the request cannot be validated, which is the spec's (1).
        return FAILED;
      }
      const score = typeof body.score === 'number' ? body.score : 0;
      // A token made for another form (another action) does not vouch for this one.
      return { success: body.success === true && body.action === action, score };
    },
  };
}
