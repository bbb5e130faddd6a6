import * as f from './fixtures';

/**
 * The search documents the fixture should produce, worked out by hand from the fixture rows (not from the
 * index), so the contract suite can check keyword hits and facet counts by brute force.
 */
export interface ExpectedDoc {
  key: string;
  conflict: string | null;
  branch: string | null;
  publicationId: number | null;
  pubContentType: string | null;
  docType: string | null;
  placePath: string | null;
  date: string | null;
  lastModified: string | null;
  sortName: string;
  words: string[];
  nameWords: string[];
}

const words = (...parts: (string | null | undefined)[]) => parts.join(' ').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const placePath = (id: number | null | undefined) => f.places.find((p) => p.id === id)?.path ?? null;
const pub = (id: number) => f.publications.find((p) => p.id === id)!;

export function expectedDocs(): ExpectedDoc[] {
  const recordDoc = (r: (typeof f.indexRecords)[number]) => ({
    conflict: r.conflict, branch: r.branch, placePath: placePath(r.residence_place_id ?? r.enlistment_place_id ?? r.birth_place_id),
    date: r.enlistment_date ?? r.birth_date ?? r.death_date ?? null,
  });
  const records = f.indexRecords.map((r): ExpectedDoc => ({
    key: `INDEX_RECORD:${r.id}`, ...recordDoc(r), publicationId: r.publication_id, pubContentType: pub(r.publication_id).content_type,
    docType: pub(r.publication_id).doc_type, lastModified: r.last_modified, sortName: `${r.surname}, ${r.given_name}`,
    words: words(r.title, r.full_name, r.rank, r.unit, r.branch, r.conflict, r.casualty_type, r.service_number, recordDoc(r).placePath),
    nameWords: words(r.full_name),
  }));
  const images = f.images.map((i): ExpectedDoc => ({
    key: `IMAGE:${i.id}`, conflict: pub(i.publication_id).conflict, branch: null, publicationId: i.publication_id,
    pubContentType: pub(i.publication_id).content_type, docType: pub(i.publication_id).doc_type, placePath: null, date: null,
    lastModified: i.last_modified, sortName: i.title, words: words(i.title, i.ocr_text), nameWords: [],
  }));
  const memorials = f.memorials.map((m): ExpectedDoc => {
    const record = f.indexRecords.find((r) => r.id === m.index_record_id);
    const stories = f.memorialElements.filter((e) => e.memorial_id === m.id && e.type === 'STORY').map((e) => JSON.parse(e.value));
    return {
      key: `STORY_PAGE:${m.id}`, conflict: null, branch: null, placePath: null, date: null, ...(record ? recordDoc(record) : {}),
      publicationId: null, pubContentType: null, docType: null, lastModified: m.last_modified, sortName: m.title,
      words: words(m.title, m.description, m.primary_military_event, ...stories.flatMap((s) => [s.title, s.content])),
      nameWords: ['PERSON', 'SERVICEPERSON'].includes(m.type) ? words(m.title) : [],
    };
  });
  const regiments = f.regiments.map((g): ExpectedDoc => ({
    key: `REGIMENT:${g.id}`, conflict: g.conflict, branch: g.branch, publicationId: null, pubContentType: null, docType: null,
    placePath: placePath(g.place_id), date: g.start_date ?? null, lastModified: null, sortName: g.name,
    words: words(g.name, g.history, g.nicknames, g.state, g.side, g.branch, g.start_place, g.end_place), nameWords: [],
  }));
  const battles = f.battles.map((b): ExpectedDoc => ({
    key: `BATTLE:${b.id}`, conflict: b.conflict, branch: null, publicationId: null, pubContentType: null, docType: null,
    placePath: null, date: b.start_date, lastModified: null, sortName: b.name, words: words(b.name, b.description, b.place, b.outcome), nameWords: [],
  }));
  // Rolls are FILE documents, found by their literal title and browse path; sub-image 1001 is covered by record 13.
  const files = f.rolls.map((r): ExpectedDoc => ({
    key: `FILE:${r.id}`, conflict: pub(r.publication_id).conflict, branch: null, publicationId: r.publication_id,
    pubContentType: pub(r.publication_id).content_type, docType: pub(r.publication_id).doc_type, placePath: null, date: null,
    lastModified: r.created, sortName: r.literal_title, words: words(r.literal_title, r.name, r.browse_1, r.browse_2, r.browse_3), nameWords: [],
  }));
  return [...records, ...images, ...files, ...memorials, ...regiments, ...battles];
}

/** Every keyword is a prefix of some word of the document (names only for full-name keywords). */
export function matches(doc: ExpectedDoc, keywords: string, names = ''): boolean {
  const has = (pool: string[], token: string) => pool.some((w) => w.startsWith(token));
  return words(keywords).every((t) => has(doc.words, t)) && words(names).every((t) => has(doc.nameWords, t));
}

/** value → count of the documents having it, nulls left out. */
export function countBy(docs: ExpectedDoc[], value: (d: ExpectedDoc) => string | number | null): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const d of docs) {
    const v = value(d);
    if (v !== null) counts[String(v)] = (counts[String(v)] ?? 0) + 1;
  }
  return counts;
}
