import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/database';
import { dialectOf } from '../db/dialect';
import { type IndexSql, indexSql } from './index-sql';

const DOC_COLUMNS = sql.raw(`content_type, object_id, title, names, body, sort_name, publication_id, pub_content_type,
  doc_type, conflict, branch, place_path, place_country, place_state, date, year, access_level, last_modified, roll_id, ordinal`);

/**
 * Rebuilds the full-text search index from the record tables. The importer calls it once after a
 * bulk load (keeping the index out of the insert path is what makes the load fast). Every content type
 * is one INSERT … SELECT, so a million index records never pass through JavaScript.
 */
export async function rebuildSearchIndex(db: Kysely<Database>): Promise<void> {
  const dialect = dialectOf(db);
  const x = indexSql(dialect);
  await db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') {
      // A GIN index is far cheaper to build once than to maintain row by row during the load.
      await sql`DROP INDEX IF EXISTS search_docs_tsv`.execute(trx);
      await sql`TRUNCATE search_docs RESTART IDENTITY`.execute(trx);
    } else {
      await sql`DELETE FROM search_docs`.execute(trx);
    }
    for (const insert of [indexRecordDocs, imageDocs, memorialDocs, regimentDocs, battleDocs]) {
      await insert(x).execute(trx);
    }
    if (dialect === 'postgres') {
      await sql`CREATE INDEX search_docs_tsv ON search_docs USING gin (tsv)`.execute(trx);
    } else {
      await sql`INSERT INTO search_fts(search_fts) VALUES ('rebuild')`.execute(trx);
    }
  });
  if (dialect === 'postgres') await sql`ANALYZE search_docs`.execute(db);
  else await sql`ANALYZE`.execute(db);
}

const indexRecordDocs = (x: IndexSql) => sql`
  INSERT INTO search_docs (${DOC_COLUMNS})
  SELECT 'INDEX_RECORD', r.id, r.title, r.full_name,
    concat_ws(' ', r.rank, r.unit, r.branch, r.conflict, r.casualty_type, r.service_number, replace(pl.path, ',', ' ')),
    r.surname || ', ' || r.given_name,
    r.publication_id, p.content_type, p.doc_type, r.conflict, r.branch,
    pl.path, ${x.country(sql.ref('pl.path'))}, ${x.state(sql.ref('pl.path'))},
    coalesce(r.enlistment_date, r.birth_date, r.death_date),
    coalesce(r.enlistment_year, r.birth_year, r.death_year),
    p.access_level, r.last_modified, i.roll_id, i.ordinal
  FROM index_records r
  JOIN publications p ON p.id = r.publication_id
  JOIN images i ON i.id = r.image_id
  LEFT JOIN places pl ON pl.id = coalesce(r.residence_place_id, r.enlistment_place_id, r.birth_place_id)`;

const imageDocs = (_x: IndexSql) => sql`
  INSERT INTO search_docs (${DOC_COLUMNS})
  SELECT 'IMAGE', i.id, i.title, '', i.ocr_text, i.title,
    i.publication_id, p.content_type, p.doc_type, p.conflict, NULL,
    NULL, NULL, NULL, NULL, NULL,
    p.access_level, i.last_modified, i.roll_id, i.ordinal
  FROM images i
  JOIN publications p ON p.id = i.publication_id`;

const memorialDocs = (x: IndexSql) => sql`
  INSERT INTO search_docs (${DOC_COLUMNS})
  SELECT 'STORY_PAGE', m.id, m.title,
    CASE WHEN m.type IN ('PERSON', 'SERVICEPERSON') THEN m.title ELSE '' END,
    concat_ws(' ', m.description, m.primary_military_event, (
      SELECT ${x.joinText(sql`concat_ws(' ', ${x.jsonText(sql.ref('e.value'), 'title')}, ${x.jsonText(sql.ref('e.value'), 'content')})`)}
      FROM memorial_elements e WHERE e.memorial_id = m.id AND e.type = 'STORY')),
    m.title,
    NULL, NULL, NULL, r.conflict, r.branch,
    pl.path, ${x.country(sql.ref('pl.path'))}, ${x.state(sql.ref('pl.path'))},
    coalesce(r.enlistment_date, r.birth_date, r.death_date),
    coalesce(r.enlistment_year, r.birth_year, r.death_year),
    'PUBLIC', m.last_modified, NULL, NULL
  FROM memorials m
  LEFT JOIN index_records r ON r.id = m.index_record_id
  LEFT JOIN places pl ON pl.id = coalesce(r.residence_place_id, r.enlistment_place_id, r.birth_place_id)`;

const regimentDocs = (x: IndexSql) => sql`
  INSERT INTO search_docs (${DOC_COLUMNS})
  SELECT 'REGIMENT', g.id, g.name, '',
    concat_ws(' ', g.history, ${jsonListText(sql.ref('g.nicknames'))}, g.state, g.side, g.branch, g.start_place, g.end_place),
    g.name,
    NULL, NULL, NULL, g.conflict, g.branch,
    pl.path, ${x.country(sql.ref('pl.path'))}, ${x.state(sql.ref('pl.path'))},
    g.start_date, CAST(substr(g.start_date, 1, 4) AS INTEGER),
    'PUBLIC', NULL, NULL, NULL
  FROM regiments g
  LEFT JOIN places pl ON pl.id = g.place_id`;

// A JSON array of strings as plain words: brackets, quotes and commas are only noise to the tokenizer.
const jsonListText = (json: RawBuilder<unknown> | ReturnType<typeof sql.ref>) => sql`replace(replace(replace(${json}, '[', ''), ']', ''), '"', '')`;

const battleDocs = (_x: IndexSql) => sql`
  INSERT INTO search_docs (${DOC_COLUMNS})
  SELECT 'BATTLE', b.id, b.name, '', concat_ws(' ', b.description, b.place, b.outcome), b.name,
    NULL, NULL, NULL, b.conflict, NULL,
    NULL, NULL, NULL,
    b.start_date, CAST(substr(b.start_date, 1, 4) AS INTEGER),
    'PUBLIC', NULL, NULL, NULL
  FROM battles b`;
