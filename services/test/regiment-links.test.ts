import type { Insertable } from 'kysely';
import { signIdentity } from '../src/auth/identity';
import type { CompanyDto, LinkedPageDto, RegimentDto, RegimentProfileDto, UnitFactsDetailDto } from '@muster/contract';
import type { IndexRecordTable, MemorialElementTable, MemorialTable } from '../src/db/database';
import { casualtyIs } from '../src/regiment/casualty';
import * as f from '@muster/testkit/fixtures';
import { backends, openTestDb, startServices, type TestDb, type TestServices } from '@muster/testkit';

const STAMP = '2024-08-01T00:00:00.000Z';
const casualties = [
  null,
  null,
  'Killed in Action',
  'Died of Wounds',
  'Died as Prisoner of War',
  'Captured',
  'Mortally Wounded',
  'Missing in Action',
  'Wounded',
  null,
  'Accident',
];

/**
 * Thirty more soldiers of the 20th on top of the shared fixture, with full birth and enlistment dates (so the
 * birthday rule matters), enlistment places, every kind of casualty and deaths dated on the battle days.
 */
const extraRecords: Insertable<IndexRecordTable>[] = Array.from({ length: 30 }, (_, i) => {
  const id = 100 + i;
  const casualty = casualties[i % casualties.length];
  const deathDate = i % 7 === 0 ? '1862-09-17' : i % 7 === 1 ? '1862-12-13' : i % 7 === 2 ? '1863-07-02' : null;
  const enlisted = `186${1 + (i % 3)}-0${1 + (i % 9)}-1${i % 10}`;
  return {
    id,
    publication_id: 1,
    image_id: 101 + (i % 4),
    sub_image_id: null,
    title: `Soldier ${id}`,
    given_name: `Given${i % 5}`,
    middle_name: null,
    surname: ['Abbott', 'Baker', 'Carver', 'Dwight', 'Emerson'][i % 5],
    name_suffix: null,
    full_name: `Given${i % 5} Soldier`,
    gender: 'M',
    race: null,
    birth_date: i % 6 === 5 ? null : `18${35 + (i % 9)}-${String(1 + ((i * 5) % 12)).padStart(2, '0')}-15`,
    birth_year: i % 6 === 5 ? null : 1835 + (i % 9),
    birth_place_id: 4,
    residence_place_id: 4,
    enlistment_date: i % 8 === 7 ? null : enlisted,
    enlistment_year: i % 8 === 7 ? null : 1861 + (i % 3),
    enlistment_place_id: i % 4 === 0 ? 4 : i % 4 === 1 ? 2 : i % 4 === 2 ? 3 : null,
    discharge_date: null,
    death_date: deathDate,
    death_year: deathDate ? Number(deathDate.slice(0, 4)) : null,
    death_place_id: null,
    conflict: 'Civil War',
    branch: 'Army',
    rank: 'Private',
    unit: i % 2 ? 'Co. A, 20th Mass. Inf.' : '20th Mass. Vol. Inf.',
    regiment_id: 1,
    company_id: i % 3 === 0 ? null : i % 3 === 1 ? 11 : 12,
    service_number: null,
    casualty_type: casualty,
    created: STAMP,
    last_modified: STAMP,
  };
});

const memorials: Insertable<MemorialTable>[] = [
  {
    id: 10,
    type: 'ORGANIZATION',
    title: 'The Harvard Regiment',
    description: 'Civil War',
    privacy_mode: 'PUBLIC',
    primary_military_event: 'Civil War',
    owner_id: 2,
    index_record_id: null,
    created: '2024-08-02T00:00:00.000Z',
    last_modified: STAMP,
  },
  {
    id: 11,
    type: 'EVENT',
    title: 'Antietam',
    description: 'Union victory',
    privacy_mode: 'PUBLIC',
    primary_military_event: 'Civil War',
    owner_id: 2,
    index_record_id: null,
    created: '2024-08-03T00:00:00.000Z',
    last_modified: STAMP,
  },
  {
    id: 12,
    type: 'SERVICEPERSON',
    title: 'Soldier 100',
    description: 'Private',
    privacy_mode: 'PRIVATE',
    primary_military_event: 'Civil War',
    owner_id: 1,
    index_record_id: 100,
    created: '2024-08-04T00:00:00.000Z',
    last_modified: STAMP,
  },
  {
    id: 13,
    type: 'TOPIC',
    title: 'Not this battle',
    description: 'Links battle 12',
    privacy_mode: 'PUBLIC',
    primary_military_event: null,
    owner_id: 2,
    index_record_id: null,
    created: '2024-08-05T00:00:00.000Z',
    last_modified: STAMP,
  },
];
const element = (id: number, memorialId: number, value: unknown): Insertable<MemorialElementTable> => ({
  id,
  memorial_id: memorialId,
  type: 'SOURCE',
  ordinal: 1,
  owner_id: 2,
  value: JSON.stringify(value),
  created: STAMP,
  last_modified: STAMP,
});
const elements = [
  element(20, 10, { link: '/regiment/1', comment: 'The regiment' }),
  element(21, 11, { link: '/battle/1/battle-of-antietam', comment: 'The battle' }),
  element(22, 13, { link: '/battle/12', comment: 'Another battle' }),
];

