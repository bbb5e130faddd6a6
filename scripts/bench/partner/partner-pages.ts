// Which pages the partner bench asks for: full pages of 100 hits walking the publications of the data set, taken
// in turn from each publication so that one run touches many collections, records and page images.
import { type Kysely, sql } from 'kysely';
import type { Database } from '@muster/services/db';
import type { PartnerPageQuery } from '@muster/testkit/partner-page';

export const PAGE_SIZE = 100;

/** Full pages of every publication holding at least one, interleaved (1st page of each, then 2nd, …). */
export async function partnerPages(db: Kysely<Database>, maxPerPublication = 100): Promise<PartnerPageQuery[]> {
  // search_docs belongs to the search module and is not in the shared Database type; a fixed query reads it.
  const { rows } = await sql<{ publication_id: number; n: number }>`
    SELECT publication_id, COUNT(*) AS n FROM search_docs
    WHERE publication_id IS NOT NULL GROUP BY publication_id ORDER BY publication_id`.execute(db);
  return interleave(
    rows.map(({ publication_id, n }) =>
      Array.from({ length: Math.min(Math.floor(Number(n) / PAGE_SIZE), maxPerPublication) }, (_, i) => ({
        publicationId: publication_id,
        offset: i * PAGE_SIZE,
        size: PAGE_SIZE,
      })),
    ),
  );
}

function interleave<T>(lists: T[][]): T[] {
  const out: T[] = [];
  for (let i = 0; lists.some((list) => i < list.length); i++)
    for (const list of lists) if (i < list.length) out.push(list[i]!);
  return out;
}
