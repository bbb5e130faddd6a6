import { citationDate } from '@muster/contract/rules';

export { citationDate };

/** What a printed or saved page cites (issue 5 §6): where it came from and when it was seen. */
export interface Citation {
  /** The page's title, e.g. "Page 3 - John Smith". */
  title: string;
  /** The publication's title. */
  publication: string;
  /** Position of the page within its file, from 1. */
  ordinal: number;
  /** The page's public address on the site. */
  address: string;
  /** When the member saw it: the day the PDF was asked for. */
  seen: Date;
}

/**
 * The citation under the page, in the order of a genealogical source citation: what (title), where (publication,
 * page), then the address and the date seen. Two parts, so a narrow page can break between them rather than
 * inside the address: `"Page 3 - John Smith." Civil War Pension Files, page 3.` and
 * `http://…/image/42 (seen 22 November 2026).`
 */
export function citationParts(c: Citation): [source: string, address: string] {
  const title = c.title.trim().replace(/[.\s]+$/, '');
  return [`"${title}." ${c.publication.trim()}, page ${c.ordinal}.`, `${c.address} (seen ${citationDate(c.seen)}).`];
}

/** The citation as one line. */
export const citationLine = (c: Citation): string => citationParts(c).join(' ');

/** The page's public address: the site's origin (SITE_URL) and the viewer route of content §2.1. */
export function pageAddress(siteUrl: string, imageId: number): string {
  return `${siteUrl.replace(/\/+$/, '')}/image/${imageId}`;
}
