import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { buildServicesApp } from '../src/app';
import { pyramidPathFor } from '../src/iiif/pyramid-file';
import { fixture } from '@muster/testkit/fixtures';
import { decode, type ImageServices, SIGNING_SECRET, startImageServices, who } from '@muster/testkit/images';

// Tiles of a scan come from its tiled pyramidal TIFF once it has one; the services make a missing one in the
// background the first time the scan is viewed (docs/decisions/images.md "Tile pyramids on disk"). The pyramid logic does not
// touch the database, so SQLite alone is enough here.
const imageId = fixture.images.pensionCard;
const iiif = (rest: string) => `/fold31-image-data/iiif/3/${imageId}/${rest}`;

async function scanPath(s: ImageServices): Promise<string> {
  const row = await s.db.db
    .selectFrom('images')
    .select('file_path')
    .where('id', '=', imageId)
    .executeTakeFirstOrThrow();
  return path.join(s.dataDir, row.file_path);
}

const pyramidOf = (s: ImageServices, scan: string) => pyramidPathFor(path.join(s.dataDir, 'pyramids'), s.dataDir, scan);

async function until(check: () => boolean, what: string, ms = 4_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('tile pyramids', () => {
  let s: ImageServices;
  afterEach(async () => {
    await s?.stop();
  });

  const tile = (rest: string) => s.getAs(`${iiif(rest)}?token=${s.token(imageId)}`, who.visitor);

  test('a scan is served at once from its pixels, gets its pyramid in the background, and later tiles come from it', async () => {
    s = await startImageServices({ backend: 'sqlite' });
    const scan = await scanPath(s);
    const pyramid = pyramidOf(s, scan);
    expect(fs.existsSync(pyramid)).toBe(false);

    const first = await tile('full/max/0/default.jpg');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-muster-source')).toBe('decoded');
    await until(() => fs.existsSync(pyramid), 'the pyramid file');

    // 600×900 scan: full size and half size, in 512-pixel JPEG tiles.
    const meta = await sharp(pyramid).metadata();
    expect(meta.pages).toBe(2);
    expect(await sharp(pyramid, { page: 1 }).metadata()).toMatchObject({ width: 300, height: 450 });

    // The same address rendered again, now from the pyramid: other bytes, so another cache entry and ETag.
    const again = await tile('full/max/0/default.jpg');
    expect(again.headers.get('x-muster-source')).toBe('pyramid');
    expect(again.headers.get('x-muster-cache')).toBe('miss');
    expect(again.headers.get('etag')).not.toBe(first.headers.get('etag'));

    // A whole stored tile goes out as stored (no decode, no encode), kept in memory only.
    const whole = await tile('0,0,512,512/512,512/0/default.jpg');
    expect(whole.headers.get('x-muster-source')).toBe('stored-tile');
    expect(whole.headers.get('x-muster-cache')).toBe('miss');
    expect((await tile('0,0,512,512/512,512/0/default.jpg')).headers.get('x-muster-cache')).toBe('memory');
    expect(await decode(whole.body)).toMatchObject({ width: 512, height: 512, format: 'jpeg' });
    expect(Math.max(...(await decode(whole.body, { x: 100, y: 100 })).pixel)).toBeLessThan(90);
    expect(Math.min(...(await decode(whole.body, { x: 100, y: 300 })).pixel)).toBeGreaterThan(150);

    // The bottom edge tile is cut from its stored tile and encoded.
    const lower = await tile('0,512,512,388/512,/0/default.jpg');
    expect(lower.status).toBe(200);
    expect(lower.headers.get('x-muster-source')).toBe('pyramid');
    expect(await decode(lower.body)).toMatchObject({ width: 512, height: 388, format: 'jpeg' });

    // The half-size page: the dark band (40–160 px of the scan) is at 20–80 px, the parchment below it.
    const half = await tile('full/300,/0/default.jpg');
    expect(half.headers.get('x-muster-source')).toBe('pyramid');
    expect(await decode(half.body)).toMatchObject({ width: 300, height: 450 });
    expect(Math.max(...(await decode(half.body, { x: 150, y: 50 })).pixel)).toBeLessThan(90);
    expect(Math.min(...(await decode(half.body, { x: 150, y: 200 })).pixel)).toBeGreaterThan(150);
  });

  test('a pyramid older than its scan is not used, and is made again', async () => {
    s = await startImageServices({ backend: 'sqlite' });
    const scan = await scanPath(s);
    const pyramid = pyramidOf(s, scan);
    await tile('full/max/0/default.jpg');
    await until(() => fs.existsSync(pyramid), 'the pyramid file');

    // The scan is replaced (a rescan) after its pyramid was made.
    const now = Date.now();
    fs.utimesSync(pyramid, new Date(now - 120_000), new Date(now - 120_000));
    fs.utimesSync(scan, new Date(now - 60_000), new Date(now - 60_000));
    const fresh = await tile('full/max/0/default.jpg');
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('x-muster-source')).toBe('decoded');
    await until(() => fs.statSync(pyramid).mtimeMs > now - 60_000, 'the pyramid made again');
    expect((await tile('full/200,/0/default.jpg')).headers.get('x-muster-source')).toBe('pyramid');
  });

  test('IIIF_PYRAMIDS=off makes no pyramid', async () => {
    s = await startImageServices({ backend: 'sqlite', env: { IIIF_PYRAMIDS: 'off' } });
    const scan = await scanPath(s);
    const res = await tile('full/max/0/default.jpg');
    expect(res.status).toBe(200);
    // Closing waits for a pyramid being written, so none can appear after this.
    await s.app.close();
    expect(fs.existsSync(pyramidOf(s, scan))).toBe(false);
  });

  test('a wrong IIIF_PYRAMIDS stops the services with a clear message', async () => {
    s = await startImageServices({ backend: 'sqlite' });
    process.env.IIIF_PYRAMIDS = 'sometimes';
    try {
      await expect(
        buildServicesApp({ db: s.db, dataDir: s.dataDir, urlSigningSecret: SIGNING_SECRET, internalSecret: 'x' }),
      ).rejects.toThrow('IIIF_PYRAMIDS must be auto or off, not "sometimes"');
    } finally {
      delete process.env.IIIF_PYRAMIDS;
    }
  });
});
