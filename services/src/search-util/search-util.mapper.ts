import type { BrowseLevels, SearchTagInfo } from '@muster/contract';
import { jsonStrings } from '../lib/batch';
import type { BrowseLabelRow } from './search-util.queries';

export function toBrowseLevels(row: BrowseLabelRow): BrowseLevels {
  return { publicationId: row.id, levels: jsonStrings(row.browse_labels), documentLevel: row.document_level_label };
}

/** Most used first, then by name in code-point order (the same on SQLite and PostgreSQL, whatever the collation). */
export function toTagInfos(rows: { name: string; count: number }[], limit: number): SearchTagInfo[] {
  return rows
    .map((r) => ({ name: r.name, count: Number(r.count) }))
    .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, limit);
}
