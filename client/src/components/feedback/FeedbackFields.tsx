import { useId, type ReactNode } from 'react';
import { CATEGORIES, OFFERED_SUBJECTS, RATINGS } from '@muster/contract/rules';

/** A labelled control with its message, shown once the field was left or a submit tried (spec §5). */
export function FeedbackField({
  label,
  error,
  shown,
  children,
  id,
}: {
  label: ReactNode;
  error: string | null;
  shown: boolean;
  children: ReactNode;
  id: string;
}) {
  return (
    <div className={`field feedback__field${shown && error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {shown && error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

export function SubjectSelect({
  id,
  value,
  onChange,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  invalid: boolean;
}) {
  return (
    <select
      id={id}
      name="subject"
      value={value}
      required
      aria-invalid={invalid || undefined}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">Select a subject</option>
      {OFFERED_SUBJECTS.map(([v, label]) => (
        <option key={v} value={v}>
          {label}
        </option>
      ))}
    </select>
  );
}

const CATEGORY_LABELS: Record<(typeof CATEGORIES)[number], string> = {
  ABUSE: 'Abuse',
  CORRECTION: 'Correction',
  FEEDBACK: 'Feedback',
  PROBLEM: 'Problem',
};

export function CategorySelect({
  id,
  value,
  onChange,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  invalid: boolean;
}) {
  return (
    <select
      id={id}
      name="category"
      value={value}
      required
      aria-invalid={invalid || undefined}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">Select a category</option>
      {CATEGORIES.map((c) => (
        <option key={c} value={c}>
          {CATEGORY_LABELS[c]}
        </option>
      ))}
    </select>
  );
}

/** 1 Disliked, 2 It's okay, 3 I like it (spec §2), as radio buttons: one choice, all visible. */
export function RatingField({
  value,
  onChange,
  error,
  shown,
}: {
  value: number | null;
  onChange: (v: number) => void;
  error: string | null;
  shown: boolean;
}) {
  const name = useId();
  return (
    <fieldset className={`field feedback__rating${shown && error ? ' field--invalid' : ''}`}>
      <legend>Rating</legend>
      <div className="feedback__ratings">
        {RATINGS.map(([v, label]) => (
          <label key={v} className="feedback__rating-option">
            <input type="radio" name={name} value={v} checked={value === v} required onChange={() => onChange(v)} />
            {label}
          </label>
        ))}
      </div>
      {shown && error && <p className="field__error">{error}</p>}
    </fieldset>
  );
}
