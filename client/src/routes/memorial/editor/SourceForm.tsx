import { useState } from 'react';
import { ValidatedForm } from '../../../components/form/ValidatedForm';
import type { ElementFormProps } from './elementForm';
import { FormActions } from './FormActions';
import { emptySource, SourceFields, type SourceValues } from './SourceFields';
import { useSaveState } from './useSaveState';

export const SOURCE_NEEDS_ONE = 'Please enter the source’s address or a comment.';

/** A source of the memorial as a whole (a fact's own sources are in the fact form). */
export function SourceForm({ initial = emptySource, onSave, onCancel }: ElementFormProps<SourceValues>) {
  const [v, setV] = useState(initial);
  const { problem, error, saving, save } = useSaveState(onSave);
  const blank = !v.link.trim() && !v.comment.trim();
  const [tried, setTried] = useState(false);
  return (
    <ValidatedForm
      className="element-form"
      aria-label="Source"
      problem={problem}
      onValidSubmit={() => (blank ? setTried(true) : save(v))}
    >
      <SourceFields value={v} onChange={setV} />
      {tried && blank && (
        <p className="element-form__error" role="alert">
          {SOURCE_NEEDS_ONE}
        </p>
      )}
      <FormActions saveLabel="Save source" saving={saving} error={error} onCancel={onCancel} />
    </ValidatedForm>
  );
}
