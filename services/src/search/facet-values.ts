import type { Facet, FacetValue } from '@muster/contract';
import type { CountRow } from './facet-count';
import type { Dictionaries } from './dictionaries';
import type { FacetPlan } from './plan-facets';

/** A place path's parts, smallest first, as its label: "United States,Virginia" → "Virginia, United States". */
export const placeLabel = (path: string) => path.split(',').reverse().join(', ');
const lastPart = (path: string) => path.slice(path.lastIndexOf(',') + 1);

/** Turns one facet's count rows into the contract's Facet: labels, value filter, required values, sort and cut. */
export function toFacet(plan: FacetPlan, rows: CountRow[], dict: Dictionaries): Facet {
  const counts = new Map<string, { count: number; leaf: boolean }>();
  let wideTotal: number | null = null;
  // Rows may carry their value's label in y (contributors' names); the others are labelled from the dictionaries.
  const named = new Map<string, string>();
  const add = (value: string, count: number, leaf = false) => {
    const held = counts.get(value);
    counts.set(value, { count: (held?.count ?? 0) + count, leaf: held ? held.leaf && leaf : leaf });
  };
  for (const row of rows) {
    if (row.x === 'total') wideTotal = row.c;
    else if (row.v !== null && !(plan.facet.wide && counts.has(row.v))) {
      const [value, count, leaf] = keyOf(plan, row);
      if (value !== '') add(value, count, leaf);
      if (row.y !== null && plan.facet.kind === 'contributor') named.set(value, row.y);
    }
  }
  if (plan.facet.kind === 'date') regroupYears(counts);

  let values: FacetValue[] = [...counts].map(([value, { count, leaf }]) => ({
    value,
    label: named.get(value) ?? labelOf(plan, value, dict),
    count,
    nodeType: leaf ? 'FILE' : null,
    ...(plan.facet.kind === 'place' ? { shortLabel: lastPart(value) } : {}),
  }));
  const filter = plan.valueFilter;
  if (filter && !plan.facet.wide) {
    values = values.filter((v) =>
      filter.prefix ? v.label.toLowerCase().startsWith(filter.text) : v.label.toLowerCase().includes(filter.text),
    );
  }
  values.sort(
    plan.sort === 'ALPHABETICAL'
      ? (a, b) => a.label.localeCompare(b.label) || a.value.localeCompare(b.value)
      : (a, b) => b.count - a.count || a.label.localeCompare(b.label),
  );
  const kept = values.slice(0, plan.maxCount);
  for (const required of plan.required) {
    if (kept.some((v) => v.value === required)) continue;
    const found = values.find((v) => v.value === required);
    kept.push(
      found ?? {
        value: required,
        label: labelOf(plan, required, dict),
        count: counts.get(required)?.count ?? 0,
        nodeType: null,
      },
    );
  }
  return { type: plan.type, values: kept, totalCount: wideTotal ?? values.length };
}

function keyOf(plan: FacetPlan, row: CountRow): [string, number, boolean] {
  const value = row.v!;
  if (plan.facet.kind === 'place' && plan.level >= 3) {
    const parts = value.split(',');
    return [
      parts.length >= plan.level ? parts.slice(0, plan.level).join(',') : '',
      parts.length >= plan.level ? row.c : 0,
      false,
    ];
  }
  return [value, row.c, row.x === '1'];
}

/** Years become decades ("1860-1869", a valid date filter value) unless they all fall in one decade. */
function regroupYears(counts: Map<string, { count: number; leaf: boolean }>): void {
  counts.delete('');
  const decades = new Set([...counts.keys()].map((y) => Math.floor(Number(y) / 10)));
  if (decades.size <= 1) return;
  const years = [...counts];
  counts.clear();
  for (const [year, { count }] of years) {
    const start = Math.floor(Number(year) / 10) * 10;
    const key = `${start}-${start + 9}`;
    counts.set(key, { count: (counts.get(key)?.count ?? 0) + count, leaf: false });
  }
}

function labelOf(plan: FacetPlan, value: string, dict: Dictionaries): string {
  switch (plan.facet.kind) {
    case 'publication':
      return dict.publicationTitles.get(value) ?? value;
    case 'place':
      return placeLabel(value);
    case 'date':
      return /^\d{4}-\d{4}$/.test(value) ? `${value.slice(0, 4)}s` : value;
    default:
      return value;
  }
}
