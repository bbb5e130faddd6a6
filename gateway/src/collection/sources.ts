import type { PartnerDto, TitleCollectionDto } from '@muster/contract';
import { formatNodeId } from '../node-id';

/**
 * These types have no codegen mapper, so their generated parent types demand the fields their own resolvers
 * fill (publications, stories, memorial, thumbnail); the parents carry the service's DTO instead.
 */
export type TitleCollectionSource = TitleCollectionDto & { publicationIds?: number[]; storyMemorialIds?: number[] };
export type PartnerSource = PartnerDto & { publicationIds?: number[] };

/** An SVG drawn by the generator, as an address an <img> can show without another request. */
export const svgAddress = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export const collectionNodeId = (dto: TitleCollectionDto) => formatNodeId('TITLE_COLLECTION', dto.collectionId);
export const partnerNodeId = (dto: PartnerDto) => formatNodeId('PARTNER', dto.partnerId);
