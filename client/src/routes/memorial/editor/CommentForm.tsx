import { useState } from 'react';
import { ValidatedForm } from '../../../components/form/ValidatedForm';
import type { ElementFormProps } from './elementForm';
import { FormActions } from './FormActions';
import { LimitedField } from './LimitedField';
import { useSaveState } from './useSaveState';

export interface CommentValues {
  text: string;
}

/** A comment on the memorial (§5 limit 2,600). */
export function CommentForm({ initial = { text: '' }, onSave, onCancel }: ElementFormProps<CommentValues>) {
  const [text, setText] = useState(initial.text);
  const { problem, error, saving, save } = useSaveState(onSave);
  return (
    <ValidatedForm className="element-form" aria-label="Comment" problem={problem} onValidSubmit={() => save({ text })}>
      <LimitedField label="Comment" kind="comment" name="text" value={text} onChange={setText} rows={4} />
      <FormActions saveLabel="Save comment" saving={saving} error={error} onCancel={onCancel} />
    </ValidatedForm>
  );
}
