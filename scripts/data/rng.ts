/**
 * A small seeded PRNG (mulberry32). Faker is seeded too, but everything the generator decides itself
 * (counts, picks, jitter) goes through this so a run is reproducible from one number.
 */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A uniform float in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  range(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by weight: `[[value, weight], …]`. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let r = this.next() * total;
    for (const [v, w] of items) {
      r -= w;
      if (r < 0) return v;
    }
    return items[items.length - 1][0];
  }

  /** Roughly normal (mean 0, sd 1), from the sum of uniforms; good enough for jitter. */
  normal(): number {
    return this.next() + this.next() + this.next() + this.next() - 2;
  }

  /** A child generator whose stream depends only on this seed and `salt`, not on how much was drawn. */
  fork(salt: number): Rng {
    return new Rng(Math.imul(this.state ^ 0x9e3779b9, 2654435761) ^ Math.imul(salt + 1, 0x85ebca6b));
  }
}

/** A stable 32-bit hash of a string (FNV-1a), for seeds derived from names. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
