import { useId, useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import { DATE_HINT, isDateField, recordFieldLabel } from '../../../lib/recordFields';

export const RecordFieldRow_field = graphql(`
  fragment RecordFieldRow_field on IndexRecordAdminField {
    name
    value
    stickiness
  }
`);

interface Props {
  field: FragmentType<typeof RecordFieldRow_field>;
  /** Saves the new value; answers the error to show by the field, or null. */
  onSave: (name: string, value: string | null) => Promise<string | null>;
}

/** One field of the record admin form: its value, whether a staff correction pins it, and Save. */
export function RecordFieldRow(props: Props) {
  const field = getFragmentData(RecordFieldRow_field, props.field);
  const id = useId();
  const [draft, setDraft] = useState(field.value ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const changed = draft.trim() !== (field.value ?? '');
  const save = async () => {
    setSaving(true);
    setError(await props.onSave(field.name, draft.trim() === '' ? null : draft));
    setSaving(false);
  };
  return (
    <li className={`record-field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="record-field__label">
        {recordFieldLabel(field.name)}
        {field.stickiness && (
          <span
            className={`record-field__sticky record-field__sticky--${field.stickiness.toLowerCase()}`}
            title={field.stickiness === 'SUPER' ? 'A later import keeps this value' : 'A later import may replace it'}
          >
            {field.stickiness}
          </span>
        )}
      </label>
      <input
        id={id}
        value={draft}
        maxLength={200}
        placeholder={isDateField(field.name) ? 'YYYY-MM-DD' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && changed) void save();
        }}
      />
      <button type="button" className="button button--quiet" disabled={!changed || saving} onClick={() => void save()}>
        {saving ? 'Saving…' : 'Save'}
      </button>
      {error && (
        <p className="field__error record-field__error" id={`${id}-error`} role="alert">
          {error}
          {isDateField(field.name) ? ` ${DATE_HINT}` : ''}
        </p>
      )}
    </li>
  );
}
