import { type RawBuilder, sql } from 'kysely';
import type { ConditionContext } from './conditions';
import type { Criterion } from './plan-fielded';
import type { SearchPlan } from './query-plan';

/** Points a document earns for a name keyword, by the best kind of match it makes: spelled as given comes first. */
const EXACT_POINTS = 2;
const PREFIX_POINTS = 1;

/**
 * Relevance beyond the full-text rank: points per name keyword the document matches as spelled (two for the
 * whole name, one for a name it begins), nothing for a sound-alike, so a search for Smith lists the Smiths,
 * then the Smithers, then the sound-alike Smyths (EXACT_THEN_SOUNDS_LIKE, the website's default).
 */
export function relevanceBoost(plan: SearchPlan, ctx: ConditionContext): RawBuilder<number> {
  const points: RawBuilder<number>[] = [];
  const visit = (c: Criterion) => {
    if (c.kind === 'all' && !c.exclude) c.items.forEach(visit);
    if (c.kind !== 'names' || c.exclude) return;
    const expanded = [...ctx.names.expand(c)];
    const named = (kind: string) => expanded.filter(([, k]) => k === kind).map(([name]) => name);
    const exact = named('EXACT');
    // Every hit matches the criterion, so prefixes only need a point of their own when sound-alikes match too.
    const soundAlikes = expanded.some(([, k]) => k !== 'EXACT' && k !== 'PREFIX');
    const prefixes = soundAlikes ? named('PREFIX') : [];
    const anyPart = (names: string[]) =>
      sql.join(
        c.parts.map((p) => sql`${sql.ref(`d.${p}`)} IN (${sql.join(names)})`),
        sql` OR `,
      );
    const tiers = [
      ...(exact.length ? [sql`WHEN ${anyPart(exact)} THEN ${sql.lit(EXACT_POINTS)}`] : []),
      ...(prefixes.length ? [sql`WHEN ${anyPart(prefixes)} THEN ${sql.lit(PREFIX_POINTS)}`] : []),
    ];
    if (tiers.length) points.push(sql<number>`CASE ${sql.join(tiers, sql` `)} ELSE 0 END`);
  };
  plan.criteria.forEach(visit);
  return points.length ? sql<number>`(${sql.join(points, sql` + `)})` : sql<number>`0`;
}
