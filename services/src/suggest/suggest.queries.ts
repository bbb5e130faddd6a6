import type { Kysely } from 'kysely';
import type { Suggestion } from '@muster/contract';
import type { Database } from '../db/database';
import { type SuggestSource, toDateSuggestion } from './suggest.source';
import { prefixRange } from './suggest.keys';
import { withSuggestTables } from './suggest.tables';

/** Whether rebuildSuggestions() has filled the summary tables (it fills all four in one transaction). */
export async function summaryBuilt(db: Kysely<Database>): Promise<boolean> {
  return (
    (await withSuggestTables(db).selectFrom('surname_counts').select('surname').limit(1).executeTakeFirst()) !==
    undefined
  );
}

/** Suggestions from the summary tables: index range scans on the folded keys, most records first. */
export function tableSource(db: Kysely<Database>): SuggestSource {
  const t = withSuggestTables(db);
  return {
    async surnames(key, limit) {
      const [from, to] = prefixRange(key);
      const rows = await t
        .selectFrom('surname_counts')
        .select(['surname', 'record_count'])
        .where('surname_key', '>=', from)
        .where('surname_key', '<', to)
        .orderBy('record_count', 'desc')
        .orderBy('surname_key')
        .orderBy('surname')
        .limit(limit)
        .execute();
      return rows.map((r): Suggestion => ({ value: r.surname, label: r.surname, count: Number(r.record_count) }));
    },
    async fullNames(givenKey, surnameKey, limit) {
      const [from, to] = prefixRange(surnameKey);
      const rows = await t
        .selectFrom('full_name_counts')
        .select(['given_name', 'surname', 'record_count'])
        .where('given_key', '=', givenKey)
        .where('surname_key', '>=', from)
        .where('surname_key', '<', to)
        .orderBy('record_count', 'desc')
        .orderBy('surname_key')
        .orderBy('surname')
        .orderBy('given_name')
        .limit(limit)
        .execute();
      return rows.map((r): Suggestion => {
        const name = `${r.given_name} ${r.surname}`;
        return { value: name, label: name, count: Number(r.record_count) };
      });
    },
    async places(key, limit) {
      const [from, to] = prefixRange(key);
      const rows = await t
        .selectFrom('place_counts')
        .select(['path', 'label', 'record_count'])
        .where((eb) =>
          eb.or([
            eb.and([eb('label_key', '>=', from), eb('label_key', '<', to)]),
            eb.and([eb('path_key', '>=', from), eb('path_key', '<', to)]),
          ]),
        )
        .orderBy('record_count', 'desc')
        .orderBy('label_key')
        .orderBy('path')
        .limit(limit)
        .execute();
      return rows.map((r): Suggestion => ({ value: r.path, label: r.label, count: Number(r.record_count) }));
    },
    async dates(span, from, to, limit) {
      const rows = await t
        .selectFrom('date_counts')
        .select(['span', 'year', 'record_count'])
        .where('span', '=', span)
        .where('year', '>=', from)
        .where('year', '<=', to)
        .orderBy('record_count', 'desc')
        .orderBy('year')
        .limit(limit)
        .execute();
      return rows.map((r) => toDateSuggestion(span, r.year, Number(r.record_count)));
    },
  };
}
