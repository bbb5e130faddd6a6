import { CollectionPage } from '../collection/CollectionPage';
import { PartnerPage } from '../partner/PartnerPage';
import { SlugOrId } from './SlugOrId';

// The routes' own components, without props, so App.tsx can load each with its page when first visited.

/** `/collection/{id or slug}`: the share dialog's id address, or the collection's own page. */
export function CollectionByIdOrSlug() {
  return <SlugOrId contentType="TITLE_COLLECTION" page={<CollectionPage />} />;
}

/** `/partner/{id or slug}`: the share dialog's id address, or the partner's own page. */
export function PartnerByIdOrSlug() {
  return <SlugOrId contentType="PARTNER" page={<PartnerPage />} />;
}