/** The facts recounted in plain code over every record, to hold the SQL aggregates to. */
function bruteForceFacts(
  records: IndexRecordTable[],
  endDate: string | null,
  places: Map<number, string>,
): Omit<UnitFactsDetailDto, 'unitId'> {
  const ages = records
    .filter((r) => r.birth_year !== null && r.enlistment_year !== null)
    .map((r) => {
      const beforeBirthday =
        (r.enlistment_date?.length ?? 0) >= 10 &&
        (r.birth_date?.length ?? 0) >= 10 &&
        r.enlistment_date!.slice(5) < r.birth_date!.slice(5);
      return r.enlistment_year! - r.birth_year! - (beforeBirthday ? 1 : 0);
    })
    .sort((a, b) => a - b);
  const n = ages.length;
  const mode = <K>(keys: K[], order: (k: K) => string) => {
    const counts = new Map<K, number>();
    for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1] || (order(a[0]) < order(b[0]) ? -1 : 1))[0] ?? null;
  };
  const place = mode(
    records.map((r) => r.enlistment_place_id).filter((id): id is number => id !== null),
    (id) => places.get(id)!,
  );
  const date = mode(
    records.map((r) => r.enlistment_date).filter((d): d is string => d !== null),
    (d) => d,
  );
  const died = (r: IndexRecordTable) => casualtyIs('died', r.casualty_type);
  return {
    numberOfSoldiers: records.length,
    averageAgeAtEnlistment: n ? Math.round((ages.reduce((s, a) => s + a, 0) / n) * 10) / 10 : null,
    medianAgeAtEnlistment: n ? (n % 2 ? ages[(n - 1) / 2] : (ages[n / 2 - 1] + ages[n / 2]) / 2) : null,
    diedInWar: records.filter((r) => died(r) || (r.death_date !== null && r.death_date <= (endDate ?? '9999'))).length,
    diedInUnit: records.filter(died).length,
    woundedInUnit: records.filter((r) => casualtyIs('wounded', r.casualty_type)).length,
    prisonerOfWarWhileInRegiment: records.filter((r) => casualtyIs('prisoner', r.casualty_type)).length,
    mostCommonEnlistmentPlace: place
      ? { place: expect.objectContaining({ id: place[0], path: places.get(place[0]) }), soldiers: place[1] }
      : null,
    mostCommonEnlistmentDate: date ? { date: date[0], soldiers: date[1] } : null,
    firstEnlistmentDate:
      records
        .map((r) => r.enlistment_date)
        .filter((d): d is string => d !== null)
        .sort()[0] ?? null,
  } as Omit<UnitFactsDetailDto, 'unitId'>;
}

