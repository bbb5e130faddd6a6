/**
 * Matches a hit the caller may not view keeps: on the name (the record's title, a preview) and on the searched
 * words themselves. Year and place matches quote the record's dates and places, so they go. Pure: the gateway
 * applies the same rule.
 */
export const isPreviewMatch = (match: { field: string }) =>
  match.field === 'keywords' || match.field.startsWith('full-name');
