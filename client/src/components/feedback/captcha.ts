import type { CaptchaChallengeQuery } from '../../__generated__/graphql';

/** A challenge as the server sends it (`Query.captchaChallenge`). */
export type Challenge = CaptchaChallengeQuery['captchaChallenge'];

/** What a form needs of a captcha, whichever kind the server configured. */
export interface CaptchaHandle {
  /** A token for the form's action, solving the challenge first if needed; null when it could not be made. */
  getToken(): Promise<string | null>;
  /** A fresh challenge after a submission spent the token. */
  reset(): void;
}

export interface CaptchaProps {
  /** The action the token is made for ("feedback"). */
  action: string;
  /** Set by the captcha component (React 19 ref as prop). */
  ref?: React.Ref<CaptchaHandle>;
  /** Shown under the widget: the spec's "could not be validated" text after a rejection. */
  message?: string | null;
}
