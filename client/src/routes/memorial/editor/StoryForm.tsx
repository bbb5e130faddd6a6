import { useState } from 'react';
import { ValidatedForm } from '../../../components/form/ValidatedForm';
import { DateTextField } from './DateTextField';
import type { ElementFormProps } from './elementForm';
import { FormActions } from './FormActions';
import { LimitedField } from './LimitedField';
import { PlaceTextField } from './PlaceTextField';
import { useSaveState } from './useSaveState';

export interface StoryValues {
  title: string;
  content: string;
  dateText: string;
  placeText: string;
}

const empty: StoryValues = { title: '', content: '', dateText: '', placeText: '' };

/** A story: title and text (§5 limits 256 and 65,535), with an optional free-text date and place. */
export function StoryForm({ initial = empty, onSave, onCancel }: ElementFormProps<StoryValues>) {
  const [v, setV] = useState(initial);
  const { problem, error, saving, save } = useSaveState(onSave);
  const set = (key: keyof StoryValues) => (value: string) => setV((old) => ({ ...old, [key]: value }));
  return (
    <ValidatedForm className="element-form" aria-label="Story" problem={problem} onValidSubmit={() => save(v)}>
      <LimitedField
        label="Story title"
        kind="storyTitle"
        name="title"
        value={v.title}
        onChange={set('title')}
        autoFocus
      />
      <LimitedField
        label="Story"
        kind="storyContent"
        name="content"
        value={v.content}
        onChange={set('content')}
        rows={8}
      />
      <div className="element-form__pair">
        <DateTextField label="When" name="dateText" value={v.dateText} onChange={set('dateText')} />
        <PlaceTextField label="Where" name="placeText" value={v.placeText} onChange={set('placeText')} />
      </div>
      <FormActions saveLabel="Save story" saving={saving} error={error} onCancel={onCancel} />
    </ValidatedForm>
  );
}
