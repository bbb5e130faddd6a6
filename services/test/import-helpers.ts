import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { type Identity, signIdentity } from '@muster/services/auth';
import type { Database } from '@muster/services/db';
import { fixture } from '@muster/testkit/fixtures';

export const SECRET = 'import-test-secret';

/** The fixtures' archivist (user 2) in a role, and the fixtures' plain member (user 1). */
export const as = {
  admin: { userId: 2, username: 'archivist', roles: ['admin'] },
  content: { userId: 2, username: 'archivist', roles: ['content'] },
  support: { userId: 2, username: 'archivist', roles: ['support'] },
  member: { userId: 1, username: 'hwhitcomb', roles: [] as string[] },
};
export type Caller = Partial<Identity> | undefined;

export function authHeader(caller: Caller): Record<string, string> {
  if (!caller) return {};
  const identity = { userId: null, accountStatus: 'non-subscriber', roles: [], institutionId: null, ...caller };
  return { 'x-muster-auth': signIdentity(identity as Identity, SECRET) };
}

/** A call to the services as a caller, JSON in and out (text for CSV). */
export async function call(base: string, method: string, url: string, caller: Caller, body?: unknown) {
  const res = await fetch(base + url, {
    method,
    headers: { ...authHeader(caller), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    body: type.includes('json') ? await res.json() : await res.text(),
    headers: res.headers,
  };
}

export const IMPORT_PUB = fixture.publications.serviceRecords;
/** The pages of publication 1 the generated rows hang on. */
export const PAGES = [fixture.images.first, fixture.images.second, fixture.images.third];

// Surnames repeat as a roll's do (a file of unique surnames would make every row a new name for search's dictionary).
const SURNAMES = ['Abbott', 'Baker', 'Carver', 'Dunham', 'Ellis', 'Fairbanks', 'Gould', 'Hale', 'Ingalls', 'Jewett'];

/**
 * A CSV of `rows` soldiers, every `badEvery`-th row bad in one of three plain ways (no surname, a bad date, a page
 * of another publication). Service numbers are unique per row (`S<n>`), so a test can count each row's record;
 * with `uniqueSurnames` so are surnames (`Imp<n>`), for a search by one.
 */
export function writeCsv(file: string, rows: number, badEvery = 100, uniqueSurnames = false): { bad: number[] } {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const out = fs.openSync(file, 'w');
  const bad: number[] = [];
  let chunk = 'Surname,Given Name,Birth,Enlisted,Image ID,Rank,Gender,Service No\n';
  for (let n = 1; n <= rows; n++) {
    let surname = uniqueSurnames ? `Imp${n}` : SURNAMES[n % SURNAMES.length];
    let birth = `18${30 + (n % 10)}`;
    let image = String(PAGES[n % PAGES.length]);
    if (n % badEvery === 0) {
      bad.push(n);
      const kind = (n / badEvery) % 3;
      if (kind === 0) surname = '';
      else if (kind === 1) birth = 'sometime';
      else image = String(fixture.images.draftCard);
    }
    chunk += `${surname},Soldier${n % 97},${birth},1862-0${1 + (n % 9)}-1${n % 10},${image},Private,${n % 2 ? 'M' : 'F'},S${n}\n`;
    if (chunk.length > 1 << 16) {
      fs.writeSync(out, chunk);
      chunk = '';
    }
  }
  fs.writeSync(out, chunk);
  fs.closeSync(out);
  return { bad };
}

/** Polls an import until it leaves queued/running. */
export async function waitFor(base: string, id: number, timeoutMs = 600_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const r = await call(base, 'GET', `/import/jobs/${id}`, as.admin);
    if (r.status === 200 && !['queued', 'running'].includes(r.body.state)) return r.body;
    if (Date.now() > until) throw new Error(`import ${id} still ${r.body.state}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** An import of `file` queued straight in the database, for a test that runs it itself (runImport) without the queue. */
export async function queuedImport(db: Kysely<Database>, file: string): Promise<number> {
  const { id } = await db
    .insertInto('imports')
    .values({
      publication_id: IMPORT_PUB,
      staff_id: 2,
      state: 'queued',
      file_name: path.basename(file),
      source_path: file,
      format: 'csv',
      settings: '{}',
      created: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
