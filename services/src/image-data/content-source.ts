import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { partnerWebsites } from './art.queries';

/** The content types a source can be (content §2.1 and the external documents), with the badge's short label. */
const LABELS: Record<string, string> = {
  IMAGE: 'Pg',
  SUB_IMAGE: 'Rec',
  FILE: 'File',
  STORY_PAGE: 'Mem',
  INDEX_RECORD: 'Rec',
  PUBLICATION: 'Pub',
  TITLE_COLLECTION: 'Col',
  PARTNER: 'Arc',
  BATTLE: 'Bat',
  REGIMENT: 'Reg',
  COMPANY: 'Co',
  MILITARY_UNIT: 'Unit',
  DOCUMENT: 'Doc',
  USER: 'Mbr',
  POST: 'Post',
  ANCESTRY_DOCUMENT: 'Anc',
  WEB: 'Web',
};

const COLOURS = ['#3e4a35', '#5b3a29', '#2f4858', '#6b4f1d', '#4a3b5c', '#23443b'];

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A round badge with a short label, in one of the site's dark colours chosen by the label's source. */
function badge(label: string, key: string): string {
  const colour = COLOURS[[...key].reduce((sum, c) => sum + c.charCodeAt(0), 0) % COLOURS.length];
  const fontSize = label.length > 3 ? 26 : label.length > 1 ? 32 : 48;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">` +
    `<circle cx="50" cy="50" r="48" fill="${colour}"/><circle cx="50" cy="50" r="42" fill="none" stroke="#b08a3e" stroke-width="2"/>` +
    `<text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="DejaVu Serif, serif" font-weight="bold" font-size="${fontSize}" fill="#f6f1e4">${escape(label)}</text></svg>`
  );
}

const hostOf = (address: string) => {
  try {
    return new URL(address).hostname.replace(/^www\./, '').toLowerCase();
  } catch {
    return null;
  }
};

/**
 * `content-src?content-type&external-link`: the icon of where a source comes from. An external link to a partner's
 * website is that partner's icon; another external link a badge with its site's initial (the address is never
 * fetched); no link, the content type's badge. Null for a content type Muster does not have.
 */
export async function contentSourceIcon(
  db: Kysely<Database>,
  contentType: string,
  link?: string,
): Promise<string | null> {
  if (!(contentType in LABELS)) return null;
  const host = link ? hostOf(link) : null;
  if (!host) return badge(LABELS[contentType], contentType);
  const partner = (await partnerWebsites(db)).find((p) => hostOf(p.website ?? '') === host);
  return partner ? partner.icon_svg : badge(host[0].toUpperCase(), host);
}
