import type { LastUpdatedBucket, SearchFilter, SearchQuery, TagQuery } from '@muster/contract';
import { FACET_TYPES, type FacetType } from './facet-types';
import { SearchError } from './search-error';
import { parseYears } from './year-range';

/** A facet filter (content §3.10): values are alternatives; TERM is equality, PREFIX a case-insensitive start. */
export interface FilterCriterion {
  kind: 'filter';
  type: string;
  facet: FacetType;
  values: string[];
  /** Date filters: the year ranges of the values. */
  ranges: [number, number][];
  prefix: boolean;
  exclude: boolean;
}

/** A tag on the document: public by name, or one user's (private or public) in the `name:userId` form. */
export interface TagCriterion {
  kind: 'tag';
  name: string;
  userId: number | null;
  exclude: boolean;
}

export type WhenCriterion = { kind: 'since'; iso: string } | { kind: 'span'; from: number | null; to: number | null };

/** lastUpdated windows of content §9. */
export const LAST_UPDATED_DAYS: Record<LastUpdatedBucket, number> = {
  '1_MONTH': 30,
  '3_MONTHS': 90,
  '6_MONTHS': 180,
  '1_YEAR': 365,
};

/** The facet type of a filter or facet request; an unknown one is refused naming where it stood and what exists. */
export function facetType(type: string, where: 'filter' | 'facet request'): FacetType {
  const facet = Object.hasOwn(FACET_TYPES, type) ? FACET_TYPES[type] : undefined;
  if (!facet)
    throw new SearchError(
      'BAD_USER_INPUT',
      `unknown ${where} type '${type}' (known: ${Object.keys(FACET_TYPES).join(', ')})`,
    );
  return facet;
}

export function planFilter(filter: SearchFilter): FilterCriterion {
  const facet = facetType(filter.type, 'filter');
  const values = filter.values.map((v) => v.value);
  const prefix = filter.filterType === 'PREFIX';
  const ranges = facet.kind === 'date' && !prefix ? values.map((v) => parseYears(v)) : [];
  if (
    (facet.kind === 'publication' || facet.kind === 'contributor') &&
    !prefix &&
    values.some((v) => !/^\d{1,9}$/.test(v))
  ) {
    const what = facet.kind === 'publication' ? 'publication' : 'member';
    throw new SearchError('BAD_USER_INPUT', `${filter.type} values must be ${what} ids (got ${values.join(', ')})`);
  }
  return { kind: 'filter', type: filter.type, facet, values, ranges, prefix, exclude: filter.exclude ?? false };
}

export function planTags(tags: TagQuery[]): TagCriterion[] {
  return tags.map((tag) => {
    const privateForm = /^(.+):(\d{1,9})$/.exec(tag.name);
    const userId = tag.privateTagUserId ?? (privateForm ? Number(privateForm[2]) : null);
    return { kind: 'tag', name: privateForm ? privateForm[1] : tag.name, userId, exclude: tag.exclude ?? false };
  });
}

export function planWhen(query: SearchQuery, now = Date.now()): WhenCriterion[] {
  const out: WhenCriterion[] = [];
  if (query.lastUpdated) {
    const days = LAST_UPDATED_DAYS[query.lastUpdated];
    if (!days) throw new SearchError('BAD_USER_INPUT', `unknown lastUpdated bucket '${query.lastUpdated}'`);
    out.push({ kind: 'since', iso: new Date(now - days * 86_400_000).toISOString() });
  }
  const { from, to } = query.dateSpan ?? {};
  if (from !== undefined || to !== undefined) {
    const [a, b] = [from ?? null, to ?? null];
    out.push(a !== null && b !== null && a > b ? { kind: 'span', from: b, to: a } : { kind: 'span', from: a, to: b });
  }
  return out;
}
