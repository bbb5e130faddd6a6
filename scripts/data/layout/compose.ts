import { type Face, drawable, face, fitText, textWidth } from '../render/fonts';
import type { LaidOutPage, OcrWord, Rect, RuleRect, TextRun } from '../render/layout-types';

export interface TextOptions {
  bold?: boolean;
  ink?: number;
  /** Right edge to fit into; the text is abbreviated when it would run past it. */
  maxWidth?: number;
  align?: 'left' | 'center' | 'right';
  /** Which record the words belong to (-1 for the printed form). */
  owner?: number;
}

/** Accumulates text runs, rules and OCR word boxes for one page. */
export class Composer {
  readonly runs: TextRun[] = [];
  readonly rules: RuleRect[] = [];
  readonly cards: Rect[] = [];
  readonly words: OcrWord[] = [];
  /** The record each word belongs to, parallel to `words`; -1 for the form itself. */
  readonly owners: number[] = [];
  private readonly lines: string[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
    readonly seed: number,
  ) {}

  /** Writes text with its baseline at y; returns the width drawn. */
  text(t: string, x: number, y: number, size: number, faceName: Face, options: TextOptions = {}): number {
    let value = drawable(faceName, t.trim());
    if (!value) return 0;
    if (options.maxWidth !== undefined) value = fitText(faceName, value, size, options.maxWidth);
    const width = textWidth(faceName, value, size);
    const left = options.align === 'center' ? x - width / 2 : options.align === 'right' ? x - width : x;
    this.runs.push({
      t: value,
      x: Math.round(left),
      y: Math.round(y),
      size,
      face: faceName,
      ink: options.ink ?? (faceName === 'hand' ? 55 : 35),
      bold: options.bold,
    });
    const { ascent, descent } = face(faceName);
    let pen = Math.round(left);
    for (const word of value.split(' ')) {
      const w = textWidth(faceName, word, size);
      if (word) {
        this.words.push({
          t: word,
          x: Math.round(pen),
          y: Math.round(y - ascent * size),
          w: Math.max(1, Math.round(w)),
          h: Math.round((ascent + descent) * size),
        });
        this.owners.push(options.owner ?? -1);
      }
      pen += w + textWidth(faceName, ' ', size);
    }
    this.lines.push(value);
    return width;
  }

  rule(x: number, y: number, w: number, h: number, ink = 120): void {
    this.rules.push({
      x: Math.round(x),
      y: Math.round(y),
      w: Math.max(1, Math.round(w)),
      h: Math.max(1, Math.round(h)),
      ink,
    });
  }

  box(x: number, y: number, w: number, h: number, thickness = 3, ink = 110): void {
    this.rule(x, y, w, thickness, ink);
    this.rule(x, y + h - thickness, w, thickness, ink);
    this.rule(x, y, thickness, h, ink);
    this.rule(x + w - thickness, y, thickness, h, ink);
  }

  card(rect: Rect): void {
    this.cards.push({ x: Math.round(rect.x), y: Math.round(rect.y), w: Math.round(rect.w), h: Math.round(rect.h) });
  }

  finish(recordRects: Rect[]): LaidOutPage & { owners: number[] } {
    return {
      layout: {
        width: this.width,
        height: this.height,
        seed: this.seed,
        runs: this.runs,
        rules: this.rules,
        cards: this.cards,
      },
      words: this.words,
      owners: this.owners,
      text: this.lines.join('\n'),
      recordRects: recordRects.map((r) => ({
        x: Math.round(r.x),
        y: Math.round(r.y),
        w: Math.round(r.w),
        h: Math.round(r.h),
      })),
    };
  }
}
