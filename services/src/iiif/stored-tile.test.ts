import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { OpenFiles } from '../lib/open-files';
import { planIiifRequest } from './image-request';
import { PyramidFiles, writePyramid } from './pyramid-file';
import { readStoredTile, storedTileContaining, storedTileOf } from './stored-tile';

// A 1300×1100 scan: three columns and three rows of tiles at full size, the last ones cut short.
const image = { id: 1, width: 1300, height: 1100 };
let dir: string;
let scan: string;
let files: PyramidFiles;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stored-tile-'));
  scan = path.join(dir, 'scans', 'page.jpg');
  fs.mkdirSync(path.dirname(scan), { recursive: true });
  // Left half dark, right half light, so a tile's origin shows in its pixels.
  const dark = await sharp({ create: { width: 650, height: 1100, channels: 3, background: '#202020' } })
    .png()
    .toBuffer();
  await sharp({ create: { ...image, channels: 3, background: '#f0f0f0' } })
    .composite([{ input: dark, left: 0, top: 0 }])
    .jpeg()
    .toFile(scan);
  files = new PyramidFiles({ dir: path.join(dir, 'pyramids'), dataDir: dir, buildMissing: false });
  await writePyramid(scan, path.join(dir, 'pyramids', 'scans', 'page.jpg.tif'));
});
afterAll(async () => {
  await files.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const plan = (region: string, size: string, rotation = '0', quality = 'default', format = 'jpg') =>
  planIiifRequest(image as never, { region, size, rotation, quality, format });
const pageAt = async (factor: number) => (await files.page(scan, fs.statSync(scan).mtimeMs, factor))!;

test('the pyramid has a page per level, each with its stored JPEG tiles', async () => {
  const full = await pageAt(1);
  expect(full).toMatchObject({ page: 0, width: 1300, height: 1100, factor: 1 });
  expect(full.tiles).toMatchObject({ size: 512, across: 3 });
  expect(full.tiles!.offsets).toHaveLength(9);
  expect(await pageAt(2)).toMatchObject({ page: 1, width: 650, height: 550, factor: 2 });
  // Past the smallest page, the smallest page.
  expect(await pageAt(8)).toMatchObject({ page: 2, factor: 4 });
});

test('lookups of a scan arriving together read its pyramid once and share what it says', async () => {
  const fresh = new PyramidFiles({ dir: path.join(dir, 'pyramids'), dataDir: dir, buildMissing: false });
  const mtime = fs.statSync(scan).mtimeMs;
  const [a, b, c] = await Promise.all([
    fresh.page(scan, mtime, 1),
    fresh.page(scan, mtime, 1),
    fresh.page(scan, mtime, 2),
  ]);
  expect(b).toBe(a);
  expect(c).toMatchObject({ page: 1, factor: 2, file: a!.file });
  // Once read, later lookups are answered from memory with the very same pages.
  expect(await fresh.page(scan, mtime, 1)).toBe(a);
  await fresh.close();
});

test('only a whole, upright, colour JPEG tile at its own scale is sent as stored', async () => {
  const full = await pageAt(1);
  expect(storedTileOf(full, plan('512,0,512,512', '512,512'))).toEqual({ column: 1, row: 0 });
  expect(storedTileOf(full, plan('0,512,512,512', '512,'))).toEqual({ column: 0, row: 1 });
  expect(storedTileOf(full, plan('512,0,512,512', '512,512', '0', 'color'))).toEqual({ column: 1, row: 0 });
  expect(storedTileOf(full, plan('1024,0,276,512', '276,512'))).toBeNull(); // right edge: stored padded
  expect(storedTileOf(full, plan('512,0,512,512', '256,256'))).toBeNull(); // resized
  expect(storedTileOf(full, plan('256,0,512,512', '512,512'))).toBeNull(); // off the grid
  expect(storedTileOf(full, plan('512,0,512,512', '512,512', '90'))).toBeNull();
  expect(storedTileOf(full, plan('512,0,512,512', '512,512', '!0'))).toBeNull();
  expect(storedTileOf(full, plan('512,0,512,512', '512,512', '0', 'gray'))).toBeNull();
  expect(storedTileOf(full, plan('512,0,512,512', '512,512', '0', 'default', 'png'))).toBeNull();
  expect(storedTileOf(await pageAt(2), plan('0,0,1024,1024', '512,512'))).toEqual({ column: 0, row: 0 });
});

test('a stored tile is a JPEG with the same pixels as the TIFF reader gives', async () => {
  const full = await pageAt(1);
  const jpeg = await readStoredTile(files.files, full, { column: 1, row: 0 });
  const fromTiff = await sharp(full.file, { page: 0 })
    .extract({ left: 512, top: 0, width: 512, height: 512 })
    .raw()
    .toBuffer();
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  expect(info).toMatchObject({ width: 512, height: 512, channels: 3 });
  expect(data.equals(fromTiff)).toBe(true);
  // Its left part is the dark half (x < 650), its right the light one.
  expect(data[(100 * 512 + 10) * 3]).toBeLessThan(60);
  expect(data[(100 * 512 + 500) * 3]).toBeGreaterThan(200);
});

test('a region inside one stored tile is cut from it; one across tiles is not', async () => {
  const full = await pageAt(1);
  expect(storedTileContaining(full, plan('1024,512,276,512', '276,512'))).toEqual({ column: 2, row: 1 });
  expect(storedTileContaining(full, plan('1024,1024,276,76', '276,76'))).toEqual({ column: 2, row: 2 });
  expect(storedTileContaining(full, plan('500,0,100,100', '100,100'))).toBeNull();
  expect(storedTileContaining(await pageAt(4), plan('full', '325,275'))).toEqual({ column: 0, row: 0 });
});

test('open files: positioned reads, the least recently used closed past the limit, a short read refused', async () => {
  const open = new OpenFiles(1);
  const a = path.join(dir, 'a.bin');
  const b = path.join(dir, 'b.bin');
  fs.writeFileSync(a, Buffer.from('0123456789'));
  fs.writeFileSync(b, Buffer.from('abcdefghij'));
  const into = Buffer.alloc(4);
  await open.read(a, into, 0, 4, 3);
  expect(into.toString()).toBe('3456');
  await Promise.all([open.read(b, into, 0, 2, 0), open.read(a, Buffer.alloc(2), 0, 2, 8)]);
  expect(into.subarray(0, 2).toString()).toBe('ab');
  await expect(open.read(a, Buffer.alloc(4), 0, 4, 8)).rejects.toThrow(/short read/);
  await expect(open.read(path.join(dir, 'missing.bin'), into, 0, 1, 0)).rejects.toThrow(/ENOENT/);
  open.closeAll();
});
