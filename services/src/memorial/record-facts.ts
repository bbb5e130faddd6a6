import type { IndexRecordDto, PlaceDto, RecordFact } from '@muster/contract';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `1862-09-17` as `17 September 1862`, which the memorial's date reading (content §5) reads back. */
export function recordDate(iso: string | null): string | null {
  if (!iso) return null;
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(iso);
  if (!m) return iso;
  const [, y, mo, d] = m;
  if (!mo) return y;
  return d ? `${Number(d)} ${MONTHS[Number(mo) - 1]} ${y}` : `${MONTHS[Number(mo) - 1]} ${y}`;
}

/** Most specific first, as the place is read aloud: `Richmond, Virginia, United States`. */
const placeLabel = (place: PlaceDto | null) => (place ? place.path.split(',').reverse().join(', ') : null);

const FACTS: [type: string, name: string, read: (r: IndexRecordDto) => string | null][] = [
  ['date.vital.birth', 'Birth', (r) => recordDate(r.birthDate)],
  ['place.vital.birth', 'Birthplace', (r) => placeLabel(r.birthPlace)],
  ['place.residence', 'Residence', (r) => placeLabel(r.residencePlace)],
  ['date.military.enlistment', 'Enlistment', (r) => recordDate(r.enlistmentDate)],
  ['place.military.enlistment', 'Enlistment place', (r) => placeLabel(r.enlistmentPlace)],
  ['date.military.discharge', 'Discharge', (r) => recordDate(r.dischargeDate)],
  ['rank', 'Rank', (r) => r.rank],
  ['unit', 'Unit', (r) => r.unit],
  ['branch', 'Branch', (r) => r.branch || null],
  ['service.number', 'Service number', (r) => r.serviceNumber],
  ['casualty', 'Casualty', (r) => r.casualtyType],
  ['date.vital.death', 'Death', (r) => recordDate(r.deathDate)],
  ['place.vital.death', 'Place of death', (r) => placeLabel(r.deathPlace)],
];

/** The facts a record holds, in life order (content §7.1 import-facts). */
export function recordFacts(record: IndexRecordDto): RecordFact[] {
  return FACTS.flatMap(([type, name, read]) => {
    const value = read(record)?.trim();
    return value ? [{ id: type, type, name, value }] : [];
  });
}
