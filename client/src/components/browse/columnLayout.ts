import { GUTTER_DESKTOP, GUTTER_MOBILE, IDEAL_COLUMN_WIDTH, MOBILE_BREAKPOINT } from './constants';

export interface ColumnLayout {
  mobile: boolean;
  gutter: number;
  /** Column slots that fit side by side. */
  visible: number;
  columnWidth: number;
}

/**
 * How the browse columns share a viewport `width` px wide. On a window 767 px wide or less, one column
 * at a time with no gutter; wider, as many columns of at least the ideal 300 px as fit, with 30 px gutters.
 */
export function columnLayout(width: number, windowWidth = width): ColumnLayout {
  const mobile = windowWidth <= MOBILE_BREAKPOINT;
  const gutter = mobile ? GUTTER_MOBILE : GUTTER_DESKTOP;
  const visible = mobile ? 1 : Math.max(1, Math.floor((width + gutter) / (IDEAL_COLUMN_WIDTH + gutter)));
  const columnWidth = Math.max(0, (width - gutter * (visible - 1)) / visible);
  return { mobile, gutter, visible, columnWidth };
}

/** The grid takes the last two slots, or the only one on a narrow screen. */
export function gridSlots(layout: ColumnLayout): number {
  return Math.min(2, layout.visible);
}

/** The furthest the columns can slide: the last slot at the right edge. */
export function maxOffset(slotCount: number, layout: ColumnLayout): number {
  return Math.max(0, slotCount - layout.visible);
}

export function clampOffset(offset: number, slotCount: number, layout: ColumnLayout): number {
  return Math.min(Math.max(0, offset), maxOffset(slotCount, layout));
}

/** Horizontal shift of the track for an offset in slots. */
export function trackShift(offset: number, layout: ColumnLayout): number {
  return offset * (layout.columnWidth + layout.gutter);
}
