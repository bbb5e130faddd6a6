import { useEffect, useId, useRef, useState } from 'react';
import { useFieldProblem, useValidatedFormContext } from '../../../components/form/ValidatedForm';
import { describeParsedDate, parseFreeTextDate } from '../../../lib/freeTextDate';

export const UNREADABLE_DATE =
  'Please enter a date with a 4-digit year from 1400 to 2099, such as 17 Sept 1862 or 1861–1865.';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A date fact must hold a readable date; a story's "when" may be any words. */
  required?: boolean;
  autoFocus?: boolean;
  /** The field's path in the form's values: the gateway's refusal naming it shows here. */
  name?: string;
}

/**
 * A date typed as free text ("abt. Sept 17 1862", "1861-1865"), with what we read from it shown underneath
 * (content §5), so the writer sees at once whether the timeline will place it.
 */
export function DateTextField({ label, value, onChange, required, autoFocus, name }: Props) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const form = useValidatedFormContext();
  const [touched, setTouched] = useState(false);
  const parsed = value.trim() ? parseFreeTextDate(value) : null;
  const ownProblem = required && !parsed ? UNREADABLE_DATE : null;
  useEffect(() => ref.current?.setCustomValidity(ownProblem ?? ''), [ownProblem]);
  const refused = useFieldProblem(name);
  const problem = ownProblem !== null && (touched || Boolean(form?.attempted)) ? ownProblem : refused;
  const shown = problem !== null;
  let note;
  if (parsed)
    note = (
      <>
        Read as: <strong>{describeParsedDate(parsed)}</strong>
      </>
    );
  else if (!value.trim()) note = 'Day, month and year in any order; a range with “to” or a dash.';
  else note = 'We could not read a date here (years 1400–2099); it will be kept as written.';
  return (
    <div className={`field${shown ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {!required && <span className="muted"> (optional)</span>}
      </label>
      <input
        ref={ref}
        id={id}
        value={value}
        required={required}
        autoFocus={autoFocus}
        aria-invalid={shown || undefined}
        placeholder="e.g. 17 Sept 1862, 1861–1865"
        aria-describedby={`${id}-read`}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => setTouched(true)}
      />
      {shown ? (
        <p className="field__error" id={`${id}-read`} role="alert">
          {problem}
        </p>
      ) : (
        <p className="field__hint date-read" id={`${id}-read`} aria-live="polite">
          {note}
        </p>
      )}
    </div>
  );
}
