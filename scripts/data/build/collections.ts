import path from 'node:path';
import type { Faker } from '@faker-js/faker';
import { conflictNamed } from '../curated/conflicts';
import { type CuratedPublication, publications } from '../curated/publications';
import type { BulkImporter } from '../import';
import { capacity, layoutPage } from '../layout/forms';
import type { PageContext } from '../layout/view';
import type { Rect } from '../render/layout-types';
import type { RenderPool } from '../render/pool';
import { hashString, Rng } from '../rng';
import { makePerson, type RecordRow } from './people';
import type { PlaceIndex } from './places';
import { planRolls } from './rolls';
import type { SizeSpec } from './sizes';
import type { UnitRows } from './units';

/** A record kept aside for memorials: the row, and where on which page it is written. */
export interface SampledRecord {
  row: RecordRow;
  imageId: number;
  rect: Rect;
}

export interface CollectionContext {
  importer: BulkImporter;
  places: PlaceIndex;
  units: UnitRows;
  faker: Faker;
  size: SizeSpec;
  dataDir: string;
  pool: RenderPool | null;
  stamp: string;
  log: (message: string) => void;
}

export interface CollectionResult {
  records: number;
  images: number;
  /** Companies written: those with at least one record. */
  companies: number;
  rendered: number;
  samples: SampledRecord[];
  pageImageIds: number[];
  nextImageId: number;
  nextRollId: number;
}

const pageShare = (pub: CuratedPublication, cap: number) => pub.weight * (cap >= 10 ? 1 : 0.3);

/** How many records each publication gets, proportional to its weight and its page capacity. */
export function allocate(total: number): Map<string, number> {
  const pubs = publications.filter((p) => p.form !== 'photos');
  const caps = pubs.map((p) =>
    capacity({ form: p.form, hand: conflictNamed(p.conflict).hand === 'typed' ? 'typed' : 'hand' }),
  );
  const denominator = pubs.reduce((s, p, i) => s + pageShare(p, caps[i]) * caps[i], 0);
  const out = new Map<string, number>();
  pubs.forEach((p, i) =>
    out.set(p.slug, Math.max(caps[i], Math.round((total * pageShare(p, caps[i]) * caps[i]) / denominator))),
  );
  const arizona = Math.min(out.get('uss-arizona-memorial')!, 1177);
  const spill = out.get('uss-arizona-memorial')! - arizona;
  out.set('uss-arizona-memorial', arizona);
  out.set('wwii-army-enlistment-records', out.get('wwii-army-enlistment-records')! + spill);
  return out;
}

