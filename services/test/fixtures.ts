import fs from 'node:fs';
import path from 'node:path';
import type { Insertable, Kysely } from 'kysely';
import sharp from 'sharp';
import type {
  BattleTable, CompanyTable, Database, ImageTable, IndexRecordTable, MemorialElementTable, MemorialTable, PlaceTable,
  PublicationTable, RegimentTable, RollTable, SubImageTable, UserTable,
} from '../src/db/database';
import { rebuildSearchIndex } from '../src/search/index-build';

/**
 * A small, hand-made archive: three publications (SUBSCRIBER, PUBLIC, REGISTERED), four rolls, eight scanned
 * pages with real JPEG files, thirty soldiers, two regiments with companies, three battles, two memorials and
 * two users. Tests assert on the exported ids and names rather than repeating literals.
 */
const STAMP = '2024-03-01T12:00:00.000Z';
const LATER = '2024-06-15T09:30:00.000Z';

export const fixture = {
  surname: 'Whitcomb',
  /** Josiah Whitcomb, 20th Massachusetts, killed at Antietam; the subject of memorial 1. */
  josiahRecordId: 1,
  publications: { serviceRecords: 1, pensions: 2, draftCards: 3 },
  rolls: { companyA: 11, companyB: 12, pensionW: 21, franklin: 31 },
  /** Image 101 is the first page of roll 11; 102 and 103 follow it. */
  images: { first: 101, second: 102, third: 103, pensionCard: 201, draftCard: 301 },
  subImageId: 1001,
  imageSize: { width: 600, height: 900 },
  regimentId: 1,
  companyIds: [11, 12],
  battleIds: [1, 2, 3],
  memorialId: 1,
  topicMemorialId: 2,
  user: { id: 1, username: 'hwhitcomb' },
  /** An id no table uses. */
  missingId: 987654,
};

export const publications: Insertable<PublicationTable>[] = [
  pub(1, 'Civil War Service Records (Union) - Massachusetts', 'Service Records', 'Compiled Service Record', 'Civil War', 'SUBSCRIBER', 1, ['State', 'Regiment', 'Company']),
  pub(2, 'Civil War Pension Index Cards', 'Pension Files', 'Pension Index Card', 'Civil War', 'PUBLIC', 0, ['State', 'Surname']),
  pub(3, 'WWI Draft Registration Cards', 'Draft Registrations', 'Draft Card', 'World War I', 'REGISTERED', 0, ['State', 'County']),
];

export const rolls: Insertable<RollTable>[] = [
  roll(11, 1, 'Company A', ['Massachusetts', '20th Infantry', 'Company A']),
  roll(12, 1, 'Company B', ['Massachusetts', '20th Infantry', 'Company B']),
  roll(21, 2, 'Surnames W', ['Massachusetts', 'W']),
  roll(31, 3, 'Franklin County', ['Ohio', 'Franklin']),
];

export const images: Insertable<ImageTable>[] = [
  image(101, 1, 11, 1, 'Company A muster roll, page 1', 'Muster roll of Company A, 20th Regiment Massachusetts Volunteer Infantry. Private Josiah Whitcomb, enlisted at Boston, July 1861.'),
  image(102, 1, 11, 2, 'Company A muster roll, page 2', 'Private Daniel Sullivan, Private Thomas Hartwell, present for duty. Camp near Poolesville, Maryland.'),
  image(103, 1, 11, 3, 'Company A casualty list', 'Killed at Antietam, September 17, 1862: Whitcomb, Josiah; Baker, Samuel. Wounded: Sullivan, Patrick.'),
  image(104, 1, 12, 1, 'Company B muster roll, page 1', 'Company B, recruited at Nantucket. Private Edward Fairbanks, Private John O\'Brien.'),
  image(201, 2, 21, 1, 'Pension card: Whitcomb, Mary (widow)', 'Widow\'s pension: Mary Whitcomb, widow of Josiah Whitcomb, Co. A, 20th Mass. Inf. Filed 1863.'),
  image(202, 2, 21, 2, 'Pension card: Wheeler, Amos', 'Invalid pension: Amos Wheeler, U.S. Navy, USS Kearsarge. Filed 1866.'),
  image(301, 3, 31, 1, 'Draft card: Kowalski, Stanley', 'Registration card. Stanley Kowalski, Columbus, Ohio. Born 1895, Cleveland. Occupation: machinist.'),
  image(302, 3, 31, 2, 'Draft card: Muller, Franz', 'Registration card. Franz Müller, Columbus, Ohio. Born 1890, Bavaria. Occupation: brewer.'),
];

