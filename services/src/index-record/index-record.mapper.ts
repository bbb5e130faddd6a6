import type { IndexRecordDto, PlaceDto } from '@muster/contract';
import type { RecordRow } from './index-record.queries';

export const PLACE_COLUMNS = [
  'birth_place_id',
  'residence_place_id',
  'enlistment_place_id',
  'death_place_id',
  'burial_place_id',
] as const;

export function toIndexRecordDto(r: RecordRow, places: Map<number, PlaceDto>): IndexRecordDto {
  const place = (id: number | null) => (id === null ? null : (places.get(id) ?? null));
  return {
    recordId: r.id,
    title: r.title,
    publicationId: r.publication_id,
    imageId: r.image_id,
    regionId: r.sub_image_id,
    givenName: r.given_name,
    middleName: r.middle_name,
    surname: r.surname,
    nameSuffix: r.name_suffix,
    fullName: r.full_name,
    gender: r.gender,
    race: r.race,
    birthDate: r.birth_date,
    birthPlace: place(r.birth_place_id),
    residencePlace: place(r.residence_place_id),
    enlistmentDate: r.enlistment_date,
    enlistmentPlace: place(r.enlistment_place_id),
    dischargeDate: r.discharge_date,
    deathDate: r.death_date,
    deathPlace: place(r.death_place_id),
    conflict: r.conflict,
    branch: r.branch,
    rank: r.rank,
    unit: r.unit,
    regimentId: r.regiment_id,
    companyId: r.company_id,
    serviceNumber: r.service_number,
    casualtyType: r.casualty_type,
    award: r.award,
    deathCause: r.death_cause,
    enlistmentRank: r.rank_enlistment,
    dischargeRank: r.rank_discharge,
    theater: r.theater,
    burialDate: r.burial_date,
    burialPlace: place(r.burial_place_id),
    accessLevel: r.access_level,
  };
}
