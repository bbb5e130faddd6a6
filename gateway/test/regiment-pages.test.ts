import { fixture } from '@muster/testkit/fixtures';
import { cursorOf } from '../src/common/connection';
import { useStack } from '@muster/testkit';

const stack = useStack();

const FACTS = `numberOfSoldiers averageAgeAtEnlistment medianAgeAtEnlistment diedInWar diedInUnit woundedInUnit prisonerOfWarWhileInRegiment
  mostCommonEnlistmentPlace { place { name label } soldiers } mostCommonEnlistmentDate { date soldiers } firstEnlistmentDate`;

const REGIMENT_PAGE = `query RegimentPage($id: Int!, $after: String) {
  regiment(id: $id) {
    id name types subType side conflict provider state place { label } startPlace endPlace startDate endDate nicknames aliases history leaders
    events { kind title startDate endDate place battle { battleId name } }
    battles { battleId name coordinates { latitude longitude } regiments { regimentId } }
    companies { companyId letter }
    childUnitTypes
    images { imageId }
    unitFacts { ${FACTS} }
    records(first: 5, after: $after) { totalCount pageInfo { hasNextPage hasPreviousPage endCursor } edges { cursor node { recordId surname regiment { regimentId } } } }
    memorials(first: 10) { totalCount edges { node { memorialId title } } }
  }
}`;

