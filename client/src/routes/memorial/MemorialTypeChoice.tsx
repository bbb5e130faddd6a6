import { useId } from 'react';
import type { MemorialType } from '../../__generated__/graphql';
import { contentTypeLabel } from '../../lib/contentTypes';

export const MEMORIAL_TYPES: readonly MemorialType[] = [
  'PERSON',
  'SERVICEPERSON',
  'EVENT',
  'ORGANIZATION',
  'PLACE',
  'TOPIC',
];

const TYPE_HINTS: Record<MemorialType, string> = {
  PERSON: 'Anyone you want to remember',
  SERVICEPERSON: 'Someone who served',
  EVENT: 'A battle, a muster, a homecoming',
  ORGANIZATION: 'A regiment, a post, a society',
  PLACE: 'A town, a fort, a cemetery',
  TOPIC: 'Anything else worth telling',
};

/** What the memorial is about: one of the six kinds of story page (content §3.1), with a word on each. */
export function MemorialTypeChoice({
  value,
  onChange,
}: {
  value: MemorialType;
  onChange: (type: MemorialType) => void;
}) {
  const id = useId();
  return (
    <fieldset className="memorial-types">
      <legend>This memorial is about</legend>
      {MEMORIAL_TYPES.map((t) => (
        <label key={t} className={`memorial-types__choice${value === t ? ' memorial-types__choice--on' : ''}`}>
          <input type="radio" name={`${id}-type`} value={t} checked={value === t} onChange={() => onChange(t)} />
          <strong>{contentTypeLabel(t)}</strong>
          <span className="muted">{TYPE_HINTS[t]}</span>
        </label>
      ))}
    </fieldset>
  );
}
