import { jest } from '@jest/globals';
import sharp from 'sharp';
import { blankPng } from '@muster/testkit/files';
import { DecodeRefused, decodeQueue, decodeUpload } from './upload-decode';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#6b4f2a' } })
    .png()
    .toBuffer();
const limits = { formats: ['png', 'jpeg'], maxPixels: 100 };

describe('decodeUpload', () => {
  it('refuses the 97 KB PNG declaring 9999 × 9999 from its header, never decoding it', async () => {
    const bomb = await blankPng(9999, 9999);
    expect(bomb.length).toBeLessThan(100_000);
    const render = jest.fn(async () => 'decoded');
    await expect(decodeUpload(bomb, { formats: ['png'], maxPixels: 50_000_000 }, render)).rejects.toEqual(
      new DecodeRefused('pixels'),
    );
    expect(render).not.toHaveBeenCalled();
  });

  it('takes an image of exactly the pixel limit and refuses one pixel more', async () => {
    await expect(
      decodeUpload(await png(10, 10), limits, async (image) => (await image.metadata()).width),
    ).resolves.toBe(10);
    await expect(decodeUpload(await png(101, 1), limits, async () => 'decoded')).rejects.toMatchObject({
      problem: 'pixels',
    });
  });

  it('refuses other formats and bytes that are no image before decoding', async () => {
    const render = jest.fn(async () => 'decoded');
    const gif = await sharp({ create: { width: 5, height: 5, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    await expect(decodeUpload(gif, limits, render)).rejects.toMatchObject({ problem: 'format' });
    await expect(decodeUpload(Buffer.from('not an image'), limits, render)).rejects.toMatchObject({
      problem: 'format',
    });
    expect(render).not.toHaveBeenCalled();
  });

  it('answers unreadable for a file whose header passes but whose pixels do not decode', async () => {
    const whole = await png(10, 10);
    const cut = whole.subarray(0, whole.length - 20); // IHDR intact, image data cut short
    await expect(decodeUpload(cut, limits, (image) => image.raw().toBuffer())).rejects.toMatchObject({
      problem: 'unreadable',
    });
  });

  it('decodes one upload at a time: the second waits for the first, and neither is refused', async () => {
    const input = await png(4, 4);
    const started: string[] = [];
    let finishFirst!: () => void;
    let firstBegan!: () => void;
    const began = new Promise<void>((resolve) => {
      firstBegan = resolve;
    });
    const first = decodeUpload(input, limits, () => {
      started.push('first');
      firstBegan();
      return new Promise<string>((resolve) => {
        finishFirst = () => resolve('first done');
      });
    });
    await began;
    const second = decodeUpload(input, limits, async () => {
      started.push('second');
      return 'second done';
    });
    // Headers are read on sharp's threads: turn the event loop until the second has either begun or queued.
    while (!started.includes('second') && decodeQueue().waiting === 0)
      await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['first']);
    expect(decodeQueue()).toEqual({ active: 1, waiting: 1 });
    finishFirst();
    await expect(Promise.all([first, second])).resolves.toEqual(['first done', 'second done']);
    expect(started).toEqual(['first', 'second']);
  });
});
