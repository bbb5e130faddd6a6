import { PAGE_SIZE } from '../lib/searchState';

/** Page sizes offered on the search page; 100 is the spec's page size (content §9). */
export const PAGE_SIZES = [20, 50, 100] as const;
export const PAGE_SIZE_COOKIE = 'PageSize';
/** The PageSize cookie is kept for a year. */
const MAX_AGE = 365 * 24 * 60 * 60;

/** The page size stored in a cookie header; anything but an offered size reads as 100. */
export function readPageSize(cookie: string): number {
  const m = new RegExp(`(?:^|;\\s*)${PAGE_SIZE_COOKIE}=(\\d+)`).exec(cookie);
  const size = m ? Number(m[1]) : PAGE_SIZE;
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZE;
}

/** The Set-Cookie text storing a page size (site-wide, one year). */
export function pageSizeCookie(size: number): string {
  return `${PAGE_SIZE_COOKIE}=${size}; path=/; max-age=${MAX_AGE}; SameSite=Lax`;
}
