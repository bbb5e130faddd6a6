import { createHash, randomBytes } from 'node:crypto';

/** Every key starts so: secret scanners and log filters can spot one, and the gateway knows it is a key. */
export const KEY_MARK = 'mk_';

/** Characters of a secret shown to staff (the mark and 8 more): names the key without opening it. */
const PREFIX_LENGTH = KEY_MARK.length + 8;

/** A new secret (32 random bytes, 256 bits) and the prefix staff will see. */
export function newKeySecret(): { secret: string; prefix: string } {
  const secret = KEY_MARK + randomBytes(32).toString('base64url');
  return { secret, prefix: secret.slice(0, PREFIX_LENGTH) };
}

/** What is stored and looked up: a fast digest is enough for 256 random bits (no password to guess). */
export function keyDigest(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
