// What the load run saw, per kind of request: each answer's time, its HTTP status, and what went wrong (a GraphQL
// error code in a 200, a network error, a timeout). Kept raw so percentiles are of every request, not of batches.
export interface KindTally {
  ms: number[];
  /** HTTP status → count; network failures under 'error'. */
  statuses: Map<string, number>;
  /** What a user would notice beyond the status: GraphQL error codes, refused sign-ins, missing data. */
  problems: Map<string, number>;
}

export class Tally {
  readonly kinds = new Map<string, KindTally>();
  /** Steps a user could not take because an earlier answer lacked what they needed (no record among the hits…). */
  readonly skipped = new Map<string, number>();

  private of(kind: string): KindTally {
    let tally = this.kinds.get(kind);
    if (!tally) this.kinds.set(kind, (tally = { ms: [], statuses: new Map(), problems: new Map() }));
    return tally;
  }

  answer(kind: string, status: number, ms: number): void {
    const tally = this.of(kind);
    tally.ms.push(ms);
    bump(tally.statuses, String(status));
  }

  failure(kind: string, error: string): void {
    bump(this.of(kind).statuses, 'error');
    bump(this.of(kind).problems, error);
  }

  problem(kind: string, problem: string): void {
    bump(this.of(kind).problems, problem);
  }

  skip(step: string): void {
    bump(this.skipped, step);
  }

  /** Answers with a 5xx status, or none at all. */
  serverErrors(): number {
    let n = 0;
    for (const { statuses } of this.kinds.values())
      for (const [status, count] of statuses) if (status === 'error' || status.startsWith('5')) n += count;
    return n;
  }

  requests(): number {
    let n = 0;
    for (const { statuses } of this.kinds.values()) for (const count of statuses.values()) n += count;
    return n;
  }
}

function bump(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}
