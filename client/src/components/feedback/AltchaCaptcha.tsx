import { useEffect, useImperativeHandle, useRef } from 'react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import type { CaptchaProps, Challenge } from './captcha';

/** How long a solved challenge is sent as it is: the server takes one for 10 minutes. */
const FRESH_MS = 8 * 60_000;

/** Milliseconds from `start` to now (from the epoch when 0); only called from events, never while rendering. */
const elapsedSince = (start: number) => Date.now() - start;

interface Props extends CaptchaProps {
  /** The first challenge, as JSON. */
  first: string;
  fetchChallenge: () => Promise<Challenge>;
}

/**
 * The self-hosted captcha: ALTCHA's `altcha-widget` does the proof of work in web workers, in this page,
 * with nothing loaded from a third party. The widget is loaded when first shown.
 */
export function AltchaCaptcha({ first, fetchChallenge, message, ref }: Props) {
  const widget = useRef<AltchaWidgetElement>(null);
  const ready = useRef<Promise<void> | null>(null);
  // The proof of work under way or done for the current challenge, and when it began.
  const solving = useRef<{ token: Promise<string | null>; since: number } | null>(null);

  /** Solves the current challenge once (the widget shows it verifying); later calls share the same work. */
  const solve = () => {
    if (solving.current && elapsedSince(solving.current.since) < FRESH_MS) return solving.current.token;
    if (solving.current) refresh();
    const token = (async () => {
      await ready.current;
      const result = await widget.current?.verify();
      return result?.payload ?? null;
    })().catch(() => null);
    solving.current = { token, since: elapsedSince(0) };
    return token;
  };

  /** A fresh challenge: the last token was spent, or is too old to be accepted. */
  const refresh = () => {
    solving.current = null;
    ready.current = (async () => {
      const next = await fetchChallenge();
      widget.current?.reset();
      await widget.current?.configure({ challenge: JSON.parse(next.challenge ?? 'null') });
    })().catch(() => undefined);
  };

  useEffect(() => {
    ready.current = import('altcha').then(async () => {
      await customElements.whenDefined('altcha-widget');
      await widget.current?.configure({ challenge: JSON.parse(first) });
    });
  }, [first]);

  // The work starts as the person starts filling the form, so it is usually done by the time they send; a send
  // before that waits for it (getToken), in the same click. The form does not make them tick the box first
  // (ValidatedForm skips `data-solved-on-submit`).
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const form = box.current?.closest('form');
    const onFocus = () => void solve();
    form?.addEventListener('focusin', onFocus);
    return () => form?.removeEventListener('focusin', onFocus);
  });

  useImperativeHandle(ref, () => ({
    async getToken() {
      if (!widget.current) return null;
      // Solved already: at once; under way: when it ends; not started: the work is done now.
      return solve();
    },
    reset: refresh,
  }));

  return (
    <div className="captcha" ref={box} data-solved-on-submit="">
      <altcha-widget ref={widget as React.Ref<HTMLElement>} name="captcha" type="checkbox" />
      {message && (
        <p className="captcha__message" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
