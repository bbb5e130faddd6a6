import sharp from 'sharp';
import { Rng } from '../rng';
import { type Atlas, buildAtlas } from './atlas';
import type { PageLayout, TextRun } from './layout-types';
import { cropPaper, makePaper, type PaperTexture } from './paper';
import { type Canvas, cardBoard, drawRuns, fillRules, fold, scanEdges, stain } from './raster';

/** Per-thread caches: glyph atlases per face and size, paper textures per page size. */
export class PageRenderer {
  private readonly atlases = new Map<string, Atlas>();
  private readonly papers = new Map<string, PaperTexture>();

  private async prepare(layout: PageLayout): Promise<void> {
    for (const run of layout.runs) {
      const key = `${run.face}:${run.size}`;
      if (!this.atlases.has(key)) this.atlases.set(key, await buildAtlas(run.face, run.size));
    }
  }

  private paper(width: number, height: number): PaperTexture {
    const key = `${width}x${height}`;
    let paper = this.papers.get(key);
    if (!paper) {
      paper = makePaper(width, height, width * 31 + height);
      this.papers.set(key, paper);
    }
    return paper;
  }

  /** Draws the page and encodes it as a greyscale JPEG. */
  async render(layout: PageLayout, quality = 80): Promise<Buffer> {
    await this.prepare(layout);
    const rng = new Rng(layout.seed);
    const canvas: Canvas = {
      width: layout.width,
      height: layout.height,
      pixels: cropPaper(this.paper(layout.width, layout.height), layout.width, layout.height, rng),
    };
    stain(canvas, rng);
    if (!layout.cards.length && rng.chance(0.3)) fold(canvas, Math.round(layout.height * rng.range(0.45, 0.55)), rng);
    fillRules(canvas, layout.rules, rng);
    drawRuns(canvas, layout.runs, (run: TextRun) => this.atlases.get(`${run.face}:${run.size}`)!, rng);
    if (layout.cards.length) cardBoard(canvas, layout.cards, rng);
    else scanEdges(canvas, rng);
    return sharp(Buffer.from(canvas.pixels.buffer, canvas.pixels.byteOffset, canvas.pixels.byteLength), {
      raw: { width: layout.width, height: layout.height, channels: 1 },
    })
      .jpeg({ quality, mozjpeg: false })
      .toBuffer();
  }
}
