import { type RawBuilder, sql } from 'kysely';
import { rollShownTo } from '../gallery/upload-privacy';
import type { IndexSql } from './index-sql';

const DOC_COLUMNS =
  sql.raw(`content_type, object_id, title, names, body, hidden, ocr, sort_name, publication_id, pub_content_type,
  doc_type, collection, sub_type, provider, language, conflict, branch, place_path, place_country, place_state, place_id,
  date, year, access_level, last_modified, roll_id, ordinal, surname, given_name, middle_name, birth_year, enlistment_year,
  death_year, birth_place_id, residence_place_id, enlistment_place_id, death_place_id, service_number, military_rank`);

// A person's other catalogue fields (migration 023): index records and memorials of a record fill them, other
// documents leave them NULL. Gender is written Male or Female whatever the record's spelling (M, F, female).
const PERSON_COLUMNS = sql.raw(`gender, race, casualty_type, award, death_cause, rank_enlistment, rank_discharge,
  theater, discharge_year, burial_year, burial_place_id`);
const personFields =
  sql.raw(`CASE upper(substr(r.gender, 1, 1)) WHEN 'F' THEN 'Female' WHEN 'M' THEN 'Male' ELSE r.gender END,
  r.race, r.casualty_type, r.award, r.death_cause, r.rank_enlistment, r.rank_discharge, r.theater,
  CAST(substr(r.discharge_date, 1, 4) AS INTEGER), CAST(substr(r.burial_date, 1, 4) AS INTEGER), r.burial_place_id`);

// Publication attributes every document of a publication carries (p is the publications alias).
const PUB = sql.raw('p.content_type, p.doc_type, p.collection');
const PROVIDER = sql.raw('p.provider, p.language');
const NO_PUB = sql.raw('NULL, NULL, NULL, NULL');
const NO_PERSON = sql.raw('NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL');
const hand = sql.raw(
  `CASE i.hand WHEN 'handwritten' THEN 'Handwritten' WHEN 'typed' THEN 'Typed' WHEN 'photo' THEN 'Photograph' ELSE NULL END`,
);

// The record's own place: where he lived, else where he enlisted, else where he was born.
const recordPlace = sql.raw('coalesce(r.residence_place_id, r.enlistment_place_id, r.birth_place_id)');
const recordDate = sql.raw(
  'coalesce(r.enlistment_date, r.birth_date, r.death_date), coalesce(r.enlistment_year, r.birth_year, r.death_year)',
);
const person = sql.raw(`r.surname, r.given_name, r.middle_name, r.birth_year, r.enlistment_year, r.death_year,
  r.birth_place_id, r.residence_place_id, r.enlistment_place_id, r.death_place_id, r.service_number, r.rank`);

/**
 * Memorials as STORY_PAGE documents; `ids` limits the statement to those memorials (index-update.ts replaces an
 * edited memorial's document with it). A private memorial exists only for its owner and staff (memorial-privacy.ts),
 * and the index has no owner column to filter on, so private memorials are left out: a search never names them.
 */
export const memorialDocs = (x: IndexSql, ids?: readonly number[]) => sql`
    INSERT INTO search_docs (${DOC_COLUMNS}, ${PERSON_COLUMNS})
    SELECT 'STORY_PAGE', m.id, m.title,
      CASE WHEN m.type IN ('PERSON', 'SERVICEPERSON') THEN m.title ELSE '' END,
      concat_ws(' ', m.description, m.primary_military_event, (
        SELECT ${x.joinText(sql`concat_ws(' ', ${x.jsonText(sql.ref('e.value'), 'title')}, ${x.jsonText(sql.ref('e.value'), 'content')})`)}
        FROM memorial_elements e WHERE e.memorial_id = m.id AND e.type = 'STORY')), '', '',
      m.title, ${NO_PUB}, m.type, NULL, NULL, r.conflict, r.branch,
      pl.path, ${x.country(sql.ref('pl.path'))}, ${x.state(sql.ref('pl.path'))}, pl.id, ${recordDate},
      'PUBLIC', m.last_modified, NULL, NULL, ${person}, ${personFields}
    FROM memorials m
    LEFT JOIN index_records r ON r.id = m.index_record_id
    LEFT JOIN places pl ON pl.id = ${recordPlace}
    WHERE m.privacy_mode = 'PUBLIC'${ids ? sql` AND m.id IN (${sql.join(ids)})` : sql``}`;

/**
 * Pages as IMAGE documents; `ids` limits the statement to those pages (index-update.ts replaces a member upload's
 * document when it is made public, renamed, made private or deleted). A member's private upload is theirs alone
 * (galleries): never a search hit, nor is a page staff have hidden (image-admin/).
 */
export const imageDocs = (_x: IndexSql, ids?: readonly number[]) => sql`
    INSERT INTO search_docs (${DOC_COLUMNS})
    SELECT 'IMAGE', i.id, i.title, '', '', '', i.ocr_text, i.title, i.publication_id, ${PUB}, ${hand}, ${PROVIDER}, p.conflict, NULL,
      NULL, NULL, NULL, NULL, NULL, NULL, p.access_level, i.last_modified, i.roll_id, i.ordinal, ${NO_PERSON}
    FROM images i JOIN publications p ON p.id = i.publication_id
    WHERE NOT EXISTS (SELECT 1 FROM user_uploads u WHERE u.image_id = i.id AND u.public = 0)
      AND NOT EXISTS (SELECT 1 FROM hidden_images h WHERE h.image_id = i.id)${ids ? sql` AND i.id IN (${sql.join(ids)})` : sql``}`;

