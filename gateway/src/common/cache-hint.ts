import type { GraphQLResolveInfo } from 'graphql';

/** Apollo adds `cacheControl` to the resolve info; only this much of it is needed. */
type WithCacheControl = GraphQLResolveInfo & {
  cacheControl?: { setCacheHint(hint: { maxAge?: number; scope?: 'PUBLIC' | 'PRIVATE' }): void };
};

/**
 * Marks a field as the same for every caller for `seconds`. A response is kept by the response-cache
 * plugin (and gets a public Cache-Control header) only when every object field in it carries such a hint.
 */
export function cachePublicly(info: GraphQLResolveInfo, seconds: number): void {
  (info as WithCacheControl).cacheControl?.setCacheHint({ maxAge: seconds, scope: 'PUBLIC' });
}

/**
 * Root fields whose resolvers call `cachePublicly`. Apollo gives a root field without a hint a maxAge of 0,
 * so only operations made of these fields alone can ever be stored by the response cache: those run on
 * graphql-js under Apollo's cache-control instrumentation, every other operation skips both the response
 * cache lookup and that per-field instrumentation (execution/executor.ts). Add a root field here when its
 * resolver starts hinting.
 */
export const PUBLICLY_CACHED_ROOT_FIELDS: ReadonlySet<string> = new Set(['publication', 'publications']);

/** True when every root field is one of PUBLICLY_CACHED_ROOT_FIELDS (`__typename` aside), so the response may be cached. */
export function mayBeCachedPublicly(rootFields: ReadonlySet<string>): boolean {
  let any = false;
  for (const name of rootFields) {
    if (name === '__typename') continue;
    if (!PUBLICLY_CACHED_ROOT_FIELDS.has(name)) return false;
    any = true;
  }
  return any;
}
