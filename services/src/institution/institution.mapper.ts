import type { InstitutionDto } from '@muster/contract';
import type { Institution } from './institution.table';

/** An institution as the gateway's session needs it (accounts spec §3). */
export function toInstitutionDto(row: Pick<Institution, 'id' | 'name' | 'type' | 'silo' | 'proquest'>): InstitutionDto {
  return {
    id: Number(row.id),
    name: row.name,
    type: row.type,
    silo: Number(row.silo),
    proquest: Number(row.proquest) === 1,
  };
}

/** The stored JSON array of CIDR ranges; anything else is no range. */
export function rangesOf(value: unknown): string[] {
  try {
    const parsed = typeof value === 'string' ? JSON.parse(value) : value;
    return Array.isArray(parsed) ? parsed.filter((r): r is string => typeof r === 'string') : [];
  } catch {
    return [];
  }
}
