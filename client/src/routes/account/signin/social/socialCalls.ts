import type { SocialResult } from './socialResults';

/** The Facebook person waiting for the connect step. */
export interface PendingPerson {
  name: string;
  email: string | null;
}

/** What the gateway's social calls answer (gateway/src/auth/facebook/facebook-social-calls.ts). */
export interface SocialAnswer {
  result: SocialResult;
  message?: string;
  code?: string;
}

/** `GET /fb/pending`: the person Facebook signed in, or null when no login waits (or it expired). */
export async function pendingPerson(): Promise<PendingPerson | null> {
  const response = await fetch('/fb/pending', { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  return response.ok ? ((await response.json()) as PendingPerson) : null;
}

/** `POST /fb/connect` or `/fb/register`; a network failure or an unreadable answer is ERROR. */
export async function socialCall(
  path: '/fb/connect' | '/fb/register',
  body: Record<string, string>,
): Promise<SocialAnswer> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Partial<SocialAnswer>;
    return { result: answer.result ?? 'ERROR', message: answer.message, code: answer.code };
  } catch {
    return { result: 'ERROR' };
  }
}