test('a regiment page gets every field, its facts as the service computes them, and its lists paged', async () => {
  const { body } = await stack.gql(REGIMENT_PAGE, { id: fixture.regimentId });
  expect(body.errors).toBeUndefined();
  const r = body.data.regiment;
  expect(r).toMatchObject({
    id: 'REGIMENT:1',
    name: '20th Massachusetts Volunteer Infantry',
    types: ['MILITARY_UNIT', 'REGIMENT'],
    place: { label: 'Massachusetts, United States' },
    nicknames: ['The Harvard Regiment'],
    aliases: ['20th Massachusetts Infantry'],
    provider: 'National Archives',
    images: [{ imageId: 101 }, { imageId: 102 }, { imageId: 103 }, { imageId: 104 }, { imageId: 201 }],
    childUnitTypes: ['COMPANY'],
    companies: [
      { companyId: 11, letter: 'A' },
      { companyId: 12, letter: 'B' },
    ],
  });
  expect(
    r.events.map((e: { kind: string; battle: { battleId: number } | null }) => [e.kind, e.battle?.battleId ?? null]),
  ).toEqual([
    ['ORGANIZED', null],
    ['BATTLE', 1],
    ['BATTLE', 2],
    ['MUSTERED_OUT', null],
  ]);
  // Both ways: the regiment's battles name the regiment among theirs.
  expect(r.battles.map((b: { battleId: number }) => b.battleId)).toEqual([1, 2]);
  for (const b of r.battles) expect(b.regiments).toContainEqual({ regimentId: 1 });

  const rest = await (await fetch(`${stack.servicesUrl}/fold31-regiment/regiment/1/facts`)).json();
  expect(r.unitFacts).toMatchObject({
    numberOfSoldiers: rest.numberOfSoldiers,
    medianAgeAtEnlistment: rest.medianAgeAtEnlistment,
    diedInWar: rest.diedInWar,
    woundedInUnit: rest.woundedInUnit,
    firstEnlistmentDate: rest.firstEnlistmentDate,
  });
  // The fixture's 20th: 16 soldiers, five dead (three killed, two of disease), Patrick Sullivan wounded.
  expect(r.unitFacts).toMatchObject({
    numberOfSoldiers: 16,
    diedInWar: 5,
    diedInUnit: 5,
    woundedInUnit: 1,
    prisonerOfWarWhileInRegiment: 0,
  });

  expect(r.records.totalCount).toBe(16);
  expect(r.records.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
  const seen = r.records.edges.map((e: { node: { recordId: number } }) => e.node.recordId);
  let after = r.records.pageInfo.endCursor;
  while (after) {
    const next = (await stack.gql(REGIMENT_PAGE, { id: 1, after })).body.data.regiment.records;
    seen.push(...next.edges.map((e: { node: { recordId: number } }) => e.node.recordId));
    after = next.pageInfo.hasNextPage ? next.pageInfo.endCursor : null;
  }
  expect(new Set(seen).size).toBe(16);
  // Backward from the end: the last page is the walk's tail.
  const { body: tail } = await stack.gql(
    `{ regiment(id: 1) { records(last: 5) { pageInfo { hasNextPage hasPreviousPage } nodes { recordId } } } }`,
  );
  expect(tail.data.regiment.records.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
  expect(tail.data.regiment.records.nodes.map((n: { recordId: number }) => n.recordId)).toEqual(seen.slice(-5));
  expect(r.memorials).toEqual({
    totalCount: 1,
    edges: [{ node: { memorialId: fixture.memorialId, title: 'Josiah Whitcomb (1838-1862)' } }],
  });
});

test('a company and a battle link back to their regiment; the unit route reads the same regiment', async () => {
  const { body } = await stack.gql(`{
    company(id: 11) { id name letter regiment { regimentId } companies { companyId } battles { battleId } events { kind } startPlace
      unitFacts { numberOfSoldiers diedInWar } records(first: 100) { totalCount } memorials { totalCount } }
    battle(id: 1) { id name involvement { side regiments { regimentId name } } regiments { regimentId } records { totalCount } memorials { totalCount } }
    militaryUnit(id: 1) { id regimentId }
    node(id: "MILITARY_UNIT:1") { id ... on Regiment { name } }
  }`);
  expect(body.errors).toBeUndefined();
  const { company, battle, militaryUnit, node } = body.data;
  expect(company).toMatchObject({
    id: 'COMPANY:11',
    regiment: { regimentId: 1 },
    companies: [{ companyId: 12 }],
    battles: [{ battleId: 1 }, { battleId: 2 }],
    startPlace: 'Readville, Massachusetts',
  });
  expect(company.unitFacts.numberOfSoldiers).toBe(company.records.totalCount);
  expect(battle.involvement).toEqual([
    { side: 'Union', regiments: [{ regimentId: 1, name: '20th Massachusetts Volunteer Infantry' }] },
  ]);
  expect(militaryUnit).toEqual({ id: 'REGIMENT:1', regimentId: 1 });
  expect(node.name).toBe('20th Massachusetts Volunteer Infantry');
});

test('lists under a list cost one service call per kind, not one per item', async () => {
  stack.resetServiceRequests();
  const { body } = await stack.gql(`{
    a: battle(id: 1) { regiments { unitFacts { numberOfSoldiers } records(first: 2) { totalCount edges { node { surname } } } companies { unitFacts { diedInWar } } } }
    b: battle(id: 2) { regiments { unitFacts { numberOfSoldiers } records(first: 2) { totalCount } } }
    c: battle(id: 3) { regiments { unitFacts { numberOfSoldiers } records(first: 2) { totalCount } } }
  }`);
  expect(body.errors).toBeUndefined();
  const calls = (path: string) => stack.serviceRequests.filter((r) => r.includes(path)).length;
  expect(calls('/fold31-regiment/regiment-facts')).toBe(1);
  expect(calls('/fold31-regiment/regiment-records')).toBe(1);
  expect(calls('/fold31-regiment/company-facts')).toBe(1);
  expect(calls('/fold31-index-record/records')).toBe(1);
  // Search hits and record pages load regiments too: they do not ask for the records' profile.
  expect(calls('/fold31-regiment/regiment-profiles')).toBe(0);
});

test.each([
  ['first: 0', 'BAD_USER_INPUT'],
  ['first: 101', 'BAD_USER_INPUT'],
  ['after: "bm90LWEtY3Vyc29y"', 'BAD_USER_INPUT'],
  [`after: "${cursorOf('battle.records', 3)}"`, 'BAD_USER_INPUT'],
  ['first: 5, last: 5', 'BAD_USER_INPUT'],
])('records(%s) is refused with %s before any service call', async (args, code) => {
  stack.resetServiceRequests();
  const { body } = await stack.gql(`{ regiment(id: 1) { records(${args}) { totalCount } } }`);
  expect(body.errors?.[0]?.extensions?.code).toBe(code);
  expect(stack.serviceRequests.filter((r) => r.includes('-records'))).toEqual([]);
});

test('a missing regiment, company or battle is null', async () => {
  const { body } = await stack.gql(
    `query($id: Int!) { regiment(id: $id) { id } company(id: $id) { id } battle(id: $id) { id } militaryUnit(id: $id) { id } }`,
    { id: fixture.missingId },
  );
  expect(body).toEqual({ data: { regiment: null, company: null, battle: null, militaryUnit: null } });
});
