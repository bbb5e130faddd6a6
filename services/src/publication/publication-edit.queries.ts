import type { Insertable, Kysely } from 'kysely';
import { type PublicationAccessLevelDto, type PublicationEventDto, type PublicationWarningDto } from '@muster/contract';
import {
  ACCESS_LEVELS,
  type AccessLevel,
  type PublicationEditValues,
  effectiveAccessLevel,
} from '@muster/contract/rules';
import type { Database } from '../db/database';
import { jsonStrings } from '../lib/batch';
import { bumpVersions } from '../search/index-state';
import type { Publication, PublicationEventTable } from './publication.table';

type Db = Kysely<Database>;

const level = (value: string | null | undefined, fallback: AccessLevel): AccessLevel =>
  (ACCESS_LEVELS as readonly string[]).includes(value ?? '') ? (value as AccessLevel) : fallback;

const ids = (json: string): number[] => {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
};

/** The editable fields' values of a publication row; a configured level never set is the level it has. */
export function editValuesOf(row: Publication): PublicationEditValues {
  return {
    configuredAccessLevel: level(row.configured_access_level ?? row.access_level, 'SUBSCRIBER'),
    minimumAccessLevel: level(row.minimum_access_level, 'PUBLIC'),
    maximumAccessLevel: level(row.maximum_access_level, 'SILO'),
    allowPrint: row.allow_print === 1,
    allowDownload: row.allow_download === 1,
    allowDownloadDoc: row.allow_download_doc === 1,
    allowAnnotations: row.allow_annotations === 1,
    allowImports: row.allow_imports === 1,
    title: row.title,
    shortTitle: row.short_title,
    shortDescription: row.short_description,
    mediumDescription: row.medium_description,
    provider: row.provider,
    coverImageId: row.cover_image_id ?? null,
    sampleImageIds: ids(row.sample_image_ids),
    hasBrowse: row.has_browse === 1,
    browseLabels: jsonStrings(row.browse_labels),
    browseOutOfDate: row.browse_out_of_date === 1,
    percentComplete: row.percent_complete,
    percentCompleteOverride: row.percent_complete_override ?? null,
    featured: row.featured === 1,
    isNew: row.is_new === 1,
  };
}

const bool = (value: boolean) => (value ? 1 : 0);

/** The publication columns for a set of values (the effective access level included). */
export function columnsOf(values: PublicationEditValues) {
  return {
    configured_access_level: values.configuredAccessLevel,
    minimum_access_level: values.minimumAccessLevel,
    maximum_access_level: values.maximumAccessLevel,
    access_level: effectiveAccessLevel(
      values.configuredAccessLevel,
      values.minimumAccessLevel,
      values.maximumAccessLevel,
    ),
    allow_print: bool(values.allowPrint),
    allow_download: bool(values.allowDownload),
    allow_download_doc: bool(values.allowDownloadDoc),
    allow_annotations: bool(values.allowAnnotations),
    allow_imports: bool(values.allowImports),
    title: values.title,
    short_title: values.shortTitle,
    short_description: values.shortDescription,
    medium_description: values.mediumDescription,
    provider: values.provider,
    cover_image_id: values.coverImageId,
    sample_image_ids: JSON.stringify(values.sampleImageIds),
    has_browse: bool(values.hasBrowse),
    browse_labels: JSON.stringify(values.browseLabels),
    browse_out_of_date: bool(values.browseOutOfDate),
    percent_complete: values.percentComplete,
    percent_complete_override: values.percentCompleteOverride,
    featured: bool(values.featured),
    is_new: bool(values.isNew),
  };
}

export const publicationRow = (db: Db, id: number) =>
  db.selectFrom('publications').selectAll().where('id', '=', id).executeTakeFirst();

/** The content providers (GET /cp): every provider a publication names, alphabetical. */
export async function contentProviders(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('publications').select('provider').distinct().orderBy('provider').execute();
  return rows.map((r) => r.provider).filter((p) => p !== '');
}

/** Which of `imageIds` are pages of the publication. */
export async function imagesOfPublication(db: Db, publicationId: number, imageIds: number[]): Promise<Set<number>> {
  if (imageIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('images')
    .select('id')
    .where('publication_id', '=', publicationId)
    .where('id', 'in', imageIds)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** What staff should look at on a publication (GET /warnings). */
export function warningsOf(row: Publication): PublicationWarningDto[] {
  const values = editValuesOf(row);
  const warnings: PublicationWarningDto[] = [];
  const warn = (code: PublicationWarningDto['code'], message: string) =>
    warnings.push({ publicationId: row.id, code, message });
  if (values.browseOutOfDate) warn('BROWSE_OUT_OF_DATE', 'The browse levels are out of date: rebuild the browse');
  const effective = effectiveAccessLevel(
    values.configuredAccessLevel,
    values.minimumAccessLevel,
    values.maximumAccessLevel,
  );
  if (effective !== values.configuredAccessLevel)
    warn(
      'ACCESS_CLAMPED',
      `The configured level ${values.configuredAccessLevel} is outside ${values.minimumAccessLevel}–${values.maximumAccessLevel}: ${effective} applies`,
    );
  if (values.coverImageId === null) warn('NO_COVER_IMAGE', 'No cover image is chosen: the first page is shown');
  const percent = values.percentCompleteOverride ?? values.percentComplete;
  if (percent < 100) warn('INCOMPLETE', `The publication is ${percent}% complete`);
  return warnings;
}

export async function publicationsByIds(db: Db, publicationIds?: number[]): Promise<Publication[]> {
  return db
    .selectFrom('publications')
    .selectAll()
    .$if(publicationIds !== undefined, (q) => q.where('id', 'in', publicationIds!))
    .orderBy('id')
    .execute();
}

export function accessLevelOf(row: Publication): PublicationAccessLevelDto {
  const values = editValuesOf(row);
  return {
    publicationId: row.id,
    value: row.access_level,
    configured: values.configuredAccessLevel,
    minimum: values.minimumAccessLevel,
    maximum: values.maximumAccessLevel,
  };
}

/** Index records per publication (GET /record-count). */
export async function recordCounts(db: Db, publicationIds?: number[]): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('index_records')
    .select((eb) => ['publication_id', eb.fn.countAll<number>().as('n')])
    .$if(publicationIds !== undefined, (q) => q.where('publication_id', 'in', publicationIds!))
    .groupBy('publication_id')
    .execute();
  return Object.fromEntries(rows.map((r) => [String(r.publication_id), Number(r.n)]));
}

export async function publicationEvents(db: Db, publicationId: number, limit: number): Promise<PublicationEventDto[]> {
  const rows = await db
    .selectFrom('publication_events')
    .selectAll()
    .where('publication_id', '=', publicationId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    eventId: r.id,
    publicationId: r.publication_id,
    kind: r.kind,
    changes: JSON.parse(r.changes) as PublicationEventDto['changes'],
    staffId: r.staff_id,
    created: r.created,
  }));
}

/**
 * Records a staff write of a publication (GET /event/{id}) and moves the catalogue version on in the same transaction:
 * the services' /cache entries and every gateway's cached publication reads key on it (GET /cache/versions), so the
 * write reaches them whether it came through GraphQL or straight to PUT /pub-edit/{id}.
 */
export async function publicationWritten(trx: Db, event: Insertable<PublicationEventTable>): Promise<void> {
  await trx.insertInto('publication_events').values(event).execute();
  await bumpVersions(trx, { catalogue: true });
}
