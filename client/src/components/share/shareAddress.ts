/**
 * Public page addresses of the share dialog, relative to the site origin (accounts spec §2 "Share dialog",
 * content spec §2.1). Parts of a page (a memorial's story, an image's annotation) point at the parent's page.
 */
const addresses: Record<string, (id: string, parentId: string) => string> = {
  ANCESTRY_DOCUMENT: (id) => `/external/ANCESTRY_DOCUMENT/${id}`,
  IMAGE: (id) => `/image/${id}`,
  SUB_IMAGE: (id, parent) => `/image/${parent}?rec=${id}`,
  ANNOTATION: (id, parent) => `/image/${parent}?ann=${id}`,
  STORY_PAGE: (id) => `/memorial/${id}`,
  STORY_PAGE_STORY: (id, parent) => `/memorial/${parent}?story=${id}`,
  STORY_PAGE_IMAGE: (id, parent) => `/memorial/${parent}?img=${id}`,
  STORY_PAGE_FACT: (id, parent) => `/memorial/${parent}?fact=${id}`,
  STORY_PAGE_LINK: (id, parent) => `/memorial/${parent}?link=${id}`,
  INDEX_RECORD: (id) => `/record/${id}`,
  PUBLICATION: (id) => `/publication/${id}`,
  TITLE_COLLECTION: (id) => `/collection/${id}`,
  PARTNER: (id) => `/partner/${id}`,
  REGIMENT: (id) => `/regiment/${id}`,
  BATTLE: (id) => `/battle/${id}`,
  COMPANY: (id) => `/company/${id}`,
};

/** Whether a content type's parent id is part of its address. */
export function needsParent(contentType: string): boolean {
  return addresses[contentType]?.length === 2;
}

/**
 * The site-relative address to share for a content object, or null. An unsupported type (or a part
 * without its parent) logs a warning and gives no address (accounts spec §2).
 */
export function shareAddress(
  contentType: string,
  id: string | number,
  parentId?: string | number | null,
): string | null {
  const build = addresses[contentType];
  if (!build) {
    console.warn(`${contentType} is not a supported type for sharing`);
    return null;
  }
  if (needsParent(contentType) && (parentId === undefined || parentId === null || parentId === '')) {
    console.warn(`${contentType} ${id} cannot be shared without its parent id`);
    return null;
  }
  return build(encodeURIComponent(String(id)), encodeURIComponent(String(parentId ?? '')));
}
