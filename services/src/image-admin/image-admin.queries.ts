import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database';
import { type QuarterTurn, turnRect } from './scan-revision';

type Db = Kysely<Database> | Transaction<Database>;

/** A page as staff manage it: hidden or not, with its place among every page of its roll. */
export async function managedImage(db: Db, id: number) {
  const image = await db
    .selectFrom('images as i')
    .leftJoin('hidden_images as h', 'h.image_id', 'i.id')
    .select([
      'i.id',
      'i.roll_id',
      'i.title',
      'i.short_title',
      'i.ordinal',
      'i.width',
      'i.height',
      'i.file_path',
      'i.revision',
      'h.image_id as hidden_id',
    ])
    .where('i.id', '=', id)
    .executeTakeFirst();
  if (!image) return undefined;
  const pages = await rollOrder(db, image.roll_id);
  return { ...image, position: pages.indexOf(image.id) + 1, pageCount: pages.length };
}

export type ManagedImage = NonNullable<Awaited<ReturnType<typeof managedImage>>>;

/** Every page of a roll in reading order (hidden ones too: they keep their place). */
const rollOrder = async (db: Db, rollId: number) =>
  (
    await db.selectFrom('images').select('id').where('roll_id', '=', rollId).orderBy('ordinal').orderBy('id').execute()
  ).map((r) => r.id);

/**
 * Moves a page to `position` (1 = first) among its roll's pages; the pages between shift by one. The roll is
 * numbered 1…n afterwards (only rows whose ordinal changes are written), so it reads in one order whatever gaps
 * it had. Answers the pages whose ordinal changed.
 */
export async function movePage(tx: Transaction<Database>, image: ManagedImage, position: number): Promise<number[]> {
  const rows = await tx
    .selectFrom('images')
    .select(['id', 'ordinal'])
    .where('roll_id', '=', image.roll_id)
    .orderBy('ordinal')
    .orderBy('id')
    .execute();
  const order = rows.filter((row) => row.id !== image.id);
  order.splice(
    position - 1,
    0,
    rows.find((row) => row.id === image.id)!,
  );
  const moved: number[] = [];
  for (const [index, row] of order.entries())
    if (row.ordinal !== index + 1) {
      moved.push(row.id);
      await tx
        .updateTable('images')
        .set({ ordinal: index + 1 })
        .where('id', '=', row.id)
        .execute();
    }
  return moved;
}

/** Sets the scan of a page to a new file and size, bumping its revision. */
export async function setScan(
  tx: Transaction<Database>,
  image: ManagedImage,
  scan: { filePath: string; width: number; height: number },
  stamp: string,
): Promise<void> {
  await tx
    .updateTable('images')
    .set({
      file_path: scan.filePath,
      width: scan.width,
      height: scan.height,
      revision: image.revision + 1,
      last_modified: stamp,
    })
    .where('id', '=', image.id)
    .execute();
}

/** Turns every region drawn on a page (sub-images, annotations, OCR word boxes) with the page. */
export async function turnRegions(tx: Transaction<Database>, image: ManagedImage, degrees: QuarterTurn) {
  const page = { width: image.width, height: image.height };
  for (const table of ['sub_images', 'annotations'] as const) {
    const rows = await tx
      .selectFrom(table)
      .select(['id', 'x', 'y', 'w', 'h'])
      .where('image_id', '=', image.id)
      .execute();
    for (const row of rows)
      await tx
        .updateTable(table)
        .set(turnRect(row, page, degrees))
        .where('id', '=', row.id)
        .execute();
  }
  const ocr = await tx.selectFrom('images').select('ocr_words').where('id', '=', image.id).executeTakeFirstOrThrow();
  const words = ocrWords(ocr.ocr_words);
  if (words.length)
    await tx
      .updateTable('images')
      .set({ ocr_words: JSON.stringify(words.map((word) => ({ ...word, ...turnRect(word, page, degrees) }))) })
      .where('id', '=', image.id)
      .execute();
}

/**
 * A replacement scan may be another framing or another page, so the regions drawn on the old one (records' line boxes,
 * members' annotations, OCR word boxes) no longer say where anything is: each sub-image and annotation keeps its
 * identity, title, text and links but now covers the whole new page, as a record without a box shows its page, and
 * the word boxes go (the OCR text stays searchable). Answers how many regions were reset, for the audit.
 */
export async function dropRegions(
  tx: Transaction<Database>,
  image: ManagedImage,
  page: { width: number; height: number },
): Promise<number> {
  const whole = { x: 0, y: 0, w: page.width, h: page.height };
  let reset = 0;
  for (const table of ['sub_images', 'annotations'] as const) {
    const result = await tx.updateTable(table).set(whole).where('image_id', '=', image.id).executeTakeFirst();
    reset += Number(result.numUpdatedRows);
  }
  await tx.updateTable('images').set({ ocr_words: '[]' }).where('id', '=', image.id).execute();
  return reset;
}

/** Whether any page still uses a scan file. */
export async function scanInUse(db: Db, filePath: string): Promise<boolean> {
  const row = await db.selectFrom('images').select('id').where('file_path', '=', filePath).limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function setHidden(db: Db, imageId: number, hidden: boolean, staffId: number, stamp: string) {
  if (!hidden) return db.deleteFrom('hidden_images').where('image_id', '=', imageId).execute();
  return db
    .insertInto('hidden_images')
    .values({ image_id: imageId, hidden_by: staffId, hidden_at: stamp })
    .onConflict((oc) => oc.column('image_id').doNothing())
    .execute();
}

export const retitle = (db: Db, imageId: number, title: string, shortTitle: string, stamp: string) =>
  db
    .updateTable('images')
    .set({ title, short_title: shortTitle, last_modified: stamp })
    .where('id', '=', imageId)
    .execute();

type Word = { t: string; x: number; y: number; w: number; h: number };

function ocrWords(text: string): Word[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as Word[]) : [];
  } catch {
    return [];
  }
}
