import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type PdfRequestRecord, PdfRequestStore } from './pdf-request.store';

describe('the PDF request files', () => {
  let dir: string;
  let store: PdfRequestStore;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'muster-pdf-'));
    store = new PdfRequestStore(dir);
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  const record = (userId: number | null, expires: string): PdfRequestRecord => ({
    id: store.newId(),
    imageId: 7,
    userId,
    view: { rotation: 0, brightness: 0, contrast: 0, invert: false },
    state: 'READY',
    submitted: '2026-11-22T06:00:00.000Z',
    expires,
    updated: '2026-11-22T06:00:00.000Z',
  });

  test('a request is kept under its owner and read back only by it', async () => {
    const mine = record(5, '2026-11-22T07:00:00.000Z');
    await store.put(mine);
    await expect(store.get(5, mine.id)).resolves.toEqual(mine);
    await expect(store.get(6, mine.id)).resolves.toBeNull();
    await expect(store.get(null, mine.id)).resolves.toBeNull();
    await expect(store.list(5)).resolves.toEqual([mine]);
  });

  test('the sweep removes expired requests and their PDFs, and keeps the others', async () => {
    const old = record(5, '2026-11-22T07:00:00.000Z');
    const fresh = record(null, '2026-11-22T09:00:00.000Z');
    for (const r of [old, fresh]) {
      await store.put(r);
      await store.putPdf(r, Buffer.from('%PDF-1.3'));
    }
    await expect(store.sweep(Date.parse('2026-11-22T08:00:00Z'))).resolves.toBe(1);
    await expect(store.get(5, old.id)).resolves.toBeNull();
    await expect(fs.access(store.pdfFile(old))).rejects.toThrow();
    await expect(store.get(null, fresh.id)).resolves.toEqual(fresh);
  });

  test('an id that is not one of ours never becomes a path', () => {
    expect(() => store.pdfFile({ id: '../../etc/passwd', userId: 1 })).toThrow('not a PDF request id');
  });
});