/**
 * A FILE is a roll: found by its literal title and by the browse path that leads to it. `ids` limits the statement to
 * those rolls (index-update.ts: an upload made public or private, or deleted). A member's uploads roll that holds only
 * private uploads is left out, or its name would tell everybody they upload (browse counts it through this document).
 */
export const fileDocs = (_x: IndexSql, ids?: readonly number[]) => sql`
    INSERT INTO search_docs (${DOC_COLUMNS})
    SELECT 'FILE', f.id, f.literal_title, '',
      concat_ws(' ', f.name, f.browse_1, f.browse_2, f.browse_3, f.browse_4, f.browse_5, f.browse_6, f.browse_7), '', '',
      f.literal_title, f.publication_id, ${PUB}, NULL, ${PROVIDER}, p.conflict, NULL,
      NULL, NULL, NULL, NULL, NULL, NULL, p.access_level, f.created, f.id, 0, ${NO_PERSON}
    FROM rolls f JOIN publications p ON p.id = f.publication_id
    WHERE ${rollShownTo(null, 'f.id')}${ids ? sql` AND f.id IN (${sql.join(ids)})` : sql``}`;

/**
 * Index records as INDEX_RECORD documents; `ids` limits the statement to those records (index-update.ts replaces a
 * corrected record's document with it). The body holds what the record page shows everybody (branch, conflict); the
 * words of the fields it hides from a caller who may not view the record go to `hidden`, which a keyword matches only
 * for callers who open the level.
 */
export const recordDocs = (x: IndexSql, ids?: readonly number[]) => sql`
    ${ids ? sql`WITH r AS MATERIALIZED (${x.byIds('index_records', ids)})` : sql``}
    INSERT INTO search_docs (${DOC_COLUMNS}, ${PERSON_COLUMNS})
    SELECT 'INDEX_RECORD', r.id, r.title, r.full_name, concat_ws(' ', r.branch, r.conflict),
      concat_ws(' ', r.rank, r.unit, r.casualty_type, r.award, r.death_cause, r.theater, r.service_number,
        replace(pl.path, ',', ' '), r.birth_year, r.enlistment_year, r.death_year), '',
      r.surname || ', ' || r.given_name, r.publication_id, ${PUB}, ${hand}, ${PROVIDER}, r.conflict, r.branch,
      pl.path, ${x.country(sql.ref('pl.path'))}, ${x.state(sql.ref('pl.path'))}, pl.id, ${recordDate},
      p.access_level, r.last_modified, i.roll_id, i.ordinal, ${person}, ${personFields}
    FROM ${ids ? sql`r` : sql`index_records r`}
    JOIN publications p ON p.id = r.publication_id
    JOIN images i ON i.id = r.image_id
    LEFT JOIN places pl ON pl.id = ${recordPlace}`;

/** One INSERT … SELECT per content type; a million index records never pass through JavaScript. */
export const docInserts: ((x: IndexSql) => RawBuilder<unknown>)[] = [
  (x) => recordDocs(x),

  (x) => imageDocs(x),

  // Sub-images an index record transcribes are found through the record; the rest stand on their own.
  (x) => sql`
    INSERT INTO search_docs (${DOC_COLUMNS})
    SELECT 'SUB_IMAGE', s.id, s.title, '', i.title, '', '', s.title, i.publication_id, ${PUB}, ${hand}, ${PROVIDER}, p.conflict, NULL,
      NULL, NULL, NULL, NULL, NULL, NULL, p.access_level, i.last_modified, i.roll_id, i.ordinal, ${NO_PERSON}
    FROM sub_images s JOIN images i ON i.id = s.image_id JOIN publications p ON p.id = i.publication_id
    WHERE ${x.notReferenced(sql.ref('s.id'), 'index_records', 'sub_image_id')}`,

  (x) => fileDocs(x),

  (x) => memorialDocs(x),

  (x) => sql`
    INSERT INTO search_docs (${DOC_COLUMNS})
    SELECT 'REGIMENT', g.id, g.name, '',
      concat_ws(' ', g.history, ${jsonListText(sql.ref('g.nicknames'))}, g.state, g.side, g.branch, g.start_place, g.end_place), '', '',
      g.name, ${NO_PUB}, g.sub_type, NULL, NULL, g.conflict, g.branch,
      pl.path, ${x.country(sql.ref('pl.path'))}, ${x.state(sql.ref('pl.path'))}, pl.id,
      g.start_date, CAST(substr(g.start_date, 1, 4) AS INTEGER), 'PUBLIC', NULL, NULL, NULL, ${NO_PERSON}
    FROM regiments g LEFT JOIN places pl ON pl.id = g.place_id`,

  () => sql`
    INSERT INTO search_docs (${DOC_COLUMNS})
    SELECT 'BATTLE', b.id, b.name, '', concat_ws(' ', b.description, b.place, b.outcome), '', '', b.name,
      ${NO_PUB}, b.sub_type, NULL, NULL, b.conflict, NULL, NULL, NULL, NULL, NULL,
      b.start_date, CAST(substr(b.start_date, 1, 4) AS INTEGER), 'PUBLIC', NULL, NULL, NULL, ${NO_PERSON}
    FROM battles b`,
];

// A JSON array of strings as plain words: brackets, quotes and commas are only noise to the tokenizer.
const jsonListText = (json: RawBuilder<unknown> | ReturnType<typeof sql.ref>) =>
  sql`replace(replace(replace(${json}, '[', ''), ']', ''), '"', '')`;