describe.each(backends)('regiment facts and links on %s', (backend) => {
  let t: TestDb;
  let s: TestServices;
  let records: IndexRecordTable[];
  let places: Map<number, string>;
  // Signed when sent: the services believe a header for two minutes only.
  const owner = {
    get 'x-muster-auth'() {
      return signIdentity(
        { userId: 1, accountStatus: 'annual-subscriber', roles: [], institutionId: null },
        'dev-internal-secret',
      );
    },
  };

  beforeAll(async () => {
    t = await openTestDb(backend);
    await f.seedFixtures(t.db.db, t.dataDir);
    await t.db.db.insertInto('index_records').values(extraRecords).execute();
    await t.db.db.insertInto('memorials').values(memorials).execute();
    await t.db.db.insertInto('memorial_elements').values(elements).execute();
    records = await t.db.db.selectFrom('index_records').selectAll().execute();
    places = new Map((await t.db.db.selectFrom('places').selectAll().execute()).map((p) => [p.id, p.path]));
    s = await startServices({ db: t, settings: { internalSecret: 'dev-internal-secret' } });
  });
  afterAll(async () => {
    await s.stop();
    await t.dispose();
  });

  test.each([
    ['regiment', 1, (r: IndexRecordTable) => r.regiment_id === 1],
    ['regiment', 2, (r: IndexRecordTable) => r.regiment_id === 2],
    ['company', 11, (r: IndexRecordTable) => r.company_id === 11],
    ['company', 12, (r: IndexRecordTable) => r.company_id === 12],
  ] as const)('the facts of %s %i match a count over every record', async (kind, id, belongs) => {
    const endDate =
      kind === 'regiment'
        ? (f.regiments.find((g) => g.id === id)!.end_date ?? null)
        : (f.regiments[0].end_date ?? null);
    const expected = bruteForceFacts(records.filter(belongs), endDate, places);
    const one = await s.get<UnitFactsDetailDto>(`/fold31-regiment/${kind}/${id}/facts`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ unitId: id, ...expected });
    expect(one.body.numberOfSoldiers).toBeGreaterThan(0);
  });

  test('the brute force is not trivially empty: the 20th had dead, wounded and prisoners', async () => {
    const { body } = await s.get<UnitFactsDetailDto>('/fold31-regiment/regiment/1/facts');
    expect(body.diedInUnit).toBeGreaterThan(5);
    expect(body.woundedInUnit).toBeGreaterThan(0);
    expect(body.prisonerOfWarWhileInRegiment).toBeGreaterThan(0);
    // Eight enlisted at Boston and eight in Massachusetts at large: a tie goes to the place whose path sorts first.
    expect(body.mostCommonEnlistmentPlace).toEqual({
      place: { id: 2, name: 'Massachusetts', path: 'United States,Massachusetts' },
      soldiers: 8,
    });
  });

  test('facts in batches come in request order, null for a missing unit; a missing unit alone is a 404', async () => {
    const { body } = await s.get<(UnitFactsDetailDto | null)[]>(
      `/fold31-regiment/company-facts?id=12&id=${f.fixture.missingId}&id=11`,
    );
    expect(body.map((x) => x?.unitId ?? null)).toEqual([12, null, 11]);
    expect((await s.get(`/fold31-regiment/regiment/${f.fixture.missingId}/facts`)).status).toBe(404);
    expect((await s.get('/fold31-regiment/regiment/abc/facts')).status).toBe(400);
  });

  test('a regiment lists its soldiers alphabetically, page after page, each once', async () => {
    const soldiers = records.filter((r) => r.regiment_id === 1);
    const seen: number[] = [];
    for (let offset = 0; offset < soldiers.length; offset += 7) {
      const { body } = await s.get<LinkedPageDto>(`/fold31-regiment/regiment/1/records?offset=${offset}&limit=7`);
      expect(body.totalCount).toBe(soldiers.length);
      seen.push(...body.ids);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(soldiers.map((r) => r.id).sort((a, b) => a - b));
    if (backend === 'sqlite') {
      const byName = [...soldiers].sort((a, b) =>
        a.surname < b.surname
          ? -1
          : a.surname > b.surname
            ? 1
            : a.given_name < b.given_name
              ? -1
              : a.given_name > b.given_name
                ? 1
                : a.id - b.id,
      );
      expect(seen).toEqual(byName.map((r) => r.id));
    }
  });

  test('a battle lists the soldiers of its regiments who died on its days', async () => {
    for (const battle of f.battles) {
      const fought = new Set(battle.id === 3 ? [2] : [1]);
      const expected = records
        .filter(
          (r) =>
            r.regiment_id !== null &&
            fought.has(r.regiment_id) &&
            r.death_date !== null &&
            r.death_date >= battle.start_date &&
            r.death_date <= battle.end_date,
        )
        .map((r) => r.id)
        .sort((a, b) => a - b);
      const { body } = await s.get<LinkedPageDto>(`/fold31-regiment/battle/${battle.id}/records?limit=100`);
      expect([...body.ids].sort((a, b) => a - b)).toEqual(expected);
      expect(body.totalCount).toBe(expected.length);
    }
    expect((await s.get<LinkedPageDto>('/fold31-regiment/battle/1/records')).body.totalCount).toBeGreaterThan(0);
  });

  test('memorials link through their record or a source naming the page; private ones only to their owner', async () => {
    const anonymous = await s.get<LinkedPageDto>('/fold31-regiment/regiment/1/memorials');
    // Memorial 1 (Josiah's record) and 10 (links /regiment/1); 12 is private; newest first.
    expect(anonymous.body).toEqual({ id: 1, totalCount: 2, ids: [10, 1] });
    const asOwner = await s.get<LinkedPageDto>('/fold31-regiment/regiment/1/memorials', { headers: owner });
    expect(asOwner.body.ids).toEqual([12, 10, 1]);
    // /battle/1/slug counts, /battle/12 does not; the private memorial of a soldier killed at Antietam shows to its owner.
    expect((await s.get<LinkedPageDto>('/fold31-regiment/battle/1/memorials')).body.ids).toEqual([11]);
    expect((await s.get<LinkedPageDto>('/fold31-regiment/battle/1/memorials', { headers: owner })).body.ids).toEqual([
      12, 11,
    ]);
    expect((await s.get<LinkedPageDto>('/fold31-regiment/company/11/memorials')).body.ids).toEqual([1]);
  });

  test('batches of linked pages come in request order; bad paging is refused before any query', async () => {
    const { body } = await s.get<(LinkedPageDto | null)[]>(
      `/fold31-regiment/company-records?id=12&id=${f.fixture.missingId}&id=11&limit=2`,
    );
    expect(body.map((p) => p?.id ?? null)).toEqual([12, null, 11]);
    expect(body[0]!.ids).toHaveLength(2);
    expect((await s.get(`/fold31-regiment/battle/${f.fixture.missingId}/records`)).status).toBe(404);
    expect((await s.get('/fold31-regiment/regiment/1/records?limit=0')).status).toBe(400);
    expect((await s.get('/fold31-regiment/regiment/1/records?limit=101')).status).toBe(400);
    expect((await s.get('/fold31-regiment/regiment/1/records?offset=-1')).status).toBe(400);
    // The gateway's connections walk a list to its end: no window of 10,000 (docs/decisions/paging.md).
    const far = await s.get<LinkedPageDto>('/fold31-regiment/regiment/1/records?offset=9950&limit=100');
    expect(far.status).toBe(200);
    expect(far.body.ids).toEqual([]);
  });

  test('regiments and companies carry every field of §3.7 the data holds', async () => {
    const { body: regiment } = await s.get<RegimentDto>('/fold31-regiment/regiment/1');
    expect(regiment).toMatchObject({ types: ['MILITARY_UNIT', 'REGIMENT'], place: { id: 2, name: 'Massachusetts' } });
    expect(regiment.events.map((e) => e.kind)).toEqual(['ORGANIZED', 'BATTLE', 'BATTLE', 'MUSTERED_OUT']);
    expect(regiment.events[1]).toMatchObject({ title: 'Battle of Antietam', battleId: 1, startDate: '1862-09-17' });
    const { body: profile } = await s.get<RegimentProfileDto>('/fold31-regiment/regiment/1/profile');
    expect(profile).toMatchObject({
      regimentId: 1,
      provider: f.publications[0].provider,
      aliases: ['20th Massachusetts Infantry', '20th Mass. Inf.', '20th Mass. Vol. Inf.'],
    });
    // The widows' pension cards name the regiment too.
    expect(profile.imageIds).toEqual([101, 102, 103, 104, 201]);
    const batch = await s.get<(RegimentProfileDto | null)[]>(
      `/fold31-regiment/regiment-profiles?id=2&id=${f.fixture.missingId}`,
    );
    expect(batch.body.map((p) => p?.regimentId ?? null)).toEqual([2, null]);
    expect((await s.get(`/fold31-regiment/regiment/${f.fixture.missingId}/profile`)).status).toBe(404);
    const { body: company } = await s.get<CompanyDto>('/fold31-regiment/company/11');
    expect(company).toMatchObject({
      startPlace: 'Readville, Massachusetts',
      battleIds: [1, 2],
      siblingIds: [12],
      aliases: ['20th Massachusetts Infantry', '20th Mass. Vol. Inf.', 'Co. A, 20th Mass. Inf.'],
    });
  });
});
