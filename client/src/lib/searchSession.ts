/** The search session marker cookie (content spec §2.2, §9): one search visit, kept 4 hours after its last search. */
export const SEARCH_SESSION_COOKIE = 'f3_search_session';
export const SEARCH_SESSION_SECONDS = 4 * 60 * 60;

/** The marker in a cookie header, or null. */
export function searchSessionOf(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SEARCH_SESSION_COOKIE && /^[A-Za-z0-9-]{8,64}$/.test(value.join('='))) return value.join('=');
  }
  return null;
}

/**
 * The cookie that starts or extends the search session: the marker already set, or a new random one, for 4 hours
 * from now. Only the browser reads it (it carries nothing about the member); Lax keeps it off other sites' requests.
 */
export function searchSessionCookie(cookies: string, newId: () => string = () => crypto.randomUUID()): string {
  const id = searchSessionOf(cookies) ?? newId();
  return `${SEARCH_SESSION_COOKIE}=${id}; Max-Age=${SEARCH_SESSION_SECONDS}; Path=/; SameSite=Lax`;
}

/** Starts or extends the search session in this browser. */
export function markSearchSession(): void {
  if (typeof document !== 'undefined') document.cookie = searchSessionCookie(document.cookie);
}
