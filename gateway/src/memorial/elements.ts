import type { ObjectReference } from '@muster/contract';
import { parseFactDate } from '@muster/contract/rules';
import { parseNodeId } from '../node-id';
import type { ElementSource } from './element-source';

/** Memorial elements come as typed bags of values (content §3.3, §3.6); these read them for the schema. */

export const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
export const int = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** A free-text date read as content §5 says; null when the text holds none. */
export const dateOf = (value: unknown) => {
  const t = text(value);
  return t ? parseFactDate(t) : null;
};

/** The share-dialog address of an element (content §2.1): `/memorial/{memorialId}?{param}={elementId}`. */
export const shareUrl = (source: ElementSource, param: 'story' | 'img' | 'fact' | 'link') =>
  `/memorial/${source.memorial.memorialId}?${param}=${source.id}`;

export const IMAGE_KINDS = ['COVER_IMAGE', 'BACKGROUND_IMAGE', 'HONOR_IMAGE', 'IMAGE'];

/** The GraphQL type of each element kind (the MemorialElement interface's resolveType). */
export const ELEMENT_TYPENAMES: Record<string, string> = {
  STORY: 'MemorialStory',
  FACT: 'MemorialFact',
  SOURCE: 'MemorialSource',
  LINK: 'MemorialLink',
  COVER_IMAGE: 'MemorialImage',
  BACKGROUND_IMAGE: 'MemorialImage',
  HONOR_IMAGE: 'MemorialImage',
  IMAGE: 'MemorialImage',
  COMMENT: 'MemorialComment',
  CORRECTION: 'MemorialCorrection',
};

/** The pictured object: `{ reference: { contentType, objectId } }`, `{ reference: 'IMAGE:12' }` or `{ imageId: 12 }`. */
export function referenceOf(value: Record<string, unknown>): ObjectReference | null {
  const reference = value.reference;
  if (typeof reference === 'string') {
    try {
      return parseNodeId(reference);
    } catch {
      return null;
    }
  }
  if (reference && typeof reference === 'object' && 'contentType' in reference && 'objectId' in reference) {
    return reference as ObjectReference;
  }
  return typeof value.imageId === 'number' ? { contentType: 'IMAGE', objectId: value.imageId } : null;
}
