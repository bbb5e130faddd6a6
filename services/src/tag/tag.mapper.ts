import type { Selectable } from 'kysely';
import type { TagTable } from './tag.table';

/** A tag as content spec §3.4 describes it: name, ordinal, type, doc (`IMAGE:{id}`) and userId. */
export interface TagDto {
  name: string;
  /** Position among the tags of its object the caller sees, from 1, oldest first. */
  ordinal: number;
  type: 'PUBLIC' | 'PRIVATE';
  doc: string;
  userId: number;
  created: string;
}

export interface TagCountDto {
  name: string;
  count: number;
}

/** An object a member tagged, with when they last tagged it. */
export interface TaggedObjectDto {
  doc: string;
  contentType: string;
  objectId: number;
  tagged: string;
}

export const docOf = (contentType: string, objectId: number) => `${contentType}:${objectId}`;

export function toTagDto(row: Selectable<TagTable>, ordinal: number): TagDto {
  return {
    name: row.name, ordinal, type: row.private === 1 ? 'PRIVATE' : 'PUBLIC', doc: docOf(row.content_type, row.object_id),
    userId: row.user_id, created: row.created,
  };
}

/** Rows of several objects, numbered within each object. */
export function toTagDtos(rows: Selectable<TagTable>[]): TagDto[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const doc = docOf(row.content_type, row.object_id);
    const ordinal = (seen.get(doc) ?? 0) + 1;
    seen.set(doc, ordinal);
    return toTagDto(row, ordinal);
  });
}

export const toTagCountDto = (row: { name: string; count: number | string | bigint }): TagCountDto => ({ name: row.name, count: Number(row.count) });

export function toTaggedObjectDto(row: { content_type: string; object_id: number; tagged: string | null }): TaggedObjectDto {
  return { doc: docOf(row.content_type, row.object_id), contentType: row.content_type, objectId: row.object_id, tagged: row.tagged ?? '' };
}
