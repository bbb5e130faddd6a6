/** The facts offered in the form; `type` is what the services store (a `date…` type holds a date, `place…` a place). */
export const FACT_TYPES = [
  { type: 'date.vital.birth', name: 'Birth' },
  { type: 'place.vital.birth', name: 'Birthplace' },
  { type: 'date.vital.death', name: 'Death' },
  { type: 'place.vital.death', name: 'Place of death' },
  { type: 'place.vital.burial', name: 'Burial place' },
  { type: 'date.military.enlistment', name: 'Enlistment' },
  { type: 'place.military.enlistment', name: 'Place of enlistment' },
  { type: 'date.military.discharge', name: 'Discharge' },
  { type: 'date.event', name: 'Date' },
  { type: 'place.event', name: 'Place' },
  { type: 'rank', name: 'Rank' },
  { type: 'unit', name: 'Unit' },
  { type: 'other', name: 'Other fact' },
] as const;

export type FactValueKind = 'date' | 'place' | 'text';

/** Whether a fact type holds a date, a place or plain text (content spec §3.3: types start with date or place). */
export function factValueKind(type: string): FactValueKind {
  if (type.startsWith('date')) return 'date';
  if (type.startsWith('place')) return 'place';
  return 'text';
}

/** The label a fact type gets by default; unknown types keep their last part, readable. */
export function defaultFactName(type: string): string {
  const known = FACT_TYPES.find((f) => f.type === type);
  if (known) return known.type === 'other' ? '' : known.name;
  const last = (type.split('.').at(-1) ?? type).replace(/_/g, ' ');
  return last.charAt(0).toUpperCase() + last.slice(1);
}
