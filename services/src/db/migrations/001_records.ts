import { type Kysely } from 'kysely';
import { serialType } from '../dialect';

// Column types stay within what SQLite and PostgreSQL both read the same way:
// integer, bigint-free ids, text, double precision. Booleans are 0/1 integers, JSON is text.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('publications')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('short_title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('short_description', 'text', (c) => c.notNull())
    .addColumn('medium_description', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('doc_type', 'text', (c) => c.notNull())
    .addColumn('conflict', 'text', (c) => c.notNull())
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('access_level', 'text', (c) => c.notNull())
    .addColumn('allow_print', 'integer', (c) => c.notNull())
    .addColumn('allow_download', 'integer', (c) => c.notNull())
    .addColumn('allow_annotations', 'integer', (c) => c.notNull())
    .addColumn('has_ocr', 'integer', (c) => c.notNull())
    .addColumn('has_browse', 'integer', (c) => c.notNull())
    .addColumn('featured', 'integer', (c) => c.notNull())
    .addColumn('is_new', 'integer', (c) => c.notNull())
    .addColumn('browse_labels', 'text', (c) => c.notNull())
    .addColumn('document_level_label', 'text', (c) => c.notNull())
    .addColumn('roll_count', 'integer', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('last_updated', 'text', (c) => c.notNull())
    .execute();

  let rolls = db.schema
    .createTable('rolls')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('publication_id', 'integer', (c) => c.notNull().references('publications.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('literal_title', 'text', (c) => c.notNull());
  for (let level = 1; level <= 7; level++) rolls = rolls.addColumn(`browse_${level}`, 'text');
  await rolls.addColumn('created', 'text', (c) => c.notNull()).execute();
  await db.schema
    .createIndex('rolls_publication')
    .on('rolls')
    .columns(['publication_id', 'browse_1', 'browse_2'])
    .execute();

  await db.schema
    .createTable('images')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('publication_id', 'integer', (c) => c.notNull().references('publications.id'))
    .addColumn('roll_id', 'integer', (c) => c.notNull().references('rolls.id'))
    .addColumn('ordinal', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('short_title', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('file_path', 'text', (c) => c.notNull())
    .addColumn('hand', 'text', (c) => c.notNull())
    .addColumn('has_ocr', 'integer', (c) => c.notNull())
    .addColumn('ocr_text', 'text', (c) => c.notNull())
    .addColumn('ocr_words', 'text', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('last_modified', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('images_roll').on('images').columns(['roll_id', 'ordinal']).execute();
  await db.schema.createIndex('images_publication').on('images').column('publication_id').execute();

  await db.schema
    .createTable('sub_images')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('image_id', 'integer', (c) => c.notNull().references('images.id'))
    .addColumn('ordinal', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('x', 'integer', (c) => c.notNull())
    .addColumn('y', 'integer', (c) => c.notNull())
    .addColumn('w', 'integer', (c) => c.notNull())
    .addColumn('h', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sub_images_image').on('sub_images').column('image_id').execute();

  await db.schema
    .createTable('places')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.references('places.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('regiments')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sub_type', 'text', (c) => c.notNull())
    .addColumn('branch', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('conflict', 'text', (c) => c.notNull())
    .addColumn('state', 'text')
    .addColumn('place_id', 'integer', (c) => c.references('places.id'))
    .addColumn('start_place', 'text')
    .addColumn('end_place', 'text')
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('nicknames', 'text', (c) => c.notNull())
    .addColumn('history', 'text', (c) => c.notNull())
    .addColumn('leaders', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('companies')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('regiment_id', 'integer', (c) => c.notNull().references('regiments.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('letter', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('history', 'text', (c) => c.notNull())
    .addColumn('leaders', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('companies_regiment').on('companies').column('regiment_id').execute();

  await db.schema
    .createTable('battles')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sub_type', 'text', (c) => c.notNull())
    .addColumn('conflict', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('regiment_battles')
    .addColumn('regiment_id', 'integer', (c) => c.notNull().references('regiments.id'))
    .addColumn('battle_id', 'integer', (c) => c.notNull().references('battles.id'))
    .addPrimaryKeyConstraint('regiment_battles_pk', ['regiment_id', 'battle_id'])
    .execute();
  await db.schema.createIndex('regiment_battles_battle').on('regiment_battles').column('battle_id').execute();

  await db.schema
    .createTable('index_records')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('publication_id', 'integer', (c) => c.notNull().references('publications.id'))
    .addColumn('image_id', 'integer', (c) => c.notNull().references('images.id'))
    .addColumn('sub_image_id', 'integer', (c) => c.references('sub_images.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('given_name', 'text', (c) => c.notNull())
    .addColumn('middle_name', 'text')
    .addColumn('surname', 'text', (c) => c.notNull())
    .addColumn('name_suffix', 'text')
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('gender', 'text')
    .addColumn('race', 'text')
    .addColumn('birth_date', 'text')
    .addColumn('birth_year', 'integer')
    .addColumn('birth_place_id', 'integer', (c) => c.references('places.id'))
    .addColumn('residence_place_id', 'integer', (c) => c.references('places.id'))
    .addColumn('enlistment_date', 'text')
    .addColumn('enlistment_year', 'integer')
    .addColumn('enlistment_place_id', 'integer', (c) => c.references('places.id'))
    .addColumn('discharge_date', 'text')
    .addColumn('death_date', 'text')
    .addColumn('death_year', 'integer')
    .addColumn('death_place_id', 'integer', (c) => c.references('places.id'))
    .addColumn('conflict', 'text', (c) => c.notNull())
    .addColumn('branch', 'text', (c) => c.notNull())
    .addColumn('rank', 'text')
    .addColumn('unit', 'text')
    .addColumn('regiment_id', 'integer', (c) => c.references('regiments.id'))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
    .addColumn('service_number', 'text')
    .addColumn('casualty_type', 'text')
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('last_modified', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('index_records_surname').on('index_records').columns(['surname', 'given_name']).execute();
  await db.schema.createIndex('index_records_image').on('index_records').column('image_id').execute();
  await db.schema.createIndex('index_records_publication').on('index_records').column('publication_id').execute();
  await db.schema.createIndex('index_records_regiment').on('index_records').column('regiment_id').execute();

  await db.schema
    .createTable('institutions')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('silo', 'integer', (c) => c.notNull())
    .addColumn('proquest', 'integer', (c) => c.notNull())
    .addColumn('ip_ranges', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('account_status', 'text', (c) => c.notNull())
    .addColumn('confirmed', 'integer', (c) => c.notNull())
    .addColumn('roles', 'text', (c) => c.notNull())
    .addColumn('institution_id', 'integer', (c) => c.references('institutions.id'))
    .addColumn('join_date', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('institution_id', 'integer', (c) => c.references('institutions.id'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('memorials')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('privacy_mode', 'text', (c) => c.notNull())
    .addColumn('primary_military_event', 'text')
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('index_record_id', 'integer', (c) => c.references('index_records.id'))
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('last_modified', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('memorial_elements')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('memorial_id', 'integer', (c) => c.notNull().references('memorials.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('ordinal', 'integer', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('last_modified', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('memorial_elements_memorial')
    .on('memorial_elements')
    .columns(['memorial_id', 'ordinal'])
    .execute();

  const serial = serialType(db);
  await db.schema
    .createTable('annotations')
    .addColumn('id', serial, (c) => c.primaryKey())
    .addColumn('image_id', 'integer', (c) => c.notNull().references('images.id'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('x', 'integer', (c) => c.notNull())
    .addColumn('y', 'integer', (c) => c.notNull())
    .addColumn('w', 'integer', (c) => c.notNull())
    .addColumn('h', 'integer', (c) => c.notNull())
    .addColumn('rotation', 'integer', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('modified', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('tags')
    .addColumn('id', serial, (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'integer', (c) => c.notNull())
    .addColumn('private', 'integer', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tags_object').on('tags').columns(['content_type', 'object_id']).execute();
  await db.schema.createIndex('tags_user_name').on('tags').columns(['user_id', 'name']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'tags',
    'annotations',
    'memorial_elements',
    'memorials',
    'sessions',
    'users',
    'institutions',
    'index_records',
    'regiment_battles',
    'battles',
    'companies',
    'regiments',
    'places',
    'sub_images',
    'images',
    'rolls',
    'publications',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
