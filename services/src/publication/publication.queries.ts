import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { firstImageId } from '../content/content.queries';
import { pagesShownTo } from '../gallery/upload-privacy';

/** Publications with their page and record counts and first page; all of them when ids is undefined. */
export function publicationRows(db: Kysely<Database>, ids?: number[]) {
  return (
    db
      .selectFrom('publications')
      .selectAll('publications')
      .select((eb) => [
        // One list for everybody (the gateway caches it): private uploads count for nobody, not even their owners.
        pagesShownTo(null, 'publication_id', 'publications.id').as('image_count'),
        eb
          .selectFrom('index_records')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('index_records.publication_id', '=', 'publications.id')
          .as('record_count'),
        firstImageId(eb).as('rollup_image_id'),
      ])
      .$if(ids !== undefined, (q) => q.where('publications.id', 'in', ids!))
      // Featured publications lead the list, then alphabetical by title.
      .orderBy('publications.featured', 'desc')
      .orderBy('publications.title')
      .execute()
  );
}

export type PublicationRow = Awaited<ReturnType<typeof publicationRows>>[number];
