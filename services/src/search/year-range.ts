import { SearchError } from './search-error';

/** A year YYYY or range YYYY-YYYY (content §5: 1400 to 2099, a reversed range swapped), widened by ± yearRange. */
export function parseYears(value: string, widen = 0): [number, number] {
  const m = /^\s*(\d{4})\s*(?:-\s*(\d{4}))?\s*$/.exec(value);
  const [from, to] = m ? [Number(m[1]), Number(m[2] ?? m[1])].sort((a, b) => a - b) : [0, 0];
  if (!m || from < 1400 || to > 2099)
    throw new SearchError('BAD_USER_INPUT', `date value '${value}' is not a year YYYY or YYYY-YYYY from 1400 to 2099`);
  return [from - widen, to + widen];
}
