import { diff, CriticalityLevel, type Change } from '@graphql-inspector/core';
import type { GraphQLSchema } from 'graphql';

/** A breaking change of the contract that `schema/CHANGELOG.md` does not account for, and why. */
export interface UnrecordedChange {
  path: string;
  message: string;
  problem: string;
}

/** How long a deprecated field (argument, input field, enum value, type) lives before it may be removed. */
export const DEPRECATION_MONTHS = 6;

const REMOVALS = new Set([
  'FIELD_REMOVED',
  'TYPE_REMOVED',
  'ENUM_VALUE_REMOVED',
  'INPUT_FIELD_REMOVED',
  'FIELD_ARGUMENT_REMOVED',
]);

/**
 * The breaking changes from the published contract to the current schema that the changelog does not record.
 * A change is recorded by a line of the changelog naming its schema coordinate in backticks (`Query.search`,
 * `SearchHit.doc`, `Query.node.id`) with `deprecated YYYY-MM-DD`; a removal is allowed only once that date is
 * at least six months before `today`, so a client always has half a year between the deprecation notice and
 * the break. Dangerous changes (a new enum value, a changed default) pass: clients are told to expect them.
 */
export async function unrecordedBreakingChanges(
  published: GraphQLSchema,
  current: GraphQLSchema,
  changelog: string,
  today: Date,
): Promise<UnrecordedChange[]> {
  const changes = await diff(published, current);
  return changes
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking)
    .flatMap((change) => {
      const problem = problemWith(change, changelog, today);
      return problem ? [{ path: change.path ?? '(schema)', message: change.message, problem }] : [];
    });
}

function problemWith(change: Change, changelog: string, today: Date): string | null {
  const path = change.path ?? '';
  const entry = changelog.split('\n').find((line) => line.includes(`\`${path}\``));
  if (!entry) return `not in schema/CHANGELOG.md: add a line naming \`${path}\` with its deprecation date`;
  const deprecated = /deprecated (\d{4}-\d{2}-\d{2})/.exec(entry)?.[1];
  if (!deprecated) return `its changelog line has no "deprecated YYYY-MM-DD"`;
  if (!REMOVALS.has(change.type)) return null;
  const earliest = new Date(`${deprecated}T00:00:00Z`);
  earliest.setUTCMonth(earliest.getUTCMonth() + DEPRECATION_MONTHS);
  if (today < earliest)
    return `removed before its ${DEPRECATION_MONTHS} months of deprecation end (${earliest.toISOString().slice(0, 10)})`;
  return null;
}
