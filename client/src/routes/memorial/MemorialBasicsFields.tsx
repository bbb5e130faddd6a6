import { useId } from 'react';
import type { MemorialPrivacy, MemorialType } from '../../__generated__/graphql';
import { LimitedField } from './editor/LimitedField';
import { MemorialTypeChoice } from './MemorialTypeChoice';

export interface MemorialBasics {
  type: MemorialType;
  title: string;
  description: string;
  privacyMode: MemorialPrivacy;
  primaryMilitaryEvent: string;
}

/** The memorial's own fields: what it is about, its title and description (§5 limits), privacy and war. */
export function MemorialBasicsFields({
  value,
  onChange,
}: {
  value: MemorialBasics;
  onChange: (v: MemorialBasics) => void;
}) {
  const id = useId();
  const set =
    <K extends keyof MemorialBasics>(key: K) =>
    (v: MemorialBasics[K]) =>
      onChange({ ...value, [key]: v });
  return (
    <>
      <MemorialTypeChoice value={value.type} onChange={set('type')} />
      <LimitedField
        label="Title"
        kind="memorialTitle"
        name="title"
        value={value.title}
        onChange={set('title')}
        hint="Usually a name, e.g. Pvt. John A. Smith"
      />
      <LimitedField
        label="Description"
        kind="memorialDescription"
        name="description"
        value={value.description}
        onChange={set('description')}
        rows={4}
      />
      <div className="element-form__pair">
        <div className="field">
          <label htmlFor={`${id}-war`}>
            War <span className="muted">(optional)</span>
          </label>
          <input
            id={`${id}-war`}
            maxLength={256}
            value={value.primaryMilitaryEvent}
            placeholder="e.g. Civil War"
            onChange={(e) => set('primaryMilitaryEvent')(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-privacy`}>Who can see it</label>
          <select
            id={`${id}-privacy`}
            value={value.privacyMode}
            onChange={(e) => set('privacyMode')(e.target.value as MemorialPrivacy)}
          >
            <option value="PUBLIC">Everyone (public)</option>
            <option value="PRIVATE">Only me (private)</option>
          </select>
        </div>
      </div>
    </>
  );
}
