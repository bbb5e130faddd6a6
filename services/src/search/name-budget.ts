import type { MatchKind } from '@muster/contract';
import { type Dictionaries, expandNames } from './dictionaries';
import type { Criterion } from './plan-fielded';
import { SearchError } from './search-error';

type NamesCriterion = Extract<Criterion, { kind: 'names' }>;

/**
 * Most indexed names the name keywords of one query may stand for, all together. Each becomes a value of an
 * `IN (…)` list on a name column (and of the relevance boost), so this bounds the SQL a query makes and the
 * index probes it runs, however the words were chosen: a bare `*`, a dozen two-letter wildcards or sound-alikes
 * of every common name reach it; a surname, a wildcard of three letters or a sound-alike stays far below.
 */
export const MAX_NAME_EXPANSION = 500;

/** The indexed names each name criterion of a query matches, worked out once per search and within the budget. */
export interface NameBudget {
  expand(c: NamesCriterion): Map<string, MatchKind>;
}

/** Expands every name criterion of the plan against the dictionary; throws BAD_USER_INPUT past the budget. */
export function nameBudget(dict: Dictionaries, criteria: readonly Criterion[], limit = MAX_NAME_EXPANSION): NameBudget {
  const expansions = new Map<NamesCriterion, Map<string, MatchKind>>();
  let total = 0;
  const visit = (c: Criterion) => {
    if (c.kind === 'all') c.items.forEach(visit);
    if (c.kind !== 'names') return;
    const names = expandNames(dict, c.tests);
    expansions.set(c, names);
    total += names.size;
    if (total > limit) {
      const texts = c.tests.map((t) => `'${t.text}'`).join(', ');
      throw new SearchError(
        'BAD_USER_INPUT',
        `the names of this search stand for more than ${limit} different indexed names (${texts} alone for ${names.size}): ` +
          'type more letters, fewer wildcards, or fewer sound-alike names',
      );
    }
  };
  criteria.forEach(visit);
  return {
    expand(c) {
      const names = expansions.get(c);
      if (!names) throw new Error('a name criterion outside the planned query');
      return names;
    },
  };
}
