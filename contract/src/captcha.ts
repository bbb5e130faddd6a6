/** What every captcha check answers (accounts spec §3 "Captcha result", §7 `POST /captcha`). */
export interface CaptchaResult {
  success: boolean;
  /** 0 to 1; the self-hosted proof of work scores 1 when solved, reCAPTCHA v3 gives its own. */
  score: number;
}

/** What the browser needs to produce a token: a proof-of-work challenge, or reCAPTCHA's site key. */
export type CaptchaChallenge =
  { provider: 'SELF_HOSTED'; challenge: unknown } | { provider: 'RECAPTCHA'; siteKey: string | null };
