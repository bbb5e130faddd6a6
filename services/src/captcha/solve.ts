import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * Does in Node what the browser's `altcha` widget does: the proof of work for a self-hosted challenge, as
 * the token the widget would send. For tests and scripted clients; it is real work, about a second.
 */
export async function solveCaptcha(challenge: unknown): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  if (!solution) throw new Error('The captcha challenge could not be solved in time');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