/** Writes every publication with its rolls, page images, sub-images and index records, rendering scans as it goes. */
export async function writeCollections(ctx: CollectionContext): Promise<CollectionResult> {
  const { importer, size, stamp } = ctx;
  const quotas = allocate(size.records);
  const rng = new Rng(1775);
  const sampleEvery = Math.max(1, Math.floor(size.records / (size.memorials * 6)));
  const result: CollectionResult = {
    records: 0,
    images: 0,
    companies: 0,
    rendered: 0,
    samples: [],
    pageImageIds: [],
    nextImageId: 1,
    nextRollId: 1,
  };
  const renderedByForm = new Map<string, string[]>();
  const inFlight: Promise<void>[] = [];
  const companiesWritten = new Set<number>();
  let recordId = 1;
  let subImageId = 1;

  for (const [index, pub] of publications.entries()) {
    const pubId = index + 1;
    const conflict = pub.form === 'photos' ? null : conflictNamed(pub.conflict);
    const quota = quotas.get(pub.slug) ?? 0;
    const cap = conflict ? capacity({ form: pub.form, hand: conflict.hand === 'typed' ? 'typed' : 'hand' }) : 0;
    const pages = cap ? Math.ceil(quota / cap) : 0;
    const pubRng = rng.fork(hashString(pub.slug));
    const rolls = conflict
      ? planRolls(pub, conflict, ctx.units.refs, Math.max(1, Math.round(pages / size.pagesPerRoll)), pubRng)
      : [];
    await importer.add('publications', {
      id: pubId,
      title: pub.title,
      short_title: pub.shortTitle,
      slug: pub.slug,
      short_description: pub.shortDescription,
      medium_description: pub.mediumDescription,
      provider: pub.provider,
      content_type: pub.contentType,
      doc_type: pub.docType,
      conflict: pub.conflict,
      collection: pub.collection,
      language: 'English',
      access_level: pub.access,
      allow_print: 1,
      allow_download: pub.access === 'SUBSCRIBER' ? 0 : 1,
      allow_download_doc: pub.access === 'SUBSCRIBER' ? 0 : 1,
      allow_annotations: 1,
      has_ocr: cap ? 1 : 0,
      has_browse: 1,
      featured: pub.featured ? 1 : 0,
      is_new: pub.isNew ? 1 : 0,
      browse_labels: JSON.stringify(pub.browseLabels),
      document_level_label: pub.documentLevelLabel,
      roll_count: pub.form === 'photos' ? 1 : rolls.length,
      created: stamp,
      last_updated: stamp,
    });
    if (!conflict) continue;
    let remaining = quota;
    for (const [r, roll] of rolls.entries()) {
      const rollId = result.nextRollId++;
      const literal = roll.values.join(' - ');
      const browse = Object.fromEntries(
        Array.from({ length: 7 }, (_, i) => [`browse_${i + 1}`, roll.values[i] ?? null]),
      );
      await importer.add('rolls', {
        id: rollId,
        publication_id: pubId,
        name: `${pub.shortTitle} - ${literal}`,
        literal_title: literal,
        ...browse,
        created: stamp,
      } as never);
      const rollPages = Math.ceil(remaining / cap / (rolls.length - r));
      for (let ordinal = 1; ordinal <= rollPages && remaining > 0; ordinal++) {
        const imageId = result.nextImageId++;
        const count = Math.min(cap, remaining);
        remaining -= count;
        const personCtx = { pub, conflict, roll, places: ctx.places, rng: pubRng, faker: ctx.faker, stamp };
        const people = Array.from({ length: count }, () => makePerson(personCtx, recordId++));
        const pageCtx: PageContext = {
          form: pub.form,
          title: pub.title,
          rollTitle: literal,
          pageNumber: ordinal,
          hand: conflict.hand === 'typed' ? 'typed' : 'hand',
          contentType: pub.contentType,
          docType: pub.docType,
          conflict: conflict.name,
          year: conflict.startYear,
          seed: hashString(`${pub.slug}/${rollId}/${ordinal}`),
        };
        const page = layoutPage(
          pageCtx,
          people.map((p) => p.view),
        );
        const { width, height } = page.layout;
        let file = path.posix.join(
          'scans',
          pub.slug,
          String(rollId).padStart(5, '0'),
          `${String(ordinal).padStart(4, '0')}.jpg`,
        );
        const render = ctx.pool && result.rendered < size.maxRendered;
        if (render) {
          result.rendered++;
          const list = renderedByForm.get(pub.form) ?? [];
          list.push(file);
          renderedByForm.set(pub.form, list);
          inFlight.push(ctx.pool!.render(page.layout, path.join(ctx.dataDir, file)));
          if (inFlight.length > 24) await inFlight.shift();
        } else if (ctx.pool) {
          // Past the render cap (bench size) a page points at an already rendered scan of the same form.
          const list = renderedByForm.get(pub.form) ?? [...renderedByForm.values()].flat();
          file = list[imageId % list.length];
        }
        const title = `${pub.shortTitle} - ${literal} - ${pub.documentLevelLabel} ${ordinal}`;
        await importer.add('images', {
          id: imageId,
          publication_id: pubId,
          roll_id: rollId,
          ordinal,
          title,
          short_title: `${pub.documentLevelLabel} ${ordinal}`,
          width,
          height,
          file_path: file,
          hand: pageCtx.hand === 'hand' ? 'handwritten' : 'typed',
          has_ocr: render || !ctx.pool ? 1 : 0,
          ocr_text: page.text,
          ocr_words: render || !ctx.pool ? JSON.stringify(page.words) : '[]',
          view_count: pubRng.int(0, 400),
          created: stamp,
          last_modified: stamp,
        });
        result.images++;
        if (result.pageImageIds.length < 4000) result.pageImageIds.push(imageId);
        for (const [i, person] of people.entries()) {
          const rect = page.recordRects[i];
          await importer.add('sub_images', {
            id: subImageId,
            image_id: imageId,
            ordinal: i + 1,
            title: person.row.full_name,
            ...rect,
          });
          // A company is written with its first record, so no company page stands empty (issue 16 point 12).
          const companyId = person.row.company_id;
          if (companyId && !companiesWritten.has(companyId)) {
            companiesWritten.add(companyId);
            await importer.add('companies', ctx.units.companies[companyId - 1]);
          }
          await importer.add('index_records', {
            ...person.row,
            publication_id: pubId,
            image_id: imageId,
            sub_image_id: subImageId,
          });
          subImageId++;
          if (person.row.id! % sampleEvery === 0) result.samples.push({ row: person.row, imageId, rect });
        }
        result.records += count;
        if (result.images % 100 === 0)
          ctx.log(
            `records ${result.records.toLocaleString('en-US')}, pages ${result.images}, scans rendered ${ctx.pool?.rendered ?? 0}`,
          );
      }
    }
  }
  await Promise.all(inFlight);
  result.companies = companiesWritten.size;
  return result;
}
