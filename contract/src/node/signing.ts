import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed image addresses (spec §7.9, ARCHITECTURE "Trust and identity"). The gateway signs, the image service
 * checks; both call these functions so the two sides cannot drift apart.
 *
 * - `token` = `<timestamp>.<base64url HMAC-SHA256("muster-image-token/v1", imageId, userId, timestamp)>`: one
 *   user may fetch any tile of one image for TOKEN_MAX_AGE_MS after `timestamp` (epoch milliseconds).
 * - The viewer address adds `hash` = base64url HMAC-SHA256 over the canonical query (every other parameter,
 *   sorted by name), so width, crop, adjustments and action cannot be changed either.
 */
export const TOKEN_MAX_AGE_MS = 60 * 60 * 1000;
/** Clocks of gateway and services may differ a little; a token from further in the future is refused. */
export const CLOCK_SKEW_MS = 60 * 1000;
export const DEV_URL_SIGNING_SECRET = 'dev-url-signing-secret';

export function urlSigningSecret(env: NodeJS.ProcessEnv = process.env): string {
  return env.URL_SIGNING_SECRET || DEV_URL_SIGNING_SECRET;
}

export type ViewerAction = 'view' | 'download' | 'print';

/** What a signed viewer address asks for; absent fields mean "as the scan is". */
export interface ViewerAddressParams {
  imageId: number;
  /** The user the address is for; null for an anonymous visitor. */
  userId: number | null;
  width?: number;
  height?: number;
  /** `x_y_w_h` in full-image pixels. */
  crop?: string;
  rotation?: number;
  brightness?: number;
  contrast?: number;
  invert?: boolean;
  action?: ViewerAction;
  /** The scan's revision (`v`): an address made before staff replaced or rotated the scan stops working. */
  revision?: number;
  /** Signing time in epoch milliseconds; now when omitted. */
  timestamp?: number;
}

export type SignatureFailure = 'missing' | 'malformed' | 'expired' | 'future' | 'mismatch';

export type SignatureCheck = { ok: true; timestamp: number } | { ok: false; failure: SignatureFailure };

const mac = (secret: string, ...parts: (string | number)[]) =>
  createHmac('sha256', secret).update(parts.join('\n')).digest('base64url');

const sameMac = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const userPart = (userId: number | null) => (userId === null ? 'anonymous' : String(userId));

/** The per-user, per-image token that IIIF tile and info.json requests carry as `?token=`. */
export function signImageAccessToken(
  imageId: number,
  userId: number | null,
  secret: string,
  timestamp = Date.now(),
): string {
  return `${timestamp}.${mac(secret, 'muster-image-token/v1', imageId, userPart(userId), timestamp)}`;
}

/** Checks a token against the image asked for and the identity asking; a token of another user is a mismatch. */
export function verifyImageAccessToken(
  token: string | undefined,
  imageId: number,
  userId: number | null,
  secret: string,
  now = Date.now(),
  maxAgeMs = TOKEN_MAX_AGE_MS,
): SignatureCheck {
  if (!token) return { ok: false, failure: 'missing' };
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, failure: 'malformed' };
  const timestamp = Number(match[1]);
  if (!sameMac(match[2]!, signImageAccessToken(imageId, userId, secret, timestamp).split('.')[1]!))
    return { ok: false, failure: 'mismatch' };
  if (timestamp - now > CLOCK_SKEW_MS) return { ok: false, failure: 'future' };
  if (now - timestamp > maxAgeMs) return { ok: false, failure: 'expired' };
  return { ok: true, timestamp };
}

/** `name=value` pairs sorted by name then value, percent-encoded, joined by `&`, without `hash`. */
export function canonicalQuery(pairs: Iterable<[string, string]>): string {
  return [...pairs]
    .filter(([name]) => name !== 'hash')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .sort()
    .join('&');
}

/**
 * The query string (without `?`) of a signed viewer image address:
 * imageId, width, height, crop, rotation, brightness, contrast, invert, action, token, timestamp, then hash.
 */
export function signViewerAddress(params: ViewerAddressParams, secret: string): string {
  const timestamp = params.timestamp ?? Date.now();
  const pairs: [string, string][] = [['imageId', String(params.imageId)]];
  const optional: [string, string | number | undefined][] = [
    ['width', params.width],
    ['height', params.height],
    ['crop', params.crop],
    ['rotation', params.rotation],
    ['brightness', params.brightness],
    ['contrast', params.contrast],
    ['invert', params.invert === undefined ? undefined : params.invert ? 1 : 0],
    ['action', params.action],
    ['v', params.revision],
  ];
  for (const [name, value] of optional) if (value !== undefined) pairs.push([name, String(value)]);
  pairs.push(
    ['token', signImageAccessToken(params.imageId, params.userId, secret, timestamp)],
    ['timestamp', String(timestamp)],
  );
  const query = canonicalQuery(pairs);
  return `${query}&hash=${mac(secret, 'muster-viewer-address/v1', query)}`;
}

/**
 * Checks a whole viewer address (the raw query string as received): the hash over every other parameter,
 * then the token for this image and user, and that `timestamp` is the token's own.
 */
export function verifyViewerAddress(
  rawQuery: string,
  imageId: number,
  userId: number | null,
  secret: string,
  now = Date.now(),
  maxAgeMs = TOKEN_MAX_AGE_MS,
): SignatureCheck {
  const params = new URLSearchParams(rawQuery);
  const hash = params.getAll('hash');
  if (hash.length === 0) return { ok: false, failure: 'missing' };
  if (hash.length > 1) return { ok: false, failure: 'malformed' };
  if (!sameMac(hash[0]!, mac(secret, 'muster-viewer-address/v1', canonicalQuery(params))))
    return { ok: false, failure: 'mismatch' };
  const tokens = params.getAll('token');
  if (tokens.length !== 1 || params.getAll('timestamp').length !== 1 || params.getAll('imageId').length !== 1) {
    return { ok: false, failure: 'malformed' };
  }
  if (params.get('imageId') !== String(imageId) || tokens[0]!.split('.')[0] !== params.get('timestamp'))
    return { ok: false, failure: 'mismatch' };
  return verifyImageAccessToken(tokens[0], imageId, userId, secret, now, maxAgeMs);
}
