import type { DocTokensDto } from '@muster/contract';
import type { PageFind } from '../__generated__/resolvers-types';
import { badUserInput } from '../common/input-error';

/** The document service's limits (content §7.5, §9): checked here first so bad input costs no service call. */
export const MAX_FIND_TEXT = 200;
export const MAX_DOC_TOKENS = 10_000;
export const MAX_FILMSTRIP = 25;

/** A find text or keyword: 1–200 characters with at least one letter or digit. */
export function findText(text: string, name: string): string {
  if (text.length > MAX_FIND_TEXT)
    throw badUserInput(`${name} may be at most ${MAX_FIND_TEXT} characters (got ${text.length})`);
  if (!/[\p{L}\p{N}]/u.test(text)) throw badUserInput(`${name} must hold a letter or a digit`);
  return text;
}

export function inRange(value: number, min: number, max: number, name: string): number {
  if (!Number.isInteger(value) || value < min || value > max)
    throw badUserInput(`${name} must be between ${min} and ${max} (got ${value})`);
  return value;
}

/** The service's word boxes under the schema's names. */
export function toPageFind(found: DocTokensDto): PageFind {
  return {
    text: found.token,
    total: found.total,
    hits: found.hits.map((hit) => ({
      words: hit.words.map((w) => ({
        text: w.t,
        x: Math.round(w.x),
        y: Math.round(w.y),
        w: Math.round(w.w),
        h: Math.round(w.h),
      })),
    })),
  };
}

/** Where a filmstrip of `count` pages starts so that the page at `position` (from 0) sits in its middle. */
export function filmstripOffset(position: number, count: number, total: number): number {
  return Math.max(0, Math.min(position - Math.floor(count / 2), total - count));
}
