import { useId, useState } from 'react';
import { ValidatedForm } from '../../../components/form/ValidatedForm';
import { contentTypeLabel } from '../../../lib/contentTypes';
import type { ElementFormProps } from './elementForm';
import { FieldRefusal, FormActions } from './FormActions';
import { LimitedField } from './LimitedField';
import { useSaveState } from './useSaveState';

export interface LinkValues {
  type: string;
  url: string;
  text: string;
  objectId: string;
}

/** What a link may point at: a web page, or Muster content by its id. */
export const LINK_TYPES = [
  'WEB',
  'INDEX_RECORD',
  'STORY_PAGE',
  'REGIMENT',
  'BATTLE',
  'COMPANY',
  'IMAGE',
  'PUBLICATION',
] as const;
const empty: LinkValues = { type: 'WEB', url: '', text: '', objectId: '' };

/** A link from the memorial: a web address (§5 limit 4,096) or a Muster object, with its text (1,024). */
export function LinkForm({ initial = empty, onSave, onCancel }: ElementFormProps<LinkValues>) {
  const id = useId();
  const [v, setV] = useState(initial);
  const { problem, error, saving, save } = useSaveState(onSave);
  const web = v.type === 'WEB';
  return (
    <ValidatedForm className="element-form" aria-label="Link" problem={problem} onValidSubmit={() => save(v)}>
      <div className="field">
        <label htmlFor={`${id}-type`}>Links to</label>
        <select id={`${id}-type`} value={v.type} onChange={(e) => setV({ ...v, type: e.target.value })}>
          {LINK_TYPES.map((t) => (
            <option key={t} value={t}>
              {t === 'WEB' ? 'A web page' : contentTypeLabel(t)}
            </option>
          ))}
        </select>
      </div>
      {web ? (
        <LimitedField
          label="Link URL"
          kind="storyLink"
          name="url"
          type="url"
          value={v.url}
          onChange={(url) => setV({ ...v, url })}
          placeholder="https://…"
        />
      ) : (
        <div className="field">
          <label htmlFor={`${id}-object`}>{contentTypeLabel(v.type)} number</label>
          <input
            id={`${id}-object`}
            inputMode="numeric"
            pattern="[1-9][0-9]*"
            required
            value={v.objectId}
            onChange={(e) => setV({ ...v, objectId: e.target.value.trim() })}
          />
          <FieldRefusal problem={problem} name="objectId" />
        </div>
      )}
      <LimitedField
        label="Link text"
        kind="linkText"
        name="text"
        optional={!web}
        value={v.text}
        onChange={(text) => setV({ ...v, text })}
      />
      <FormActions saveLabel="Save link" saving={saving} error={error} onCancel={onCancel} />
    </ValidatedForm>
  );
}
