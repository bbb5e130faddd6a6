import { slugify } from '../../lib/slug';

interface PublicationRef {
  publicationId: number;
  slug: string;
  title: string;
}

/** The two memorial walls of the header, found among the publications by slug (or, failing that, title). */
const walls = [
  { label: 'U.S. Vietnam Wall', slug: 'vietnam-veterans-memorial' },
  { label: 'U.S.S. Arizona Memorial', slug: 'uss-arizona-memorial' },
];

/** Header links to the memorial-wall publications that exist; a wall with no publication gets no link. */
export function memorialPublicationLinks(publications: readonly PublicationRef[]): { label: string; to: string }[] {
  return walls.flatMap(({ label, slug }) => {
    const squashed = slug.replace(/-/g, '');
    const found =
      publications.find((p) => p.slug === slug) ??
      publications.find((p) => slugify(p.title).replace(/-/g, '').includes(squashed));
    return found ? [{ label, to: `/publication/${found.publicationId}/${slug}` }] : [];
  });
}
