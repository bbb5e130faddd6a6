/**
 * Whether this browser keeps cookies (the session lives in one). `navigator.cookieEnabled` can say yes while
 * a privacy setting drops them, so a short-lived test cookie is written and read back as well.
 */
export function cookiesEnabled(): boolean {
  if (typeof navigator !== 'undefined' && navigator.cookieEnabled === false) return false;
  try {
    document.cookie = 'muster_cookie_check=1; path=/; SameSite=Lax';
    const kept = document.cookie.includes('muster_cookie_check=1');
    document.cookie = 'muster_cookie_check=; path=/; max-age=0; SameSite=Lax';
    return kept;
  } catch {
    return false;
  }
}
