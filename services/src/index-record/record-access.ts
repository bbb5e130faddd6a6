import type { IndexRecordDto } from '@muster/contract';
import type { DenialDto } from '../content/view-denial';

/** A record as a caller who may not view it gets it: the preview (id, title, where it is) and the denial. */
export type GuardedIndexRecordDto = IndexRecordDto & { denial?: DenialDto };

/**
 * Keeps the record's id, title (the person's name, so the name fields too), publication, page and its region, conflict, branch
 * and access level; blanks every other person detail (dates, places, ranks, unit, service number, casualty, award,
 * cause of death, theater, burial), so
 * a record above the caller's access never leaves the service.
 */
export function redactRecord(record: IndexRecordDto, denial: DenialDto): GuardedIndexRecordDto {
  const {
    recordId,
    title,
    publicationId,
    imageId,
    regionId,
    accessLevel,
    givenName,
    surname,
    fullName,
    conflict,
    branch,
  } = record;
  return {
    recordId,
    title,
    publicationId,
    imageId,
    regionId,
    accessLevel,
    denial,
    givenName,
    surname,
    fullName,
    conflict,
    branch,
    middleName: null,
    nameSuffix: null,
    gender: null,
    race: null,
    birthDate: null,
    birthPlace: null,
    residencePlace: null,
    enlistmentDate: null,
    enlistmentPlace: null,
    dischargeDate: null,
    deathDate: null,
    deathPlace: null,
    rank: null,
    unit: null,
    regimentId: null,
    companyId: null,
    serviceNumber: null,
    casualtyType: null,
    award: null,
    deathCause: null,
    enlistmentRank: null,
    dischargeRank: null,
    theater: null,
    burialDate: null,
    burialPlace: null,
  };
}
