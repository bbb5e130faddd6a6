import type { MemorialDto, MemorialElementDto } from '@muster/contract';
import { jsonObject } from '../lib/batch';
import type { ElementRow, MemorialRow } from './memorial.queries';

export function toElementDto(e: ElementRow): MemorialElementDto {
  return {
    elementId: e.id,
    type: e.type,
    ordinal: e.ordinal,
    ownerId: e.owner_id,
    ownerUsername: e.owner_username,
    value: jsonObject(e.value),
    created: e.created,
    lastModified: e.last_modified,
  };
}

export function toMemorialDto(m: MemorialRow, elements: ElementRow[]): MemorialDto {
  return {
    memorialId: m.id,
    type: m.type,
    title: m.title,
    description: m.description,
    privacyMode: m.privacy_mode,
    primaryMilitaryEvent: m.primary_military_event,
    ownerId: m.owner_id,
    ownerUsername: m.owner_username,
    indexRecordId: m.index_record_id,
    created: m.created,
    lastModified: m.last_modified,
    elements: elements.map(toElementDto),
  };
}
