import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { graphql } from '../../__generated__';
import { AltchaCaptcha } from './AltchaCaptcha';
import { RecaptchaCaptcha } from './RecaptchaCaptcha';
import type { CaptchaProps, Challenge } from './captcha';

export const CaptchaChallengeDocument = graphql(`
  query CaptchaChallenge($action: String!) {
    captchaChallenge(action: $action) {
      provider
      challenge
      siteKey
    }
  }
`);

/**
 * The captcha the server configured: the self-hosted ALTCHA proof of work, or reCAPTCHA v3. Each challenge
 * passes once, so the widget asks for a fresh one itself (never from the Apollo cache) rather than
 * through the route's query.
 */
export function Captcha(props: CaptchaProps) {
  const client = useApolloClient();
  const [first, setFirst] = useState<Challenge | null>(null);
  const fetchChallenge = async () =>
    (
      await client.query({
        query: CaptchaChallengeDocument,
        variables: { action: props.action },
        fetchPolicy: 'no-cache',
      })
    ).data!.captchaChallenge;
  useEffect(() => {
    let live = true;
    fetchChallenge().then(
      (c) => {
        if (live) setFirst(c);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
    // one challenge per mount; later ones come through reset()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.action]);
  if (!first)
    return (
      <p className="captcha captcha--loading" aria-live="polite">
        Loading the security check…
      </p>
    );
  return first.provider === 'RECAPTCHA' ? (
    <RecaptchaCaptcha {...props} siteKey={first.siteKey ?? ''} />
  ) : (
    <AltchaCaptcha {...props} first={first.challenge ?? ''} fetchChallenge={fetchChallenge} />
  );
}
