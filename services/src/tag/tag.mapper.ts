import type { Selectable } from 'kysely';
import type { TagTable } from './tag.table';
import type { TagCountDto, TagDto, TaggedObjectDto } from '@muster/contract';

export const docOf = (contentType: string, objectId: number) => `${contentType}:${objectId}`;

export function toTagDto(row: Selectable<TagTable>, ordinal: number): TagDto {
  return {
    name: row.name,
    ordinal,
    type: row.private === 1 ? 'PRIVATE' : 'PUBLIC',
    doc: docOf(row.content_type, row.object_id),
    userId: row.user_id,
    created: row.created,
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

export const toTagCountDto = (row: { name: string; count: number | string | bigint }): TagCountDto => ({
  name: row.name,
  count: Number(row.count),
});

export function toTaggedObjectDto(row: {
  content_type: string;
  object_id: number;
  tagged: string | null;
}): TaggedObjectDto {
  return {
    doc: docOf(row.content_type, row.object_id),
    contentType: row.content_type,
    objectId: row.object_id,
    tagged: row.tagged ?? '',
  };
}
