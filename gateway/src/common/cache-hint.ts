import type { GraphQLResolveInfo } from 'graphql';

/** Apollo adds `cacheControl` to the resolve info; only this much of it is needed. */
type WithCacheControl = GraphQLResolveInfo & { cacheControl?: { setCacheHint(hint: { maxAge?: number; scope?: 'PUBLIC' | 'PRIVATE' }): void } };

/**
 * Marks a field as the same for every caller for `seconds`. A response is kept by the response-cache
 * plugin (and gets a public Cache-Control header) only when every object field in it carries such a hint.
 */
export function cachePublicly(info: GraphQLResolveInfo, seconds: number): void {
  (info as WithCacheControl).cacheControl?.setCacheHint({ maxAge: seconds, scope: 'PUBLIC' });
}
