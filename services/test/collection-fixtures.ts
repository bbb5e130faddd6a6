import type { Insertable, Kysely } from 'kysely';
import type { Database, MemorialElementTable, MemorialTable } from '../src/db/database';

const STAMP = '2024-09-01T00:00:00.000Z';
const svg = (label: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>${label}</title></svg>`;

/** The honor wall's people: [memorial id, title, conflict, privacy, image id]. Ids start past the shared fixture's. */
export const honored: [number, string, string | null, string, number][] = [
  [50, 'Abner Whitcomb', 'Civil War', 'PUBLIC', 101],
  [51, 'Benjamin Hartwell', 'Civil War', 'PUBLIC', 102],
  [52, 'Caleb Sullivan', 'Civil War', 'PUBLIC', 103],
  [53, 'Daniel Fairbanks', 'Civil War', 'PRIVATE', 104],
  [54, 'Edward Kowalski', 'World War I', 'PUBLIC', 301],
  [55, 'Frank Muller', 'World War I', 'PUBLIC', 302],
  [56, 'George 100% Wheeler', 'Civil War', 'PUBLIC', 202],
  [57, 'Hiram Whitaker', null, 'PUBLIC', 201],
];

/**
 * Collections, partners and honor images over the shared fixture (services/test/fixtures.ts), whose three
 * publications are all from 'National Archives': two Civil War (1, 2) and one World War I (3).
 */
export async function seedCollections(db: Kysely<Database>): Promise<void> {
  const collection = (id: number, slug: string, title: string, kind: string, conflict: string | null) =>
    ({ id, slug, title, kind, conflict, description: `About ${title}.`, ordinal: id, icon_svg: svg(`${slug} icon`), background_svg: svg(`${slug} background`) });
  await db.insertInto('title_collections').values([
    collection(1, 'us-civil-war', 'Civil War', 'CONFLICT', 'Civil War'),
    collection(2, 'us-world-war-i', 'World War I', 'CONFLICT', 'World War I'),
    collection(3, 'draft-registrations', 'Draft Registrations', 'TITLE', null),
  ]).execute();
  await db.insertInto('title_collection_publications').values([
    { collection_id: 1, publication_id: 2, ordinal: 0 }, { collection_id: 1, publication_id: 1, ordinal: 1 },
    { collection_id: 2, publication_id: 3, ordinal: 0 }, { collection_id: 3, publication_id: 3, ordinal: 0 },
  ]).execute();
  await db.insertInto('partners').values([
    { id: 1, slug: 'national-archives', name: 'National Archives', description: 'The federal records.', website: 'https://www.archives.gov', icon_svg: svg('na icon'), background_svg: svg('na background') },
    { id: 2, slug: 'library-of-virginia', name: 'Library of Virginia', description: 'No publications here yet.', website: null, icon_svg: svg('lva icon'), background_svg: svg('lva background') },
  ]).execute();
  const memorials: Insertable<MemorialTable>[] = honored.map(([id, title, conflict, privacy]) => ({
    id, type: 'SERVICEPERSON', title, description: `${title}.`, privacy_mode: privacy, primary_military_event: conflict, owner_id: 1, index_record_id: null,
    created: `2024-09-${String(id - 40).padStart(2, '0')}T00:00:00.000Z`, last_modified: STAMP,
  }));
  const elements: Insertable<MemorialElementTable>[] = honored.flatMap(([id, title, , , imageId]) => [
    { id: id * 10, memorial_id: id, type: 'HONOR_IMAGE', ordinal: 1, owner_id: 1, value: JSON.stringify({ reference: { contentType: 'IMAGE', objectId: imageId }, rect: { x: 0, y: 0, w: 100, h: 100 } }), created: STAMP, last_modified: STAMP },
    ...(id % 2 === 0 ? [{ id: id * 10 + 1, memorial_id: id, type: 'STORY', ordinal: 2, owner_id: 1, value: JSON.stringify({ title: `${title}'s war`, content: 'He served.', dateText: '', placeText: '' }), created: STAMP, last_modified: STAMP }] : []),
  ]);
  await db.insertInto('memorials').values(memorials).execute();
  await db.insertInto('memorial_elements').values(elements).execute();
}
