/** A typed or addressed object number, when it is one (1 to 10 digits, no leading zero); else null. */
export function positiveId(text: string | null | undefined): number | null {
  return text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}
