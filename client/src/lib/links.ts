import { slugify } from './slug';

/** A content reference `CONTENT_TYPE:objectId` (the global id of every Node). */
export interface ContentRef {
  contentType: string;
  objectId: string;
}

/** The global id of an object known by its number: ("IMAGE", 1042) → "IMAGE:1042". */
export const globalId = (contentType: string, objectId: number) => `${contentType}:${objectId}`;

/**
 * The viewer on a page; with the region of a record (a sub-image) it outlines the person and zooms to them
 * (content §2.1 `/image/{parentId}?rec={id}`).
 */
export const scanPath = (imageId: number, subImageId?: number | null) =>
  subImageId == null ? `/image/${imageId}` : `/image/${imageId}?rec=${subImageId}`;

/** "IMAGE:1042" → { contentType: "IMAGE", objectId: "1042" }; null when it is not a reference. */
export function parseContentRef(id: string): ContentRef | null {
  const at = id.indexOf(':');
  if (at <= 0 || at === id.length - 1) return null;
  return { contentType: id.slice(0, at), objectId: id.slice(at + 1) };
}

/** Content links of spec §2.1, by content type. */
const routes: Record<string, (id: string) => string> = {
  IMAGE: (id) => `/image/${id}`,
  SUB_IMAGE: (id) => `/image?rec=${id}`,
  STORY_PAGE: (id) => `/memorial/${id}`,
  INDEX_RECORD: (id) => `/record/${id}`,
  FILE: (id) => `/file/${id}`,
  PUBLICATION: (id) => `/publication/${id}`,
  TITLE_COLLECTION: (id) => `/collection/${id}`,
  PARTNER: (id) => `/partner/${id}`,
  BATTLE: (id) => `/battle/${id}`,
  REGIMENT: (id) => `/regiment/${id}`,
  COMPANY: (id) => `/company/${id}`,
  MILITARY_UNIT: (id) => `/unit/${id}`,
  DOCUMENT: (id) => `/document/${id}`,
  USER: (id) => `/profile/${id}`,
  ANCESTRY_DOCUMENT: (id) => `/external/ANCESTRY_DOCUMENT/${id}`,
};

/** Types whose pretty links carry no slug (spec §2.1). */
const noSlug = new Set(['IMAGE', 'FILE', 'SUB_IMAGE', 'TITLE_COLLECTION', 'PARTNER', 'USER', 'ANCESTRY_DOCUMENT']);

/**
 * Site path of a content object, with a slug of its title for types that take one. An unsupported
 * type logs a warning and yields an empty link (spec §2.1).
 */
export function contentPath(id: string, title?: string): string {
  const ref = parseContentRef(id);
  const route = ref && routes[ref.contentType];
  if (!ref || !route) {
    console.warn(`No link for content ${id}`);
    return '';
  }
  const path = route(encodeURIComponent(ref.objectId));
  const slug = title && !noSlug.has(ref.contentType) ? slugify(title) : '';
  return slug ? `${path}/${slug}` : path;
}
