/** The public origin when PUBLIC_BASE_URL is not set: what `npm start` prints. */
export const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:4000';

/**
 * PUBLIC_BASE_URL: the origin visitors use (e.g. https://muster.example). Ids in IIIF answers, provider and
 * Facebook callback addresses and the site's own-origin checks are written from it, never from the request's
 * Host or X-Forwarded-Host, which a caller chooses (a forged one would otherwise end up in cached info.json ids).
 */
export function publicOriginOf(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value.trim());
  } catch {
    url = undefined;
  }
  if (
    !url ||
    !/^https?:$/.test(url.protocol) ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  ) {
    throw new Error(`PUBLIC_BASE_URL must be an http(s) origin such as https://muster.example, not "${value}"`);
  }
  return url.origin;
}

/** A URL of this site: an absolute one is kept, a path is put on the public origin. */
export function onPublicOrigin(address: string, publicOrigin: string): string {
  return new URL(address, `${publicOrigin}/`).href;
}
