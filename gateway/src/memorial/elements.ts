import type { MemorialElementDto, ObjectReference } from '../../../services/src/contract';
import { parseNodeId } from '../node-id';

/** Memorial elements come as typed bags of values (content §3.3, §3.6); these read the ones the schema shows. */

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function storiesOf(elements: MemorialElementDto[]) {
  return elements.filter((e) => e.type === 'STORY').map((e) => ({
    id: String(e.elementId),
    title: text(e.value.title) ?? '',
    content: text(e.value.content) ?? '',
    dateText: text(e.value.dateText),
    placeText: text(e.value.placeText),
  }));
}

export function factsOf(elements: MemorialElementDto[]) {
  return elements.filter((e) => e.type === 'FACT').map((e) => ({
    id: String(e.elementId),
    type: text(e.value.type) ?? '',
    name: text(e.value.name) ?? '',
    value: text(e.value.value) ?? '',
  }));
}

const IMAGE_KINDS = new Set(['COVER_IMAGE', 'HONOR_IMAGE', 'IMAGE']);

/** A picture on a memorial, with the reference its thumbnail is drawn from. */
export interface MemorialImageSource {
  id: string;
  kind: string;
  caption: string | null;
  ref: ObjectReference;
}

export function imagesOf(elements: MemorialElementDto[]): MemorialImageSource[] {
  return elements.flatMap((e) => {
    if (!IMAGE_KINDS.has(e.type)) return [];
    const ref = referenceOf(e.value);
    return ref ? [{ id: String(e.elementId), kind: e.type, caption: text(e.value.caption), ref }] : [];
  });
}

/** The pictured object: `{ reference: { contentType, objectId } }`, `{ reference: 'IMAGE:12' }` or `{ imageId: 12 }`. */
function referenceOf(value: Record<string, unknown>): ObjectReference | null {
  const reference = value.reference;
  if (typeof reference === 'string') {
    try { return parseNodeId(reference); } catch { return null; }
  }
  if (reference && typeof reference === 'object' && 'contentType' in reference && 'objectId' in reference) {
    return reference as ObjectReference;
  }
  return typeof value.imageId === 'number' ? { contentType: 'IMAGE', objectId: value.imageId } : null;
}
