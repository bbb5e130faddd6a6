import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;
const cost = { N: 16384, r: 8, p: 1 };
const keyLength = 64;
// Node's default maxmem (32 MiB) is just enough for N=16384, r=8; stored hashes may name a higher cost.
const maxmem = 256 * 1024 * 1024;

/**
 * `scrypt$N$r$p$saltB64$hashB64`: scrypt (node:crypto) with a 16-byte salt and a 64-byte key. The demo-data
 * generator passes its own salt so generated rows are reproducible; the services let it be random.
 */
export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const hash = await scryptAsync(password, salt, keyLength, { ...cost, maxmem });
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** Whether `password` matches a stored hash; a malformed hash never matches. Compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 1 << 20 || r > 32 || p > 16) return false;
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  try {
    const actual = await scryptAsync(password, salt, expected.length, { N, r, p, maxmem });
    return timingSafeEqual(actual, expected);
  } catch {
    return false; // parameters scrypt refuses (N not a power of two, …)
  }
}

/**
 * A hash of nothing anyone can type, checked against when the login names no account, so an unknown
 * login costs the same time as a wrong password and does not reveal which accounts exist.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(32).toString('hex'));
  return decoy;
}
