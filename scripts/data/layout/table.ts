import type { LaidOutPage, Rect } from '../render/layout-types';
import { Composer } from './compose';
import type { PageContext, RecordView } from './view';

export interface Column {
  label: string;
  /** Relative width. */
  share: number;
  value: (r: RecordView, index: number) => string;
}

export interface TableSpec {
  width: number;
  height: number;
  columns: Column[];
  rows: number;
  /** The ruled line under each entry: registers have them, typed lists often do not. */
  ruled: boolean;
}

const margin = 110;

/** A register page: printed header and column heads, one written row per record. */
export function layoutTable(
  ctx: PageContext,
  spec: TableSpec,
  records: RecordView[],
): LaidOutPage & { owners: number[] } {
  const c = new Composer(spec.width, spec.height, ctx.seed);
  const left = margin;
  const right = spec.width - margin;
  const tableWidth = right - left;
  c.text(ctx.title.toUpperCase(), spec.width / 2, 150, 44, 'typed', {
    bold: true,
    align: 'center',
    maxWidth: tableWidth,
    ink: 30,
  });
  c.text(ctx.rollTitle, left, 235, 30, 'typed', { maxWidth: tableWidth - 320, ink: 40 });
  c.text(`Page ${ctx.pageNumber}`, right, 235, 30, 'typed', { align: 'right', ink: 40 });
  const top = 280;
  const headHeight = 84;
  const bottom = spec.height - margin;
  const rowHeight = Math.floor((bottom - top - headHeight) / spec.rows);
  const total = spec.columns.reduce((s, col) => s + col.share, 0);
  const xs: number[] = [left];
  for (const col of spec.columns) xs.push(xs[xs.length - 1] + (col.share / total) * tableWidth);
  c.box(left, top, tableWidth, headHeight + rowHeight * spec.rows + 4, 4, 95);
  c.rule(left, top + headHeight, tableWidth, 3, 95);
  spec.columns.forEach((col, i) => {
    if (i > 0) c.rule(xs[i], top, 2, headHeight + rowHeight * spec.rows, 120);
    c.text(col.label, (xs[i] + xs[i + 1]) / 2, top + headHeight / 2 + 10, 24, 'typed', {
      align: 'center',
      maxWidth: xs[i + 1] - xs[i] - 12,
      ink: 45,
    });
  });
  const size =
    ctx.hand === 'hand' ? Math.min(27, Math.round(rowHeight * 0.5)) : Math.min(26, Math.round(rowHeight * 0.55));
  const rects: Rect[] = [];
  records.forEach((record, r) => {
    const rowTop = top + headHeight + r * rowHeight;
    if (spec.ruled && r > 0) c.rule(left, rowTop, tableWidth, 1, 160);
    const baseline = rowTop + rowHeight * (ctx.hand === 'hand' ? 0.64 : 0.68);
    spec.columns.forEach((col, i) => {
      c.text(col.value(record, r), xs[i] + 10, baseline, size, ctx.hand, {
        maxWidth: xs[i + 1] - xs[i] - 18,
        owner: r,
      });
    });
    rects.push({ x: left, y: rowTop, w: tableWidth, h: rowHeight });
  });
  return c.finish(rects);
}
