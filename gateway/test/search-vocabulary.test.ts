import { rebuildSearchIndex } from '@muster/services/search';
import { fixture } from '@muster/testkit/fixtures';
import { useStack } from '@muster/testkit';
import { Browser, SIGN_IN, setPassword } from './accounts-helpers';

/**
 * Issue 14 point 7: the search vocabulary is typed. `searchFields` and `facetTypes` describe every value of the
 * enums, and every field `searchFields` lists finds a record by its value (asked as a subscriber, who may view
 * every field of the fixture's records).
 */
const stack = useStack({ gateway: { warmCache: false } });
const subscriber = new Browser('');
const basic = new Browser('');
const PASSWORD = 'Vocabulary-Test-1862';

beforeAll(async () => {
  // The fixture's records have no enlistment or death place, nor the catalogue's rarer fields; Josiah's are given
  // them so those fields find him (his gender is written M: the index reads it as Male).
  await stack.db.db
    .updateTable('index_records')
    .set({
      enlistment_place_id: 7,
      death_place_id: 9,
      race: 'White',
      award: 'Medal of Honor',
      death_cause: 'Gunshot Wound',
      rank_enlistment: 'Private',
      rank_discharge: 'Corporal',
      discharge_date: '1863-05-01',
      theater: 'Eastern Theater',
      burial_date: '1863-05-20',
      burial_place_id: 4,
    })
    .where('id', '=', fixture.josiahRecordId)
    .execute();
  await rebuildSearchIndex(stack.db.db);
  await setPassword(stack.db.db, fixture.user.id, PASSWORD);
  const { body } = await subscriber.at(stack.url).gql(SIGN_IN, { username: fixture.user.username, password: PASSWORD });
  expect(body.errors).toBeUndefined();
  // User 2 is a Basic (registered, non-subscribing) member.
  await setPassword(stack.db.db, 2, PASSWORD);
  const user2 = await stack.db.db.selectFrom('users').select('username').where('id', '=', 2).executeTakeFirstOrThrow();
  const signedIn = await basic.at(stack.url).gql(SIGN_IN, { username: user2.username, password: PASSWORD });
  expect(signedIn.body.errors).toBeUndefined();
});

const VOCABULARY = `{
  searchFields { field specType label matchKinds nameMatches takesYearRange }
  facetTypes { type specType label }
}`;

type FieldInfo = { field: string; specType: string; label: string; matchKinds: string[]; nameMatches: string[] };

/** A value of Josiah Whitcomb's record (fixture soldier 1) in each searchable field. */
const JOSIAH: Record<string, string> = {
  FULL_NAME: 'Josiah Whitcomb',
  GIVEN_NAME: 'Josiah',
  SURNAME: 'Whitcomb',
  DATE: '1838',
  BIRTH_DATE: '1838',
  ENLISTMENT_DATE: '1861',
  DEATH_DATE: '1862',
  PLACE: 'Boston',
  BIRTH_PLACE: 'Boston',
  RESIDENCE_PLACE: 'Boston',
  ENLISTMENT_PLACE: 'Columbus',
  DEATH_PLACE: 'Cork',
  SERVICE_NUMBER: '',
  RANK: 'Private',
  SERVICE_BRANCH: 'Army',
  CONFLICT: 'Civil War',
  GENDER: 'Male',
  RACE: 'White',
  CASUALTY_TYPE: 'Killed in Action',
  AWARD: 'Medal of Honor',
  DEATH_CAUSE: 'Gunshot Wound',
  ENLISTMENT_RANK: 'Private',
  DISCHARGE_RANK: 'Corporal',
  SERVICE_START_DATE: '1861',
  SERVICE_END_DATE: '1863',
  THEATER: 'Eastern',
  BURIAL_DATE: '1863',
  BURIAL_PLACE: 'Boston',
};

