import { type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * What a record's casualty_type says about the soldier (docs/decisions/regiments.md "Unit facts"). The generator writes
 * Killed in Action, Died of Wounds, Died of Disease, Died Non-Battle, Died as Prisoner of War, Accident and
 * Missing in Action; older rolls also say Wounded, Mortally Wounded, Captured, Drowned or Executed.
 * Missing in Action is none of these: the man may have turned up, been captured or died.
 */
export const CASUALTY_PATTERNS = {
  /** A death the unit reported. */
  died: ['Killed%', 'Died%', 'Mortally%', 'Executed%', 'Drowned%', 'Accident%'],
  /** Wounded, including the men who later died of their wounds. */
  wounded: ['Wounded%', '%of Wounds%', 'Mortally Wounded%'],
  /** Taken prisoner, including those who died in captivity. */
  prisoner: ['%Prisoner%', 'Captured%', 'POW%'],
} as const;

export type CasualtyKind = keyof typeof CASUALTY_PATTERNS;

/** SQL LIKE patterns as a JS test, for tests that recount the facts by brute force. */
export function casualtyIs(kind: CasualtyKind, casualtyType: string | null): boolean {
  if (!casualtyType) return false;
  return CASUALTY_PATTERNS[kind].some((p) => new RegExp(`^${p.replace(/%/g, '.*')}$`, 'i').test(casualtyType));
}

/** `lower(casualty_type) LIKE p1 OR …` for one kind; lower() because LIKE ignores case on SQLite but not on PostgreSQL. */
export function casualtySql(kind: CasualtyKind, column = 'casualty_type'): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.join(
    CASUALTY_PATTERNS[kind].map((p) => sql`lower(${sql.ref(column)}) LIKE ${p.toLowerCase()}`),
    sql` OR `,
  )})`;
}
