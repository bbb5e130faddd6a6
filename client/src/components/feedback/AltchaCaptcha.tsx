import { useEffect, useImperativeHandle, useRef } from 'react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import type { CaptchaProps, Challenge } from './captcha';

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

  useEffect(() => {
    ready.current = import('altcha').then(async () => {
      await customElements.whenDefined('altcha-widget');
      await widget.current?.configure({ challenge: JSON.parse(first) });
    });
  }, [first]);

  // The widget's "I'm not a robot" box is required: a submit before it was ticked lands on it. Start the
  // work then, so the person sees it verifying and only has to send again.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    const onInvalid = () => {
      const state = widget.current?.getState?.();
      if (state !== 'verifying' && state !== 'verified') widget.current?.verify().catch(() => undefined);
    };
    el?.addEventListener('invalid', onInvalid, true);
    return () => el?.removeEventListener('invalid', onInvalid, true);
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      async getToken() {
        const el = widget.current;
        if (!el) return null;
        await ready.current;
        try {
          // A solved widget answers at once; otherwise this does the work now.
          const result = await el.verify();
          return result?.payload ?? null;
        } catch {
          return null;
        }
      },
      reset() {
        ready.current = (async () => {
          const next = await fetchChallenge();
          widget.current?.reset();
          await widget.current?.configure({ challenge: JSON.parse(next.challenge ?? 'null') });
        })().catch(() => undefined);
      },
    }),
    [fetchChallenge],
  );

  return (
    <div className="captcha" ref={box}>
      <altcha-widget ref={widget as React.Ref<HTMLElement>} name="captcha" type="checkbox" />
      {message && (
        <p className="captcha__message" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
