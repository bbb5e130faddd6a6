import type { HonorImageDto } from '@muster/contract';
import type { ResolversTypes } from '../__generated__/resolvers-types';
import type { PartnerSource, TitleCollectionSource } from './sources';

// The service's DTOs handed to the generated parent types (sources.ts says why). Kept apart from sources.ts, which
// codegen's mappers import: a mapper file that imported the generated types back would close a circle.
export const asTitleCollection = (dto: TitleCollectionSource) => dto as unknown as ResolversTypes['TitleCollection'];
export const asPartner = (dto: PartnerSource) => dto as unknown as ResolversTypes['Partner'];
export const asHonorImage = (dto: HonorImageDto) => dto as unknown as ResolversTypes['HonorImage'];
