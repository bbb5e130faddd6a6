import { buildSchema } from 'graphql';
import { unrecordedBreakingChanges } from './breaking-changes';

const published = buildSchema(`
  type Query {
    search(keywords: String): [Hit!]!
    old: String @deprecated(reason: "Use search.")
  }
  type Hit { title: String! }
`);
const today = new Date('2027-06-01T12:00:00Z');

describe('breaking changes against the published contract', () => {
  test('adding a field or a nullable argument breaks nobody and needs no entry', async () => {
    const current = buildSchema(`
      type Query { search(keywords: String, first: Int): [Hit!]! old: String @deprecated(reason: "Use search.") count: Int }
      type Hit { title: String! year: Int }
    `);
    expect(await unrecordedBreakingChanges(published, current, '', today)).toEqual([]);
  });

  test('a changed field type must be in the changelog with its deprecation date', async () => {
    const current = buildSchema(`
      type Query { search(keywords: String): HitConnection! old: String @deprecated(reason: "x") }
      type HitConnection { nodes: [Hit!]! }
      type Hit { title: String! }
    `);
    const unrecorded = await unrecordedBreakingChanges(published, current, '', today);
    expect(unrecorded).toEqual([
      expect.objectContaining({ path: 'Query.search', problem: expect.stringMatching(/not in schema\/CHANGELOG.md/) }),
    ]);
    const undated = await unrecordedBreakingChanges(published, current, '- `Query.search` is a connection', today);
    expect(undated[0]!.problem).toMatch(/no "deprecated YYYY-MM-DD"/);
    const recorded = '- `Query.search` returns a connection; the list shape deprecated 2026-11-27.';
    expect(await unrecordedBreakingChanges(published, current, recorded, today)).toEqual([]);
  });

  test('a removal is refused until six months after its deprecation date', async () => {
    const current = buildSchema(`type Query { search(keywords: String): [Hit!]! } type Hit { title: String! }`);
    const changelog = '- `Query.old` removed; deprecated 2027-01-15.';
    const early = await unrecordedBreakingChanges(published, current, changelog, today);
    expect(early).toEqual([
      expect.objectContaining({ path: 'Query.old', problem: expect.stringMatching(/2027-07-15/) }),
    ]);
    const later = new Date('2027-07-15T00:00:00Z');
    expect(await unrecordedBreakingChanges(published, current, changelog, later)).toEqual([]);
  });
});
