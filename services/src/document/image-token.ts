import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The viewer's image token: `<timestamp>.<HMAC-SHA256 of imageId:timestamp>`, so the image service can later
 * check that a full-resolution request comes from a viewer page it served, and how long ago.
 */
export function signImageToken(imageId: number, timestamp: number, secret: string): string {
  return `${timestamp}.${mac(imageId, timestamp, secret)}`;
}

export function verifyImageToken(imageId: number, token: string, secret: string, maxAgeMs: number, now = Date.now()): boolean {
  const [stamp, signature] = token.split('.');
  const timestamp = Number(stamp);
  if (!Number.isInteger(timestamp) || !signature || now - timestamp > maxAgeMs || timestamp - now > 60_000) return false;
  const expected = Buffer.from(mac(imageId, timestamp, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function mac(imageId: number, timestamp: number, secret: string): string {
  return createHmac('sha256', secret).update(`${imageId}:${timestamp}`).digest('base64url');
}
