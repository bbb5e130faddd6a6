import { SEARCH_FIELD_VOCABULARY } from '@muster/contract/rules';
import type { MatchKind, SearchQueryInput } from '../__generated__/graphql';

const fieldNames: Record<string, string> = {
  'full-name': 'name',
  'full-name.given': 'first name',
  'full-name.surname': 'last name',
};

/**
 * The badge telling how a hit matched one field (issue 3): "sounds like Smith" when Smyth was found for
 * Smith, "wildcard Sm*th", "born 1838–1842" for 1840 ± 2. Keyword and exact matches need no badge.
 */
export function matchBadge(
  match: { field: string; kind: MatchKind; value: string },
  query: SearchQueryInput,
): string | null {
  // A match names its field by the spec's name (`full-name.surname`), the query by the enum (SURNAME).
  const asked = query.fieldedKeywords?.find((f) => SEARCH_FIELD_VOCABULARY[f.type].type === match.field && !f.exclude);
  const typed = asked?.texts.join(' ') || match.value;
  const field = fieldNames[match.field];
  const prefix = field ? `${field} ` : '';
  switch (match.kind) {
    case 'SOUNDEX':
    case 'PHONETIC':
      return `${prefix}sounds like ${typed}`;
    case 'WILDCARD':
      return `${prefix}wildcard ${typed}`;
    case 'PREFIX':
      return `${prefix}starts with ${typed}`;
    case 'YEAR_RANGE': {
      const year = Number(/\d{4}/.exec(asked?.texts.join(' ') ?? '')?.[0] ?? NaN);
      const range = asked?.yearRange ?? 0;
      const verb = match.field.includes('death') ? 'died' : match.field.includes('enlistment') ? 'enlisted' : 'born';
      if (Number.isFinite(year) && range > 0) return `${verb} ${year - range}–${year + range}`;
      return `${verb} ${match.value}`;
    }
    default:
      return null;
  }
}
