import { type RawBuilder, sql } from 'kysely';
import type { ConditionContext } from './conditions';
import type { Criterion } from './plan-fielded';
import type { SearchPlan } from './query-plan';

/**
 * Relevance beyond the full-text rank: one point per name keyword the document matches exactly, so a
 * search for Smith lists the Smiths before the Smithers and the sound-alike Smyths.
 */
export function relevanceBoost(plan: SearchPlan, ctx: ConditionContext): RawBuilder<number> {
  const points: RawBuilder<number>[] = [];
  const visit = (c: Criterion) => {
    if (c.kind === 'all' && !c.exclude) c.items.forEach(visit);
    if (c.kind !== 'names' || c.exclude) return;
    const exact = [...ctx.names.expand(c)].filter(([, kind]) => kind === 'EXACT').map(([name]) => name);
    if (exact.length === 0) return;
    const hit = c.parts.map((p) => sql`${sql.ref(`d.${p}`)} IN (${sql.join(exact)})`);
    points.push(sql<number>`CASE WHEN ${sql.join(hit, sql` OR `)} THEN 1 ELSE 0 END`);
  };
  plan.criteria.forEach(visit);
  return points.length ? sql<number>`(${sql.join(points, sql` + `)})` : sql<number>`0`;
}
