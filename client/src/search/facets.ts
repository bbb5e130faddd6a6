/** Sidebar headings of facet types (content spec §3.11). */
const facetLabels: Record<string, string> = {
  'military.conflict': 'Conflict',
  'general.title.id': 'Publication',
  'general.title.content.type': 'Publication Type',
  'general.title.content.doc-type': 'Record Type',
  'general.title.content.sub-type': 'Sub-type',
  'general.title.content.collection': 'Collection',
  'general.title.provider.id': 'Provider',
  'general.title.provider.language': 'Language',
  'military.service.branch': 'Branch',
  'military.service-number': 'Service Number',
  place: 'Place',
  date: 'Date',
  'full-name': 'Name',
};

/** "military.conflict" → "Conflict"; browse levels read "Browse level N"; unknown types their last word. */
export function facetLabel(type: string): string {
  const known = facetLabels[type];
  if (known) return known;
  const level = /^general\.title\.browse\.(\d)$/.exec(type);
  if (level) return `Browse level ${level[1]}`;
  const last = type.split('.').pop() ?? type;
  return last.charAt(0).toUpperCase() + last.slice(1).replace(/-/g, ' ');
}