export const subImages: Insertable<SubImageTable>[] = [{ id: 1001, image_id: 201, ordinal: 1, title: 'Mary Whitcomb card', x: 50, y: 60, w: 300, h: 200 }];

export const places: Insertable<PlaceTable>[] = [
  { id: 1, parent_id: null, name: 'United States', level: 'country', path: 'United States' },
  { id: 2, parent_id: 1, name: 'Massachusetts', level: 'state', path: 'United States,Massachusetts' },
  { id: 3, parent_id: 2, name: 'Suffolk', level: 'county', path: 'United States,Massachusetts,Suffolk' },
  { id: 4, parent_id: 3, name: 'Boston', level: 'city', path: 'United States,Massachusetts,Suffolk,Boston' },
  { id: 5, parent_id: 1, name: 'Ohio', level: 'state', path: 'United States,Ohio' },
  { id: 6, parent_id: 5, name: 'Franklin', level: 'county', path: 'United States,Ohio,Franklin' },
  { id: 7, parent_id: 6, name: 'Columbus', level: 'city', path: 'United States,Ohio,Franklin,Columbus' },
  { id: 8, parent_id: null, name: 'Ireland', level: 'country', path: 'Ireland' },
  { id: 9, parent_id: 8, name: 'Cork', level: 'county', path: 'Ireland,Cork' },
];

// [id, publication, image, given, surname, birth year, enlistment year, residence place, branch, rank, casualty, regiment, company]
type Soldier = [number, number, number, string, string, number | null, number | null, number | null, string, string, string | null, number | null, number | null];
const soldiers: Soldier[] = [
  [1, 1, 101, 'Josiah', 'Whitcomb', 1838, 1861, 4, 'Army', 'Private', 'Killed in Action', 1, 11],
  [2, 1, 101, 'Eli', 'Whitcomb', 1841, 1861, 4, 'Army', 'Corporal', null, 1, 11],
  [3, 1, 102, 'Daniel', 'Sullivan', 1835, 1861, 4, 'Army', 'Private', 'Died of Disease', 1, 11],
  [4, 1, 102, 'Thomas', 'Hartwell', 1840, 1861, 3, 'Army', 'Sergeant', null, 1, 11],
  [5, 1, 103, 'Samuel', 'Baker', 1843, 1862, 4, 'Army', 'Private', 'Killed in Action', 1, 11],
  [6, 1, 103, 'Patrick', 'Sullivan', 1839, 1861, 9, 'Army', 'Private', 'Wounded', 1, 11],
  [7, 1, 104, 'Edward', 'Fairbanks', 1842, 1861, 2, 'Army', 'Private', null, 1, 12],
  [8, 1, 104, 'John', "O'Brien", 1836, 1862, 9, 'Army', 'Private', 'Died of Disease', 1, 12],
  [9, 1, 104, 'Henry', 'Hartwell', 1844, 1862, 2, 'Army', 'Private', null, 1, 12],
  [10, 1, 104, 'George', 'Baker', 1830, 1861, 2, 'Army', 'Captain', null, 1, 12],
  [11, 1, 103, 'Michael', "O'Brien", 1841, 1861, 8, 'Army', 'Private', 'Killed in Action', 1, 11],
  [12, 1, 101, 'Abner', 'Whitcomb', null, 1861, 4, 'Army', 'Musician', null, 1, 11],
  [13, 2, 201, 'Mary', 'Whitcomb', 1840, null, 4, 'Army', 'Widow', null, 1, 11],
  [14, 2, 202, 'Amos', 'Wheeler', 1838, 1861, 2, 'Navy', 'Seaman', null, null, null],
  [15, 2, 202, 'Cyrus', 'Baker', 1837, 1862, 3, 'Navy', 'Landsman', null, null, null],
  [16, 2, 201, 'Bridget', 'Sullivan', 1839, null, 9, 'Army', 'Widow', null, 1, 11],
  [17, 2, 202, 'Horace', 'Fairbanks', 1833, 1861, 2, 'Marine Corps', 'Private', null, null, null],
  [18, 2, 201, 'Lucy', 'Hartwell', 1842, null, 3, 'Army', 'Widow', null, 1, 12],
  [19, 2, 202, 'Walter', 'Baker', 1845, 1863, null, 'Navy', 'Seaman', null, null, null],
  [20, 2, 201, 'Nora', "O'Brien", 1838, null, 8, 'Army', 'Widow', null, 1, 12],
  [21, 3, 301, 'Stanley', 'Kowalski', 1895, 1917, 7, 'Army', 'Private', null, 2, null],
  [22, 3, 301, 'Joseph', 'Kowalski', 1893, 1917, 7, 'Army', 'Private', 'Killed in Action', 2, null],
  [23, 3, 302, 'Franz', 'Müller', 1890, 1917, 7, 'Army', 'Corporal', null, 2, null],
  [24, 3, 302, 'Karl', 'Müller', 1894, 1918, 6, 'Army', 'Private', null, 2, null],
  [25, 3, 301, 'Walter', 'Whitcomb', 1896, 1917, 5, 'Army', 'Sergeant', 'Died of Disease', 2, null],
  [26, 3, 302, 'Frank', 'Sullivan', 1891, 1918, 6, 'Navy', 'Seaman', null, null, null],
  [27, 3, 301, 'Anthony', 'Kowalski', 1897, 1918, 7, 'Army', 'Private', null, 2, null],
  [28, 3, 302, 'Raymond', 'Hartwell', 1892, 1917, 5, 'Army', 'Lieutenant', null, 2, null],
  [29, 3, 302, 'Peter', 'Baker', 1894, null, 7, 'Army', 'Private', null, null, null],
  [30, 3, 301, 'Sean', "O'Brien", 1895, 1917, 9, 'Army', 'Private', null, 2, null],
];

