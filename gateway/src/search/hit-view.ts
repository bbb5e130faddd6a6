import type { HitContent, PublicationDto, SearchHit as SearchHitDto } from '@muster/contract';
import type { GatewayContext } from '../context';
import type { Denial } from '../__generated__/resolvers-types';
import { denialOf } from '../common/access';

/** What a page of hits shows of one hit: its content object, its publication and whether the caller may VIEW it. */
export interface HitView {
  content: HitContent;
  publication: PublicationDto | null;
  viewDenial: Denial | null;
}

/**
 * Views of the hits of this request's pages, keyed by the hit objects themselves so nothing outlives the
 * request. A hundred hits share a handful of publications: settling them once per page lets every hit field
 * answer synchronously instead of each awaiting the same loaders and access checks (the gateway's share of a
 * search, issue 3 point 8).
 */
const views = new WeakMap<SearchHitDto, HitView>();

export const hitView = (hit: SearchHitDto): HitView | undefined => views.get(hit);

/** Settles the views of hits whose content objects are known (null content: the hit is dropped, no view). */
export async function settleHitViews(
  hits: SearchHitDto[],
  contents: (HitContent | null)[],
  context: GatewayContext,
): Promise<void> {
  const publicationIds = [
    ...new Set(contents.map((content) => content?.publicationId).filter((id): id is number => id != null)),
  ];
  const publications = new Map(
    await Promise.all(
      publicationIds.map(async (id) => [id, await context.backends.publication.publication(id)] as const),
    ),
  );
  // Hits outside publications (regiments, battles, memorials) are public. A hit whose publication cannot be
  // read gets no view: the field-by-field path then fails its protected fields ("object permissions missing").
  // One VIEW decision per publication, all settled together, then every hit's view without another await.
  const levels = new Map<number | null, string>();
  for (const content of contents) {
    if (!content) continue;
    const publicationId = content.publicationId ?? null;
    if (publicationId === null) levels.set(null, 'PUBLIC');
    else if (publications.get(publicationId))
      levels.set(publicationId, publications.get(publicationId)!.configuredAccessLevel);
  }
  const denials = new Map(
    await Promise.all(
      [...levels].map(
        async ([publicationId, accessLevel]) =>
          [
            publicationId,
            await denialOf({ accessLevel, publicationId: publicationId ?? undefined }, 'VIEW', context),
          ] as const,
      ),
    ),
  );
  hits.forEach((hit, i) => {
    const content = contents[i];
    if (!content) return;
    const publicationId = content.publicationId ?? null;
    if (!denials.has(publicationId)) return;
    views.set(hit, {
      content,
      publication: publicationId === null ? null : publications.get(publicationId)!,
      viewDenial: denials.get(publicationId)!,
    });
  });
}