describe('the search vocabulary', () => {
  test('searchFields and facetTypes describe every value with its label and spec name', async () => {
    const { body } = await stack.gql(VOCABULARY);
    expect(body.errors).toBeUndefined();
    const fields = body.data.searchFields as FieldInfo[];
    expect(fields.map((f) => f.field).sort()).toEqual(Object.keys(JOSIAH).sort());
    expect(fields.find((f) => f.field === 'SURNAME')).toEqual({
      field: 'SURNAME',
      specType: 'full-name.surname',
      label: 'Last name',
      matchKinds: ['EXACT', 'PREFIX', 'WILDCARD', 'SOUNDEX', 'PHONETIC'],
      nameMatches: ['EXACT', 'WILDCARD', 'SOUNDEX', 'PHONETIC', 'SOUNDS_LIKE', 'EXACT_THEN_SOUNDS_LIKE'],
      takesYearRange: false,
    });
    expect(fields.find((f) => f.field === 'BIRTH_DATE')).toMatchObject({ takesYearRange: true, nameMatches: [] });
    expect(body.data.facetTypes).toContainEqual({ type: 'CONFLICT', specType: 'military.conflict', label: 'Conflict' });
    expect(body.data.facetTypes).toHaveLength(21);
  });

  test('every listed field finds a record by its value, and reports the match under the field', async () => {
    const { body } = await stack.gql(VOCABULARY);
    const fields = body.data.searchFields as FieldInfo[];
    const serviceNumbered = await stack.db.db
      .selectFrom('index_records')
      .select(['id', 'service_number'])
      .where('service_number', 'is not', null)
      .executeTakeFirstOrThrow();
    for (const { field, specType } of fields) {
      const value = field === 'SERVICE_NUMBER' ? serviceNumbered.service_number! : JOSIAH[field];
      const expected = field === 'SERVICE_NUMBER' ? serviceNumbered.id : fixture.josiahRecordId;
      const { body: found } = await subscriber.gql(
        `query($type: SearchField!, $text: String!) {
          search(query: { fieldedKeywords: [{ type: $type, texts: [$text] }], facetRequests: [] }) {
            hits { doc { id } matches { field } }
          }
        }`,
        { type: field, text: value },
      );
      expect({ field, errors: found.errors }).toEqual({ field, errors: undefined });
      const hit = found.data.search.hits.find((h: { doc: { id: string } }) => h.doc.id === `INDEX_RECORD:${expected}`);
      expect({ field, found: hit !== undefined }).toEqual({ field, found: true });
      // A field over several (full-name, date, place) reports the one that matched (surname, birth year…).
      const matched = hit.matches.some(
        (m: { field: string }) => m.field === specType || m.field.startsWith(`${specType}.`),
      );
      if (field !== 'FULL_NAME') expect({ field, matched }).toEqual({ field, matched: true });
    }
  });

  test('a value a closed field does not take, or a field the schema does not name, is BAD_USER_INPUT', async () => {
    const ask = (type: string, text: string) =>
      subscriber.gql(
        `query($type: SearchField!, $text: String!) {
          search(query: { fieldedKeywords: [{ type: $type, texts: [$text] }] }) { totalCount }
        }`,
        { type, text },
      );
    for (const [type, text] of [
      ['GENDER', 'Robot'],
      ['NO_SUCH_FIELD', 'Male'],
      ['SERVICE_END_DATE', 'last spring'],
    ]) {
      const { body } = await ask(type, text);
      expect({ type, data: body.data ?? null, code: body.errors?.[0]?.extensions?.code }).toEqual({
        type,
        data: null,
        code: 'BAD_USER_INPUT',
      });
    }
    // Every spelling of a gender the records use finds the same records.
    const totals = await Promise.all(['Female', 'female', 'F'].map(async (t) => (await ask('GENDER', t)).body));
    expect(totals.map((b) => b.data.search.totalCount)).toEqual([4, 4, 4]);
  });

  test("the record page's new fields: the subscriber reads them, a Basic member and a visitor get null", async () => {
    const RECORD = `query($id: ID!) {
      node(id: $id) {
        ... on IndexRecord {
          award deathCause enlistmentRank dischargeRank theater burialDate burialPlace { label }
        }
      }
    }`;
    const id = `INDEX_RECORD:${fixture.josiahRecordId}`;
    const seen = (await subscriber.gql(RECORD, { id })).body;
    expect(seen.data.node).toEqual({
      award: 'Medal of Honor',
      deathCause: 'Gunshot Wound',
      enlistmentRank: 'Private',
      dischargeRank: 'Corporal',
      theater: 'Eastern Theater',
      burialDate: '1863-05-20',
      burialPlace: { label: expect.stringContaining('Boston') },
    });
    const blank = {
      award: null,
      deathCause: null,
      enlistmentRank: null,
      dischargeRank: null,
      theater: null,
      burialDate: null,
      burialPlace: null,
    };
    expect((await basic.gql(RECORD, { id })).body.data.node).toEqual(blank);
    expect((await stack.gql(RECORD, { id })).body.data.node).toEqual(blank);
  });

  test('facets report their type as the enum, and filters take it', async () => {
    const { body } = await stack.gql(`{
      search(query: { filters: [{ type: CONFLICT, values: [{ value: "World War I" }] }], facetRequests: [{ type: CONFLICT }], maxCount: 0 }) {
        total facets { type values { value count } }
      }
    }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.search.facets).toEqual([
      { type: 'CONFLICT', values: [{ value: 'World War I', count: body.data.search.total }] },
    ]);
  });
});
