import { Faker, en } from '@faker-js/faker';
import type { Kysely } from 'kysely';
import type { Database } from '@muster/services/db';
import { writeCollections } from './build/collections';
import { buildMemorials } from './build/memorials';
import { buildTitleCollections } from './build/title-collections';
import { PlaceIndex } from './build/places';
import { portraitFile, portraitSize, renderPortraits } from './build/portraits';
import { PortraitBook } from './build/tribute-pictures';
import { type SizeName, sizes } from './build/sizes';
import { buildUnits } from './build/units';
import { buildUsers, fixedUsernames, institution } from './build/users';
import { publications } from './curated/publications';
import { bulkImport } from './import';
import { RenderPool } from './render/pool';
import { Rng } from './rng';

export interface GenerateOptions {
  db: Kysely<Database>;
  /** Scans are written under `<dataDir>/scans` and `<dataDir>/uploads`; images.file_path is relative to it. */
  dataDir: string;
  size: SizeName;
  /** Index records to write instead of the size's own count (the search bench's growth sizes). */
  records?: number;
  log?: (message: string) => void;
  /** Render scan files (default true). Tests that only compare rows turn it off. */
  render?: boolean;
  /** Render worker threads; 0 renders in-process. Defaults to one per core. */
  workers?: number;
}

export interface GenerateResult {
  counts: Record<string, number>;
  rendered: number;
  /** Wall time from the start: all done, all records generated, all scans written. */
  millis: { total: number; records: number; rendering: number };
}

/** Every generated row carries this time, so two runs write identical rows. */
export const generatedAt = '2025-01-06T09:00:00.000Z';
export const seed = 1863;

/**
 * Writes the demo data set into an empty, migrated database: curated conflicts' battles, regiments and
 * publications; generated rolls, page scans, index records, memorials, users and tags.
 */
export async function generate({
  db,
  dataDir,
  size,
  records,
  log = () => {},
  render = true,
  workers,
}: GenerateOptions): Promise<GenerateResult> {
  const spec = records ? { ...sizes[size], records } : sizes[size];
  const started = Date.now();
  const faker = new Faker({ locale: [en] });
  faker.seed(seed);
  const rng = new Rng(seed);
  const places = new PlaceIndex();
  const units = buildUnits(places, faker);
  const pool = render ? new RenderPool(workers) : null;
  let recordsDone = 0;
  let rendered = 0;
  let scansDone = 0;
  const say = (m: string) => log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${m}`);
  try {
    const users = await buildUsers(spec.members, faker, rng.fork(1));
    const counts = await bulkImport(db, async (importer) => {
      say(
        `reference data: ${places.rows.length} places, ${units.battles.length} battles, ${units.regiments.length} regiments`,
      );
      await importer.addAll('places', places.rows);
      await importer.addAll('battles', units.battles);
      await importer.addAll('regiments', units.regiments);
      // Companies are written with their first record (collections.ts).
      await importer.addAll('regiment_battles', units.regimentBattles);
      say(`publications, rolls, pages and ${spec.records.toLocaleString('en-US')} index records`);
      const collections = await writeCollections({
        importer,
        places,
        units,
        faker,
        size: spec,
        dataDir,
        pool,
        stamp: generatedAt,
        log: say,
      });
      recordsDone = Date.now() - started;
      rendered = collections.rendered;
      say(
        `records written: ${collections.records.toLocaleString('en-US')} on ${collections.images} pages (${collections.rendered} scans rendered)`,
      );

      // Member Uploads: one generated portrait per person whose family "uploaded" one, drawn once memorials know who.
      const portraitBook = new PortraitBook(collections.nextImageId, spec.portraits);
      await importer.add('institutions', institution);
      await importer.addAll('users', users);
      const memberIds = users
        .filter((u) => !fixedUsernames.includes(u.username) || u.username === 'annual')
        .map((u) => u.id);
      const memorials = buildMemorials(
        spec.memorials,
        collections.samples,
        portraitBook.idFor,
        memberIds,
        places,
        rng.fork(3),
        generatedAt,
      );
      await importer.addAll('memorials', memorials.memorials);
      await importer.addAll('memorial_elements', memorials.elements);
      const uploads = publications.findIndex((p) => p.form === 'photos') + 1;
      const portraitFiles = render
        ? await renderPortraits(portraitBook.sitters, dataDir)
        : portraitBook.sitters.map((_, i) => portraitFile(i));
      const rollId = collections.nextRollId;
      await importer.add('rolls', {
        id: rollId,
        publication_id: uploads,
        name: 'Member Uploads - 2024',
        literal_title: '2024',
        browse_1: '2024',
        created: generatedAt,
      });
      for (const [i, file] of portraitFiles.entries()) {
        await importer.add('images', {
          id: collections.nextImageId + i,
          publication_id: uploads,
          roll_id: rollId,
          ordinal: i + 1,
          title: `Portrait ${i + 1}`,
          short_title: `Photo ${i + 1}`,
          ...portraitSize,
          file_path: file,
          hand: 'photo',
          has_ocr: 0,
          ocr_text: '',
          ocr_words: '[]',
          view_count: 0,
          created: generatedAt,
          last_modified: generatedAt,
        });
      }
      const catalogue = buildTitleCollections();
      await importer.addAll('title_collections', catalogue.collections);
      await importer.addAll('title_collection_publications', catalogue.members);
      await importer.addAll('partners', catalogue.partners);
      const tagRng = rng.fork(4);
      const tagNames = [
        'my ancestor',
        'great-grandfather',
        'Gettysburg',
        'to research',
        'Maine',
        'Pearl Harbor',
        'family',
        'Medal of Honor',
      ];
      for (let t = 0; t < spec.tags; t++) {
        await importer.add('tags', {
          user_id: tagRng.pick(users).id,
          name: tagRng.pick(tagNames),
          content_type: 'IMAGE',
          object_id: tagRng.pick(collections.pageImageIds),
          private: tagRng.chance(0.2) ? 1 : 0,
          created: generatedAt,
        });
      }
      say(`memorials ${memorials.memorials.length}, users ${users.length}, tags ${spec.tags}; waiting for scans`);
      await pool?.close();
      scansDone = Date.now() - started;
      say('committing and rebuilding the search index');
    });
    const total = Date.now() - started;
    return {
      counts: Object.fromEntries(counts),
      rendered,
      millis: { total, records: recordsDone, rendering: scansDone },
    };
  } finally {
    await pool?.close();
  }
}
