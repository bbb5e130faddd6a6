import { useId, useState } from 'react';
import { ValidatedForm } from '../../../components/form/ValidatedForm';
import type { ElementFormProps } from './elementForm';
import { FieldRefusal, FormActions } from './FormActions';
import { LimitedField } from './LimitedField';
import { useSaveState } from './useSaveState';

export interface CorrectionValues {
  text: string;
  field: string;
}

/** A correction of the memorial (§5 limit 512), optionally saying what it corrects. */
export function CorrectionForm({
  initial = { text: '', field: '' },
  onSave,
  onCancel,
}: ElementFormProps<CorrectionValues>) {
  const id = useId();
  const [v, setV] = useState(initial);
  const { problem, error, saving, save } = useSaveState(onSave);
  return (
    <ValidatedForm className="element-form" aria-label="Correction" problem={problem} onValidSubmit={() => save(v)}>
      <div className="field">
        <label htmlFor={id}>
          What it corrects <span className="muted">(optional)</span>
        </label>
        <input
          id={id}
          maxLength={256}
          value={v.field}
          onChange={(e) => setV({ ...v, field: e.target.value })}
          placeholder="e.g. Birth date"
        />
        <FieldRefusal problem={problem} name="field" />
      </div>
      <LimitedField
        label="Correction"
        kind="correction"
        name="text"
        value={v.text}
        onChange={(text) => setV({ ...v, text })}
        rows={3}
      />
      <FormActions saveLabel="Save correction" saving={saving} error={error} onCancel={onCancel} />
    </ValidatedForm>
  );
}
