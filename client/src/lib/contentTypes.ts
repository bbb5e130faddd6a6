/** Display labels of content types (content spec §3.1). */
const labels: Record<string, string> = {
  ANCESTRY_DOCUMENT: 'Ancestry Record',
  ANNOTATION: 'Annotation',
  BATTERY: 'Battery',
  BATTLE: 'Battle',
  COMMENT: 'Comment',
  COMPANY: 'Company',
  CONNECTION: 'Connection',
  CORRECTION: 'Correction',
  EVENT: 'Event',
  FGV_DOCUMENT: 'Find a Grave Document',
  FILE: 'Multi-page Image',
  HONOR_IMAGE: 'Honor Image',
  IMAGE: 'Image',
  INDEX_RECORD: 'Index Record',
  METADATA: 'Metadata',
  MILITARY_UNIT: 'Military Unit',
  ORGANIZATION: 'Organization',
  PARTNER: 'Partner',
  PERSON: 'Person',
  PLACE: 'Place',
  POST: 'Blog Post',
  PUBLICATION: 'Publication',
  REGIMENT: 'Regiment',
  SERVICEPERSON: 'Serviceperson',
  SKIRMISH: 'Skirmish',
  SQUADRON: 'Squadron',
  STORY_PAGE: 'Memorial',
  STORY_PAGE_FACT: 'Memorial Fact',
  STORY_PAGE_FACT_SOURCE: 'Memorial Fact Source',
  STORY_PAGE_IMAGE: 'Memorial Image',
  STORY_PAGE_LINK: 'Memorial Link',
  STORY_PAGE_STORY: 'Memorial Story',
  DOCUMENT: 'Document',
  TITLE_COLLECTION: 'Collection',
  TOPIC: 'Topic',
  USER: 'Member',
};

/** External documents are labelled by the site that holds them. */
const hosts: Record<string, string> = {
  ARCHIVES_DOCUMENT: 'Archives.com',
  NEWSPAPERS_DOCUMENT: 'Newspapers.com',
};

/** "INDEX_RECORD" → "Index Record"; unknown types fall back to a readable form of the name. */
export function contentTypeLabel(type: string, host?: string): string {
  const known = labels[type];
  if (known) return known;
  const site = host ?? hosts[type];
  if (site) return `${site} Document`;
  return type
    .toLowerCase()
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}
