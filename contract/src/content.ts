/**
 * JSON shapes of the REST services (content spec §3, §7). The gateway imports these types for its
 * backend clients, so the services and the gateway cannot drift apart silently.
 */

/** Content types of content §3.1. */
export const CONTENT_TYPES = [
  'IMAGE',
  'SUB_IMAGE',
  'FILE',
  'STORY_PAGE',
  'INDEX_RECORD',
  'PUBLICATION',
  'TITLE_COLLECTION',
  'PARTNER',
  'BATTLE',
  'REGIMENT',
  'COMPANY',
  'MILITARY_UNIT',
  'DOCUMENT',
  'USER',
  'POST',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** A content reference, written `contentType:objectId` (content §3.1). */
export interface ObjectReference {
  contentType: ContentType;
  objectId: number;
}

export interface ContentMetadata {
  id: ObjectReference;
  created: string;
  lastModified: string;
  /** namespace.namespaceId:contentType:contentId, e.g. pub.12:IMAGE:1042 */
  externalId: string | null;
}

export interface Thumbnail {
  id: ObjectReference;
  title: string;
  /** Site-relative address of the thumbnail bytes (content §7.9 shape). */
  url: string;
  width: number;
  height: number;
}

/** The content object of content §3.2, returned by /obj-ref/content and /obj-ref/mcontent. */
export interface ContentObject {
  metadata: ContentMetadata;
  title: string;
  subTitle: string | null;
  publicationId: number | null;
  thumbnail: Thumbnail | null;
  runtimeProperties: {
    slug: string | null;
    viewCount: number | null;
    /** Access level that guards the object (PUBLIC, REGISTERED, CONFIRMED, SUBSCRIBER, SILO). */
    accessLevel: string;
  };
}

/** Request body of POST /fold31-api/obj-ref/mcontent/. */
export type MultiContentRequest = ObjectReference[];
/** Response of POST /fold31-api/obj-ref/mcontent/: one entry per requested reference, in order; null when missing. */
export type MultiContentResponse = (ContentObject | null)[];

/** Error body of every service (400 with a reason, 404 when missing). */
export interface ServiceError {
  statusCode: number;
  error: string;
  message: string;
  /** The part of the request at fault (`filters[0]`, `after`), where the service can tell. */
  argument?: string;
  /** The body field at fault (`value`, `title`), where the service can tell: the form shows the message by it. */
  field?: string;
}