export const indexRecords: Insertable<IndexRecordTable>[] = soldiers.map(([id, publication, imageId, given, surname, birth, enlisted, placeId, branch, rank, casualty, regiment, company]) => {
  const conflict = publication === 3 ? 'World War I' : 'Civil War';
  return {
    id, publication_id: publication, image_id: imageId, sub_image_id: id === 13 ? 1001 : null,
    title: `${given} ${surname}`, given_name: given, middle_name: null, surname, name_suffix: null, full_name: `${given} ${surname}`,
    gender: ['Mary', 'Bridget', 'Lucy', 'Nora'].includes(given) ? 'F' : 'M', race: null,
    birth_date: birth ? String(birth) : null, birth_year: birth, birth_place_id: placeId, residence_place_id: placeId,
    enlistment_date: enlisted ? `${enlisted}-07-${String(10 + (id % 18)).padStart(2, '0')}` : null, enlistment_year: enlisted,
    enlistment_place_id: null, discharge_date: null, death_date: casualty && casualty !== 'Wounded' ? `${(enlisted ?? 1862) + 1}` : null,
    death_year: casualty && casualty !== 'Wounded' ? (enlisted ?? 1862) + 1 : null, death_place_id: null,
    conflict, branch, rank, unit: regiment === 1 ? '20th Massachusetts Infantry' : regiment === 2 ? '166th Infantry' : null,
    regiment_id: regiment, company_id: company, service_number: publication === 3 ? `${1000 + id}` : null,
    casualty_type: casualty, created: STAMP, last_modified: id % 5 === 0 ? LATER : STAMP,
  };
});

export const regiments: Insertable<RegimentTable>[] = [
  { id: 1, name: '20th Massachusetts Volunteer Infantry', sub_type: 'REGIMENT', branch: 'Army', side: 'Union', conflict: 'Civil War', state: 'Massachusetts', place_id: 2, start_place: 'Readville, Massachusetts', end_place: 'Boston, Massachusetts', start_date: '1861-07-18', end_date: '1865-07-16', nicknames: JSON.stringify(['The Harvard Regiment']), history: 'Raised in the summer of 1861, the regiment fought at Ball\'s Bluff, Antietam and Fredericksburg.', leaders: JSON.stringify(['Col. William R. Lee', 'Col. Paul J. Revere']) },
  { id: 2, name: '166th Infantry Regiment', sub_type: 'REGIMENT', branch: 'Army', side: 'Allied', conflict: 'World War I', state: 'Ohio', place_id: 5, start_place: 'Columbus, Ohio', end_place: null, start_date: '1917-08-15', end_date: '1919-05-01', nicknames: JSON.stringify(['Rainbow Division Ohioans']), history: 'Part of the 42nd Rainbow Division; fought in the Meuse-Argonne offensive.', leaders: JSON.stringify(['Col. Benson W. Hough']) },
];

