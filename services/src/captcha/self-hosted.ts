import { createChallenge, type Payload, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CaptchaResult } from '@muster/contract';
import type { CaptchaVerifier } from './captcha';
import type { SpentChallenges } from './spent-challenges';

/**
 * The default captcha: an ALTCHA proof of work made and checked here, with no third party. The browser's
 * `altcha` widget finds the counter whose PBKDF2 key starts with the challenge's prefix (about a second of
 * work); we check it against our signature without redoing the work (deterministic mode signs the key).
 */
const ALGORITHM = 'PBKDF2/SHA-256';
const COST = 500;
const COUNTER_MIN = 2_000;
const COUNTER_MAX = 5_000;
const LIFETIME_MS = 10 * 60_000;

const FAILED: CaptchaResult = { success: false, score: 0 };

export function selfHostedVerifier(options: {
  hmacSecret: string;
  minScore: number;
  spent: SpentChallenges;
  now?: () => number;
}): CaptchaVerifier {
  const now = options.now ?? Date.now;
  const keySecret = `${options.hmacSecret}:key`;

  return {
    provider: 'SELF_HOSTED',
    minScore: options.minScore,
    async challenge(action) {
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        counter: randomInt(COUNTER_MAX, COUNTER_MIN),
        deriveKey,
        data: { action },
        expiresAt: new Date(now() + LIFETIME_MS),
        hmacSignatureSecret: options.hmacSecret,
        hmacKeySignatureSecret: keySecret,
      });
      return { provider: 'SELF_HOSTED', challenge };
    },
    async verify(token, action) {
      const payload = parseToken(token);
      if (!payload) return FAILED;
      // The action is inside the signed parameters, so a challenge fetched for one form cannot serve another.
      if (payload.challenge.parameters?.data?.action !== action) return FAILED;
      let verified: boolean;
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: options.hmacSecret,
          hmacKeySignatureSecret: keySecret,
        });
        verified = result.verified;
      } catch {
        return FAILED;
      }
      if (!verified) return FAILED;
      // A solved challenge passes once, on whichever service instance sees it first.
      const at = now();
      const first = await options.spent.spend(
        payload.challenge.parameters.nonce,
        new Date(at + LIFETIME_MS),
        new Date(at),
      );
      return first ? { success: true, score: 1 } : FAILED;
    },
  };
}

/** The widget's token: base64 of `{ challenge, solution }`. Anything else is not a token. */
function parseToken(token: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Partial<Payload>;
    if (!value || typeof value !== 'object' || !value.challenge?.parameters || !value.solution) return null;
    return value as Payload;
  } catch {
    return null;
  }
}
