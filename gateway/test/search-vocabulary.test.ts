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
const PASSWORD = 'Vocabulary-Test-1862';

beforeAll(async () => {
  // The fixture's records have no enlistment or death place; Josiah's are given one so those fields find him.
  await stack.db.db
    .updateTable('index_records')
    .set({ enlistment_place_id: 7, death_place_id: 9 })
    .where('id', '=', fixture.josiahRecordId)
    .execute();
  await rebuildSearchIndex(stack.db.db);
  await setPassword(stack.db.db, fixture.user.id, PASSWORD);
  const { body } = await subscriber.at(stack.url).gql(SIGN_IN, { username: fixture.user.username, password: PASSWORD });
  expect(body.errors).toBeUndefined();
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