export const companies: Insertable<CompanyTable>[] = [
  { id: 11, regiment_id: 1, name: 'Company A', letter: 'A', side: 'Union', history: 'Recruited in Boston.', leaders: JSON.stringify(['Capt. Henry L. Abbott']) },
  { id: 12, regiment_id: 1, name: 'Company B', letter: 'B', side: 'Union', history: 'Recruited on Nantucket.', leaders: JSON.stringify([]) },
];

export const battles: Insertable<BattleTable>[] = [
  { id: 1, name: 'Battle of Antietam', sub_type: 'BATTLE', conflict: 'Civil War', start_date: '1862-09-17', end_date: '1862-09-17', place: 'Sharpsburg, Maryland', latitude: 39.4734, longitude: -77.7444, outcome: 'Union strategic victory', description: 'The bloodiest single day of the war, fought along Antietam Creek.' },
  { id: 2, name: 'Battle of Fredericksburg', sub_type: 'BATTLE', conflict: 'Civil War', start_date: '1862-12-11', end_date: '1862-12-15', place: 'Fredericksburg, Virginia', latitude: 38.3032, longitude: -77.4605, outcome: 'Confederate victory', description: 'Union assaults on Marye\'s Heights failed with heavy losses.' },
  { id: 3, name: 'Meuse-Argonne Offensive', sub_type: 'BATTLE', conflict: 'World War I', start_date: '1918-09-26', end_date: '1918-11-11', place: 'Argonne Forest, France', latitude: 49.25, longitude: 5.0, outcome: 'Allied victory', description: 'The largest American offensive of the war.' },
];

/** Every column given, so the contract test reads back exactly what was written on both databases. */
const accountColumns = {
  display_name: '', about: '', location: '', comm_newsletter: 0, comm_offers: 0, comm_memorial_activity: 1,
  password_update_required: 0, credentials_version: 1, pending_email: null, photo_path: null, how_did_you_hear: null,
  facebook_id: null, closed: 0, locked_at: null, failures_counted_from: null,
} as const;

export const users: Insertable<UserTable>[] = [
  { id: 1, username: 'hwhitcomb', email: 'helen@example.org', password_hash: 'scrypt$fixture', account_status: 'annual-subscriber', confirmed: 1, roles: '[]', institution_id: null, join_date: STAMP, ...accountColumns },
  { id: 2, username: 'archivist', email: 'archivist@example.org', password_hash: 'scrypt$fixture', account_status: 'non-subscriber', confirmed: 1, roles: '["staff"]', institution_id: null, join_date: STAMP, ...accountColumns, location: 'Boston' },
];

export const memorials: Insertable<MemorialTable>[] = [
  { id: 1, type: 'SERVICEPERSON', title: 'Josiah Whitcomb (1838-1862)', description: 'Private, Company A, 20th Massachusetts. Fell at Antietam.', privacy_mode: 'PUBLIC', primary_military_event: 'Civil War', owner_id: 1, index_record_id: 1, created: STAMP, last_modified: LATER },
  { id: 2, type: 'TOPIC', title: 'The Harvard Regiment at Fredericksburg', description: 'Letters and reports from December 1862.', privacy_mode: 'PUBLIC', primary_military_event: null, owner_id: 2, index_record_id: null, created: STAMP, last_modified: STAMP },
];

// Inserted out of ordinal order on purpose: readers must order by ordinal.
export const memorialElements: Insertable<MemorialElementTable>[] = [
  element(3, 1, 'FACT', 3, 1, { name: 'Birth', value: '1838', type: 'date.birth' }),
  element(1, 1, 'COVER_IMAGE', 1, 1, { reference: { contentType: 'IMAGE', objectId: 101 }, rect: { x: 0, y: 0, w: 300, h: 200 } }),
  element(2, 1, 'STORY', 2, 1, { title: 'The West Woods', content: 'Josiah fell in the West Woods on the morning of 17 September 1862.', dateText: '17 September 1862', placeText: 'Sharpsburg, Maryland' }),
  element(4, 2, 'STORY', 1, 2, { title: 'Marye\'s Heights', content: 'The regiment crossed the Rappahannock under fire.', dateText: 'December 1862', placeText: 'Fredericksburg, Virginia' }),
];

