import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { openTestDb, type TestDb } from '../db';
import { startServices, type TestServices } from '../services';

/** The only stand-in: Google's siteverify, answering by token what Google would. */
export interface SiteVerify {
  url: string;
  /** The forms the services posted, oldest first. */
  requests: URLSearchParams[];
  close(): Promise<void>;
}

export async function startSiteVerify(): Promise<SiteVerify> {
  const requests: URLSearchParams[] = [];
  const answers: Record<string, object> = {
    good: { success: true, score: 0.9, action: 'feedback' },
    low: { success: true, score: 0.1, action: 'feedback' },
    login: { success: true, score: 0.9, action: 'login' },
    bad: { success: false, 'error-codes': ['invalid-input-response'] },
  };
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      const form = new URLSearchParams(text);
      requests.push(form);
      const answer =
        form.get('secret') === 'recaptcha-secret'
          ? (answers[form.get('response') ?? ''] ?? answers.bad)
          : { success: false, 'error-codes': ['invalid-input-secret'] };
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Services set to reCAPTCHA v3 (secret `recaptcha-secret`, site key `site-key`) against the stand-in, for a describe block. */
export function useRecaptchaServices(): { t: TestDb; s: TestServices; google: SiteVerify } {
  const env = {} as { t: TestDb; s: TestServices; google: SiteVerify };
  beforeAll(async () => {
    env.t = await openTestDb('sqlite');
    env.google = await startSiteVerify();
    env.s = await startServices({
      db: env.t,
      settings: {
        captcha: {
          recaptchaSecret: 'recaptcha-secret',
          recaptchaSiteKey: 'site-key',
          recaptchaVerifyUrl: env.google.url,
          minScore: 0.5,
        },
      },
    });
  });
  afterAll(async () => {
    await env.s?.stop();
    await env.google?.close();
    await env.t?.dispose();
  });
  return env;
}
