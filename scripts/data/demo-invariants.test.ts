import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { type Database, migrateToLatest, openDb } from '@muster/services/db';
import { search } from '@muster/services/search';
import { conflicts } from './curated/conflicts';
import { states } from './curated/places';
import { generate } from './generate';

/**
 * Issue 16 point 12: the demo set `npm start` writes is believable to a genealogist. Generated once at the demo
 * size (without scans), then each invariant is a query that lists the rows breaking it, so a failure names them.
 */
let handle: ReturnType<typeof openDb>;
let db: Kysely<Database>;

beforeAll(async () => {
  handle = openDb({ sqliteFile: ':memory:' });
  db = handle.db;
  await migrateToLatest(db);
  await generate({ db, dataDir: path.join(os.tmpdir(), 'muster-demo-invariants'), size: 'demo', render: false });
}, 180_000);
afterAll(() => handle?.close());

const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows;

describe('the demo data set', () => {
  test('a unit is named after a state, a regiment, a ship or a division, never after a browse value', async () => {
    const units = await rows<{ unit: string }>(sql`SELECT DISTINCT unit FROM index_records WHERE unit IS NOT NULL`);
    expect(units.length).toBeGreaterThan(50);
    const stateNames = new Set(states.map((s) => s.name));
    // "Co. D, 57th Ohio Infantry": the words between the number and the arm are a state.
    const odd = units
      .map((u) => u.unit)
      .filter((unit) => {
        if (/Cemetery|Board|Section|Plot|Panel|Surname|Regular Army/.test(unit)) return true;
        const m = /^Co\. [A-Z], \d+(?:st|nd|rd|th) (.+) (?:Infantry|Cavalry|Volunteers)$/.exec(unit);
        return m !== null && !['U.S.', 'U.S. Volunteer'].includes(m[1]) && !stateNames.has(m[1]);
      });
    expect(odd).toEqual([]);
  });

  test('a publication naming an arm (Cavalry) holds only men of that arm', async () => {
    const strays = await rows<{ title: string; unit: string }>(sql`
      SELECT DISTINCT p.title, r.unit FROM index_records r JOIN publications p ON p.id = r.publication_id
      WHERE (p.title LIKE '%Cavalry%' AND r.unit NOT LIKE '%Cavalry%')
         OR (p.title LIKE '%Infantry%' AND r.unit NOT LIKE '%Infantry%')`);
    expect(strays).toEqual([]);
  });

  test('one branch name per real service: U.S. for the Union, Confederate States for the Confederacy', async () => {
    const branches = await rows<{ branch: string }>(sql`
      SELECT branch FROM index_records UNION SELECT branch FROM regiments`);
    const names = branches.map((b) => b.branch);
    expect(names.filter((b) => ['Army', 'Navy', 'Marine Corps', 'Volunteers'].includes(b))).toEqual([]);
    expect(names).toEqual(expect.arrayContaining(['U.S. Army', 'U.S. Volunteers', 'Confederate States Army']));
    const crossed = await rows<{ title: string; branch: string }>(sql`
      SELECT DISTINCT p.title, r.branch FROM index_records r JOIN publications p ON p.id = r.publication_id
      WHERE (p.title LIKE '%Confederate%' AND r.branch NOT LIKE 'Confederate States%')
         OR (p.title LIKE '%Union%' AND r.branch LIKE 'Confederate%')`);
    expect(crossed).toEqual([]);
  });

  test('the branch facet counts each service once, as the index holds it', async () => {
    const results = await search(db, {
      facetRequests: [{ type: 'military.service.branch', maxCount: 50 }],
      offset: 0,
      maxCount: 0,
    });
    const values = results.facets[0].values.map((v) => v.value);
    expect(values).toEqual(expect.arrayContaining(['U.S. Army', 'Confederate States Army', 'U.S. Volunteers']));
    expect(values.filter((v) => ['Army', 'Volunteers', 'Navy'].includes(v))).toEqual([]);
  });

  test('a man dies within his war, after he enlisted, and is discharged and buried after that', async () => {
    const bounds = sql.join(
      conflicts.map((c) => sql`SELECT ${c.name} AS name, ${c.start} AS start, ${c.end} AS "end"`),
      sql` UNION ALL `,
    );
    const broken = await rows<{ id: number }>(sql`
      WITH c AS (${bounds})
      SELECT r.id, r.conflict, r.enlistment_date, r.death_date, r.discharge_date, r.burial_date
      FROM index_records r JOIN c ON c.name = r.conflict
      WHERE r.death_date < c.start OR r.death_date > c."end" OR r.death_date < r.enlistment_date
         OR r.discharge_date < r.enlistment_date OR r.enlistment_date > c."end"
         OR r.burial_date < r.death_date OR r.birth_date >= r.enlistment_date
      LIMIT 20`);
    expect(broken).toEqual([]);
    const counted = await rows<{ died: number }>(
      sql`SELECT count(*) AS died FROM index_records WHERE death_date IS NOT NULL`,
    );
    expect(Number(counted[0].died)).toBeGreaterThan(1000);
  });

  test('nobody is called "Harry Harry": given, middle and surname differ', async () => {
    const same = await rows<{ full_name: string }>(sql`
      SELECT full_name FROM index_records WHERE given_name = surname OR middle_name = given_name OR middle_name = surname
      LIMIT 20`);
    expect(same).toEqual([]);
    // The women of these records were nurses, with women's middle names and no Jr.
    const women = await rows<{ full_name: string; unit: string }>(sql`
      SELECT full_name, unit FROM index_records
      WHERE gender = 'Female' AND (unit NOT LIKE '%Nurse Corps' OR name_suffix IS NOT NULL OR company_id IS NOT NULL
        OR rank_enlistment <> rank)`);
    expect(women).toEqual([]);
  });

  test('a battle that lists units lists at least two, and every company holds records', async () => {
    const lonely = await rows<{ name: string }>(sql`
      SELECT b.name FROM battles b JOIN regiment_battles rb ON rb.battle_id = b.id GROUP BY b.id, b.name
      HAVING count(*) < 2`);
    expect(lonely).toEqual([]);
    const empty = await rows<{ name: string }>(sql`
      SELECT c.name FROM companies c WHERE NOT EXISTS (SELECT 1 FROM index_records r WHERE r.company_id = c.id)`);
    expect(empty).toEqual([]);
    const companies = await rows<{ n: number }>(sql`SELECT count(*) AS n FROM companies`);
    expect(Number(companies[0].n)).toBeGreaterThan(20);
  });

  test("the catalogue's rarer fields are filled where such records hold them", async () => {
    const filled = await rows<Record<string, number>>(sql`
      SELECT count(award) AS award, count(death_cause) AS death_cause, count(rank_enlistment) AS rank_enlistment,
        count(rank_discharge) AS rank_discharge, count(theater) AS theater, count(burial_date) AS burial_date,
        count(burial_place_id) AS burial_place, sum(CASE WHEN gender = 'Female' THEN 1 ELSE 0 END) AS women
      FROM index_records`);
    for (const [field, n] of Object.entries(filled[0])) expect([field, Number(n) > 10]).toEqual([field, true]);
    // A man who died in service was not discharged, and has a cause of death.
    const contradictions = await rows<{ id: number }>(sql`
      SELECT id FROM index_records WHERE (death_date IS NOT NULL AND rank_discharge IS NOT NULL)
        OR (casualty_type IS NOT NULL AND death_cause IS NULL AND casualty_type <> 'Wounded') LIMIT 10`);
    expect(contradictions).toEqual([]);
  });

  test("a memorial's portrait is its own person's: two different people never share one", async () => {
    const covers = await rows<{ person: number; portrait: number }>(sql`
      SELECT DISTINCT m.index_record_id AS person, json_extract(e.value, '$.reference.objectId') AS portrait
      FROM memorials m JOIN memorial_elements e ON e.memorial_id = m.id AND e.type = 'COVER_IMAGE'
      JOIN images i ON i.id = json_extract(e.value, '$.reference.objectId') AND i.hand = 'photo'
      WHERE m.index_record_id IS NOT NULL`);
    expect(covers.length).toBeGreaterThan(20);
    const people = new Map<number, Set<number>>();
    for (const { person, portrait } of covers) people.set(portrait, (people.get(portrait) ?? new Set()).add(person));
    expect([...people].filter(([, who]) => who.size > 1)).toEqual([]);
  });
});
