import { useEffect, useImperativeHandle } from 'react';
import type { CaptchaProps } from './captcha';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | null = null;

/** Google's script, loaded once and only when the deployment chose reCAPTCHA (RECAPTCHA_SECRET). */
function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => window.grecaptcha!.ready(() => resolve(window.grecaptcha!));
    script.onerror = () => {
      loading = null;
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** reCAPTCHA v3: invisible; a token is asked for the action at submit time. */
export function RecaptchaCaptcha({ siteKey, action, message, ref }: CaptchaProps & { siteKey: string }) {
  useEffect(() => {
    loadRecaptcha(siteKey).catch(() => undefined);
  }, [siteKey]);
  useImperativeHandle(
    ref,
    () => ({
      async getToken() {
        try {
          return await (await loadRecaptcha(siteKey)).execute(siteKey, { action });
        } catch {
          return null;
        }
      },
      reset() {},
    }),
    [siteKey, action],
  );
  return message ? (
    <p className="captcha__message" role="alert">
      {message}
    </p>
  ) : null;
}
