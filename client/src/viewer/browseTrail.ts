import type { FacetType } from '../__generated__/graphql';
import { browseLevelFacet } from '../search/facets';
import {
  emptySearch,
  publicationFilter,
  searchHref,
  searchReducer,
  withFilter,
  type SearchFilter,
} from '../lib/searchState';

interface Crumb {
  label: string;
  value: string;
}

/** The browse levels of a page's breadcrumbs, without a first crumb naming the publication itself. */
export function browseLevels<C extends Crumb>(
  publication: { publicationId: number } | null,
  breadcrumbs: readonly C[],
): readonly C[] {
  return publication && breadcrumbs[0]?.value === String(publication.publicationId)
    ? breadcrumbs.slice(1)
    : breadcrumbs;
}

/**
 * Breadcrumb links of a page: the publication, then each browse level (general.title.browse.N) as a
 * search narrowed to that level and the ones above it. A first crumb naming the publication itself is
 * folded into the publication step.
 */
export function browseTrail(
  publication: { publicationId: number; title: string; slug: string } | null,
  breadcrumbs: readonly Crumb[],
): { label: string; href: string }[] {
  // Without its publication (the publications service did not answer) the levels have nothing to narrow.
  if (!publication) return [];
  const levels = browseLevels(publication, breadcrumbs);
  const filters: SearchFilter[] = [{ type: publicationFilter, value: String(publication.publicationId) }];
  return [
    { label: publication.title, href: `/publication/${publication.publicationId}/${publication.slug}` },
    ...levels.map((crumb, i) => {
      filters.push({ type: browseLevelFacet(i + 1), value: crumb.value });
      return { label: crumb.label, href: searchHref(filters.reduce(withFilter, emptySearch)) };
    }),
  ];
}

/** The facet type of the member who uploaded an image (content spec §2.4). */
export const contributorFilter: FacetType = 'CONTRIBUTOR';

/**
 * The breadcrumb of a member upload (content spec §2.4): '{name}'s Uploads', a search for that member's uploads,
 * most recently modified first. The filter carries the name so the search page's chip reads it.
 */
export function uploadsLink(uploader: { userId: number; name: string }): { label: string; href: string } {
  const filtered = withFilter(emptySearch, {
    type: contributorFilter,
    value: String(uploader.userId),
    label: uploader.name,
  });
  return {
    label: `${uploader.name}'s Uploads`,
    href: searchHref(searchReducer(filtered, { type: 'sort', sort: 'LAST_MODIFIED' })),
  };
}
