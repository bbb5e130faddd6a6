/**
 * What "About these records" adds to the lede: the medium description without the short one it usually opens
 * with (the generator and the spec's publications write it so), or null when it adds nothing.
 */
export function aboutText(short: string | null | undefined, medium: string | null | undefined): string | null {
  const lede = short?.trim() ?? '';
  const about = medium?.trim() ?? '';
  const rest = lede && about.startsWith(lede) ? about.slice(lede.length).trim() : about;
  return rest === '' ? null : rest;
}