/**
 * Inserts the fixture rows, writes the scan files under dataDir and rebuilds the search index (unless `index` is
 * false: a test of a search migration builds it itself).
 */
export async function seedFixtures(db: Kysely<Database>, dataDir: string, { index = true }: { index?: boolean } = {}): Promise<typeof fixture> {
  await writeScans(dataDir);
  await db.insertInto('publications').values(publications).execute();
  await db.insertInto('rolls').values(rolls).execute();
  await db.insertInto('images').values(images).execute();
  await db.insertInto('sub_images').values(subImages).execute();
  await db.insertInto('places').values(places).execute();
  await db.insertInto('regiments').values(regiments).execute();
  await db.insertInto('companies').values(companies).execute();
  await db.insertInto('battles').values(battles).execute();
  await db.insertInto('regiment_battles').values([{ regiment_id: 1, battle_id: 1 }, { regiment_id: 1, battle_id: 2 }, { regiment_id: 2, battle_id: 3 }]).execute();
  await db.insertInto('index_records').values(indexRecords).execute();
  await db.insertInto('users').values(users).execute();
  await db.insertInto('memorials').values(memorials).execute();
  await db.insertInto('memorial_elements').values(memorialElements).execute();
  if (index) await rebuildSearchIndex(db);
  return fixture;
}

/** One JPEG per image: a parchment-coloured page with a dark band, so crops and rotations are visible. */
async function writeScans(dataDir: string): Promise<void> {
  const { width, height } = fixture.imageSize;
  const band = await sharp({ create: { width, height: 120, channels: 3, background: '#3b2f2f' } }).png().toBuffer();
  for (const row of images) {
    const file = path.join(dataDir, row.file_path);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await sharp({ create: { width, height, channels: 3, background: '#e8dcc0' } })
      .composite([{ input: band, top: 40, left: 0 }]).jpeg({ quality: 80 }).toFile(file);
  }
}

function pub(id: number, title: string, contentType: string, docType: string, conflict: string, access: PublicationTable['access_level'], featured: number, labels: string[]): Insertable<PublicationTable> {
  return {
    id, title, short_title: title.split(' - ')[0], slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
    short_description: `${docType}s of the ${conflict}.`, medium_description: `Scanned ${docType.toLowerCase()}s from the National Archives, ${conflict}.`,
    provider: 'National Archives', content_type: contentType, doc_type: docType, conflict, collection: conflict, language: 'en',
    access_level: access, allow_print: 1, allow_download: access === 'PUBLIC' ? 1 : 0, allow_download_doc: access === 'PUBLIC' ? 1 : 0, allow_annotations: 1, has_ocr: 1, has_browse: 1,
    featured, is_new: id === 3 ? 1 : 0, browse_labels: JSON.stringify(labels), document_level_label: 'Page', roll_count: 0,
    created: STAMP, last_updated: id === 3 ? LATER : STAMP,
  };
}

function roll(id: number, publicationId: number, name: string, browse: string[]): Insertable<RollTable> {
  return {
    id, publication_id: publicationId, name, literal_title: browse.join(' - '),
    browse_1: browse[0] ?? null, browse_2: browse[1] ?? null, browse_3: browse[2] ?? null, browse_4: null, browse_5: null,
    browse_6: null, browse_7: null, created: STAMP,
  };
}

function image(id: number, publicationId: number, rollId: number, ordinal: number, title: string, ocr: string): Insertable<ImageTable> {
  return {
    id, publication_id: publicationId, roll_id: rollId, ordinal, title, short_title: title.split(',')[0],
    width: fixture.imageSize.width, height: fixture.imageSize.height, file_path: `scans/${publicationId}/${rollId}/${id}.jpg`,
    hand: 'typed', has_ocr: 1, ocr_text: ocr, ocr_words: '[]', view_count: id % 7, created: STAMP, last_modified: id === 103 ? LATER : STAMP,
  };
}

function element(id: number, memorialId: number, type: string, ordinal: number, owner: number, value: object): Insertable<MemorialElementTable> {
  return { id, memorial_id: memorialId, type, ordinal, owner_id: owner, value: JSON.stringify(value), created: STAMP, last_modified: STAMP };
}
