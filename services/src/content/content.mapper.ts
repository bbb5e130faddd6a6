import type { ContentObject, ContentType, ObjectReference, Thumbnail } from '@muster/contract';
import { slugify } from '../lib/slug';

/** Regiments, companies and battles carry no audit times; they read as the epoch rather than a made-up date. */
export const NO_TIME = '1970-01-01T00:00:00.000Z';

export interface ContentParts {
  contentType: ContentType;
  objectId: number;
  title: string;
  subTitle?: string | null;
  publicationId?: number | null;
  created?: string;
  lastModified?: string;
  /** Objects inside a publication get the spec's external id pub.{publicationId}:{type}:{id}. */
  inPublication?: boolean;
  slug?: string | null;
  viewCount?: number | null;
  accessLevel?: string;
  thumbnail?: (id: ObjectReference) => Thumbnail | null;
}

export function toContentObject(parts: ContentParts): ContentObject {
  const id: ObjectReference = { contentType: parts.contentType, objectId: parts.objectId };
  const publicationId = parts.publicationId ?? null;
  return {
    metadata: {
      id,
      created: parts.created ?? NO_TIME,
      lastModified: parts.lastModified ?? parts.created ?? NO_TIME,
      externalId:
        parts.inPublication && publicationId !== null
          ? `pub.${publicationId}:${parts.contentType}:${parts.objectId}`
          : null,
    },
    title: parts.title,
    subTitle: parts.subTitle ?? null,
    publicationId,
    thumbnail: parts.thumbnail?.(id) ?? null,
    runtimeProperties: {
      slug: parts.slug ?? null,
      viewCount: parts.viewCount ?? null,
      accessLevel: parts.accessLevel ?? 'PUBLIC',
    },
  };
}

/** Pretty links append a slug made from the title and the publication (content §2.1). */
export function recordSlug(title: string, publicationTitle: string): string {
  return slugify(`${title} ${publicationTitle}`);
}

/** The image a memorial picture element points at: { reference: { contentType: 'IMAGE', objectId }, rect? }. */
export function pictureOf(
  value: Record<string, unknown>,
): { imageId: number; rect: { x: number; y: number; w: number; h: number } | null } | null {
  const reference = value.reference as { contentType?: unknown; objectId?: unknown } | undefined;
  const imageId = reference?.contentType === 'IMAGE' ? Number(reference.objectId) : Number(value.imageId);
  if (!Number.isInteger(imageId) || imageId <= 0) return null;
  const r = value.rect as Record<string, unknown> | undefined;
  const rect =
    r && [r.x, r.y, r.w, r.h].every((n) => typeof n === 'number')
      ? { x: r.x as number, y: r.y as number, w: r.w as number, h: r.h as number }
      : null;
  return { imageId, rect };
}
