/** How much the generator writes. `maxRendered` caps distinct scan files; later pages reuse them. */
export interface SizeSpec {
  records: number;
  memorials: number;
  members: number;
  /** Distinct generated portraits, one per person up to this many (then people share them). */
  portraits: number;
  tags: number;
  maxRendered: number;
  pagesPerRoll: number;
}

export const sizes = {
  tiny: { records: 500, memorials: 12, members: 4, portraits: 12, tags: 20, maxRendered: Infinity, pagesPerRoll: 2 },
  demo: {
    records: 20_000,
    memorials: 60,
    members: 24,
    portraits: 60,
    tags: 240,
    maxRendered: Infinity,
    pagesPerRoll: 5,
  },
  bench: {
    records: 1_000_000,
    memorials: 2_000,
    members: 400,
    portraits: 200,
    tags: 5_000,
    maxRendered: 600,
    pagesPerRoll: 25,
  },
} satisfies Record<string, SizeSpec>;

export type SizeName = keyof typeof sizes;

export const isSizeName = (name: string): name is SizeName => name in sizes;
