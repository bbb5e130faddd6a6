import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PdfState, PdfView } from '@muster/contract';

export interface PdfRequestRecord {
  id: string;
  imageId: number;
  /** The member who asked; null for a visitor. Only the same caller reads or downloads it. */
  userId: number | null;
  view: PdfView;
  state: Exclude<PdfState, 'EXPIRED'>;
  submitted: string;
  expires: string;
  /** Last change of state, to tell a request whose process died from one still under way. */
  updated: string;
  failure?: string;
}

export const REQUEST_ID = /^[0-9a-f]{32}$/;

const TEMPORARY_LIFETIME_MS = 10 * 60 * 1000;

const ownerDir = (userId: number | null) => (userId === null ? 'visitors' : `user-${userId}`);

/**
 * PDF requests as files: `<dir>/<owner>/<id>.json` (the state) beside `<id>.pdf`. Files rather than memory so a
 * request outlives a restart and is seen by every service process sharing the directory (as the tile cache);
 * a folder per owner so a caller's requests are listed without reading anybody else's.
 */
export class PdfRequestStore {
  constructor(private readonly dir: string) {}

  newId(): string {
    return randomBytes(16).toString('hex');
  }

  private file(userId: number | null, id: string, ext: 'json' | 'pdf'): string {
    if (!REQUEST_ID.test(id)) throw new Error(`not a PDF request id: ${id}`);
    return path.join(this.dir, ownerDir(userId), `${id}.${ext}`);
  }

  pdfFile(record: Pick<PdfRequestRecord, 'id' | 'userId'>): string {
    return this.file(record.userId, record.id, 'pdf');
  }

  async get(userId: number | null, id: string): Promise<PdfRequestRecord | null> {
    try {
      return JSON.parse(await fs.readFile(this.file(userId, id, 'json'), 'utf8')) as PdfRequestRecord;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Writes the state through a temporary file, so a reader never sees half a record. */
  async put(record: PdfRequestRecord): Promise<void> {
    // A random temporary name: two processes (or two writes of one) never share a half-written file.
    const target = this.file(record.userId, record.id, 'json');
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(temporary, JSON.stringify(record));
    await fs.rename(temporary, target);
  }

  /**
   * Writes a new request's state unless the job preparing it already wrote one (the job is queued first, so a
   * crash between the two leaves a job that writes the record rather than a record no job will finish).
   */
  async create(record: PdfRequestRecord): Promise<void> {
    const target = this.file(record.userId, record.id, 'json');
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(temporary, JSON.stringify(record));
    try {
      // link() refuses an existing name, where rename() would replace it.
      await fs.link(temporary, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      await fs.rm(temporary, { force: true });
    }
  }

  async putPdf(record: PdfRequestRecord, bytes: Buffer): Promise<void> {
    const target = this.pdfFile(record);
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, target);
  }

  /** Every request of one owner (the caller's own folder). */
  async list(userId: number | null): Promise<PdfRequestRecord[]> {
    const folder = path.join(this.dir, ownerDir(userId));
    const names = await fs.readdir(folder).catch(() => [] as string[]);
    const ids = names
      .filter((n) => n.endsWith('.json'))
      .map((n) => n.slice(0, -5))
      .filter((id) => REQUEST_ID.test(id));
    return (await Promise.all(ids.map((id) => this.get(userId, id)))).filter((r): r is PdfRequestRecord => r !== null);
  }

  /** Removes the files of requests expired before `now`, and stale temporary files; answers how many requests went. */
  async sweep(now: number): Promise<number> {
    const owners = await fs.readdir(this.dir).catch(() => [] as string[]);
    let removed = 0;
    for (const owner of owners) {
      const folder = path.join(this.dir, owner);
      for (const name of await fs.readdir(folder).catch(() => [] as string[])) {
        // A temporary file of a write the process died in (older than any write takes).
        if (name.endsWith('.tmp')) {
          const stat = await fs.stat(path.join(folder, name)).catch(() => undefined);
          if (stat && stat.mtimeMs < now - TEMPORARY_LIFETIME_MS) await fs.rm(path.join(folder, name), { force: true });
          continue;
        }
        if (!name.endsWith('.json')) continue;
        const record = JSON.parse(
          await fs.readFile(path.join(folder, name), 'utf8').catch(() => '{}'),
        ) as Partial<PdfRequestRecord>;
        if (!record.expires || Date.parse(record.expires) > now) continue;
        await fs.rm(path.join(folder, name.replace(/\.json$/, '.pdf')), { force: true });
        await fs.rm(path.join(folder, name), { force: true });
        removed++;
      }
    }
    return removed;
  }
}
