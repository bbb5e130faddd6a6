/**
 * A search hit's link into the viewer: an image hit opens on the first place its keywords are written
 * (`?find=`, read by the viewer's find in page). Other links, and searches without keywords, stay as they are.
 */
export function withFindInPage(
  href: string | null,
  contentType: string | undefined,
  keywords: string | null | undefined,
): string | null {
  const text = keywords?.trim();
  if (!href || contentType !== 'IMAGE' || !text || !/[\p{L}\p{N}]/u.test(text)) return href;
  return `${href}${href.includes('?') ? '&' : '?'}find=${encodeURIComponent(text.slice(0, 200))}`;
}
