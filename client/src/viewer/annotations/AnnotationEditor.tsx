import { useId, useState, type FormEvent } from 'react';
import type { AnnotationType } from '../../__generated__/graphql';
import { textLength } from '../../lib/textLimits';
import { problemAt, type FormProblem } from '../../lib/userErrors';
import { ANNOTATION_KINDS, LABEL_MAX, labelProblem, valueMax, valueProblem } from './annotationKinds';

export interface AnnotationDraft {
  type: AnnotationType;
  value: string;
  label: string;
}

interface Props {
  /** The annotation being changed, or null for a new rectangle. */
  initial: AnnotationDraft | null;
  saving: boolean;
  /** The gateway's refusal, shown by the field it names (its length messages are the spec's), else below the form. */
  problem: FormProblem | null;
  onSave(draft: AnnotationDraft): void;
  onCancel(): void;
  onDelete?: () => void;
}

/**
 * The panel that opens over the scan once a rectangle is drawn (or an annotation is edited): choose what it
 * marks, type the text, save. The limits of content §5 are checked as the member types, with the spec's own
 * message; Save stays disabled while a text breaks them, so nothing out of bounds is sent.
 */
export function AnnotationEditor({ initial, saving, problem, onSave, onCancel, onDelete }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<AnnotationDraft>(initial ?? { type: 'NAME', value: '', label: '' });
  const [touched, setTouched] = useState(false);
  // "Too short" only once the member has typed something, so an empty new form is not already in error.
  const valueError = valueProblem(draft.type, draft.value);
  const shownValueError =
    (touched || textLength(draft.value.trim()) > 0 ? valueError : null) ?? problemAt(problem, 'value');
  const labelError = labelProblem(draft.label);
  const shownLabelError = labelError ?? problemAt(problem, 'label');
  const formError = problem && !['value', 'label'].includes(problem.field ?? '') ? problem.message : null;
  const long = draft.type === 'TRANSCRIPTION' || draft.type === 'COMMENT';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valueError && !labelError) onSave(draft);
  };
  return (
    <form
      className="annotation-editor"
      aria-label={initial ? 'Edit annotation' : 'New annotation'}
      onSubmit={submit}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
        e.stopPropagation();
      }}
    >
      <h2 className="annotation-editor__title">{initial ? 'Edit annotation' : 'New annotation'}</h2>
      <fieldset className="annotation-editor__kinds">
        <legend>This marks a</legend>
        {ANNOTATION_KINDS.map(([type, label]) => (
          <label key={type}>
            <input
              type="radio"
              name={`${id}-type`}
              value={type}
              checked={draft.type === type}
              onChange={() => setDraft({ ...draft, type })}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <label className="annotation-editor__field" htmlFor={`${id}-value`}>
        Text
      </label>
      <textarea
        id={`${id}-value`}
        rows={long ? 6 : 2}
        value={draft.value}
        autoFocus
        aria-invalid={shownValueError ? true : undefined}
        aria-describedby={`${id}-value-help`}
        onChange={(e) => setDraft({ ...draft, value: e.target.value })}
        onBlur={() => setTouched(true)}
      />
      <p
        id={`${id}-value-help`}
        className={shownValueError ? 'annotation-editor__problem' : 'annotation-editor__count'}
        aria-live="polite"
      >
        {shownValueError ?? `${textLength(draft.value.trim())} / ${valueMax(draft.type).toLocaleString('en-US')}`}
      </p>
      <label className="annotation-editor__field" htmlFor={`${id}-label`}>
        Label (optional)
      </label>
      <input
        id={`${id}-label`}
        type="text"
        value={draft.label}
        aria-invalid={shownLabelError ? true : undefined}
        aria-describedby={`${id}-label-help`}
        onChange={(e) => setDraft({ ...draft, label: e.target.value })}
      />
      <p
        id={`${id}-label-help`}
        className={shownLabelError ? 'annotation-editor__problem' : 'annotation-editor__count'}
        aria-live="polite"
      >
        {shownLabelError ?? `Shown in the list; up to ${LABEL_MAX} characters`}
      </p>
      {formError && (
        <p className="annotation-editor__problem" role="alert">
          {formError}
        </p>
      )}
      <div className="annotation-editor__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={saving || Boolean(valueError) || Boolean(labelError)}
        >
          {saving ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        {onDelete && (
          <button type="button" className="button annotation-editor__delete" disabled={saving} onClick={onDelete}>
            Delete
          </button>
        )}
      </div>
    </form>
  );
}
