/** The longest tag name: 100 characters, room for a full name with rank and unit ("Pvt. John A. Smith, Co. B, 20th Maine"). */
export const TAG_NAME_MAX = 100;
/** Autocomplete shows at most this many names (content spec §9: suggestions limited to 10). */
export const TAG_SUGGESTIONS = 10;

export type TagNameCheck = { ok: true; name: string } | { ok: false; message: string };

/**
 * A tag name as stored: runs of white space made one space, trimmed. Refused when empty, too long, or ending in
 * `:digits`, which search reads as the private form `name:userId` (content spec §3.10).
 */
export function checkTagName(raw: string): TagNameCheck {
  const name = raw.replace(/\s+/g, ' ').trim();
  if (name.length === 0) return { ok: false, message: 'The tag you entered is too short. 0 (Min: 1)' };
  if (name.length > TAG_NAME_MAX)
    return { ok: false, message: `The tag you entered is too long. ${name.length} (Max: ${TAG_NAME_MAX})` };
  if (/:\d+$/.test(name)) return { ok: false, message: 'A tag may not end with a colon and a number' };
  return { ok: true, name };
}
