import { type Kysely, type Migration, type MigrationResultSet, Migrator, sql } from 'kysely';
import { dialectOf } from './dialect';
import * as records from './migrations/001_records';
import * as search from './migrations/002_search';
import * as searchMatching from './migrations/003_search_matching';
import * as suggestions from './migrations/004_suggestions';
import * as searchNamesIndex from './migrations/005_search_names_index';
import * as accounts from './migrations/006_accounts';
import * as feedback from './migrations/007_feedback';
import * as unitLinks from './migrations/008_unit_links';
import * as staff from './migrations/009_staff';
import * as collections from './migrations/010_collections';
import * as subscriptions from './migrations/011_subscriptions';
import * as memorialEditing from './migrations/012_memorial_editing';
import * as annotations from './migrations/013_annotations';
import * as galleries from './migrations/014_galleries';
import * as externalAccounts from './migrations/015_external_accounts';
import * as captchaUses from './migrations/016_captcha_uses';
import * as publicationPdfSwitch from './migrations/017_publication_pdf_switch';
import * as accountProtection from './migrations/018_account_protection';
import * as uploadEvents from './migrations/019_upload_events';
import * as searchHiddenText from './migrations/020_search_hidden_text';
import * as oauthStates from './migrations/021_oauth_states';
import * as apiKeys from './migrations/022_api_keys';
import * as recordFields from './migrations/023_record_fields';
import * as facebookPhoto from './migrations/024_facebook_photo';
import * as imports from './migrations/025_imports';
import * as publicationEditing from './migrations/026_publication_editing';
import * as recordCorrections from './migrations/027_record_corrections';
import * as imageAdmin from './migrations/028_image_admin';
import * as importScans from './migrations/029_import_scans';
import * as catalogueVersion from './migrations/030_catalogue_version';
import * as docsVersion from './migrations/031_docs_version';

// Migrations are listed here rather than read from disk so they work the same under tsx, jest and a bundle.
const migrations: Record<string, Migration> = {
  '001_records': records,
  '002_search': search,
  '003_search_matching': searchMatching,
  '004_suggestions': suggestions,
  '005_search_names_index': searchNamesIndex,
  '006_accounts': accounts,
  '007_feedback': feedback,
  '008_unit_links': unitLinks,
  '009_staff': staff,
  '010_collections': collections,
  '011_subscriptions': subscriptions,
  '012_memorial_editing': memorialEditing,
  '013_annotations': annotations,
  '014_galleries': galleries,
  '015_external_accounts': externalAccounts,
  '016_captcha_uses': captchaUses,
  '017_publication_pdf_switch': publicationPdfSwitch,
  '018_account_protection': accountProtection,
  '019_upload_events': uploadEvents,
  '020_search_hidden_text': searchHiddenText,
  '021_oauth_states': oauthStates,
  '022_api_keys': apiKeys,
  '023_record_fields': recordFields,
  '024_facebook_photo': facebookPhoto,
  '025_imports': imports,
  '026_publication_editing': publicationEditing,
  '027_record_corrections': recordCorrections,
  '028_image_admin': imageAdmin,
  '029_import_scans': importScans,
  '030_catalogue_version': catalogueVersion,
  '031_docs_version': docsVersion,
};

/** Every migration this code knows, oldest first: a backup made at a later one came from newer code. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations);

/** The last migration applied to a database, or null for one never migrated. */
export async function migrationLevel(db: Kysely<any>): Promise<string | null> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1`
    .execute(db)
    .catch(() => ({ rows: [] as { name: string }[] }));
  return rows[0]?.name ?? null;
}

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  return migrate(db, (migrator) => migrator.migrateToLatest());
}

/** Migrates up (or down) to the named migration: for tests of a migration over data written before it. */
export async function migrateTo(db: Kysely<any>, name: string): Promise<void> {
  if (!(name in migrations)) throw new Error(`no migration named ${name}`);
  return migrate(db, (migrator) => migrator.migrateTo(name));
}

async function migrate(db: Kysely<any>, run: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<void> {
  // Kysely looks for its migration tables in every schema; pin it to ours, or a PostgreSQL database with
  // another schema already migrated (bench data, a parallel test run) makes it skip creating them here.
  const migrationTableSchema =
    dialectOf(db) === 'postgres'
      ? (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)).rows[0].schema
      : undefined;
  const migrator = new Migrator({ db, migrationTableSchema, provider: { getMigrations: async () => migrations } });
  const { error, results } = await run(migrator);
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${(error as Error).message ?? error}`);
  }
}
