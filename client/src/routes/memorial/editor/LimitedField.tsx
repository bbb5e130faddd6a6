import { useEffect, useId, useRef, useState } from 'react';
import { useFieldProblem, useValidatedFormContext } from '../../../components/form/ValidatedForm';
import { lengthProblem, TEXT_LIMITS, textLength, type TextKind } from '../../../lib/textLimits';
import '../../../components/form/form.css';

interface Props {
  label: string;
  kind: TextKind;
  value: string;
  onChange: (value: string) => void;
  optional?: boolean;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  type?: 'text' | 'url';
  hint?: string;
  placeholder?: string;
  autoFocus?: boolean;
  /** The field's path in the form's values (`title`, `sources.0.comment`): the gateway's refusal naming it shows here. */
  name?: string;
}

/**
 * A text field held to one of the §5 length limits. "Too long" shows as soon as it is typed; "too short"
 * once the field is left or a submit tried, like the other validated inputs. The message is the spec's
 * exact text, and the field is marked invalid for the browser so a ValidatedForm will not submit it.
 */
export function LimitedField({
  label,
  kind,
  value,
  onChange,
  optional,
  rows,
  type = 'text',
  hint,
  placeholder,
  autoFocus,
  name,
}: Props) {
  const id = useId();
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const form = useValidatedFormContext();
  const [touched, setTouched] = useState(false);
  const ownProblem = lengthProblem(kind, value, optional);
  const tooLong = textLength(value.trim()) > TEXT_LIMITS[kind].max;
  useEffect(() => ref.current?.setCustomValidity(ownProblem ?? ''), [ownProblem]);
  const refused = useFieldProblem(name);
  const shownOwn = ownProblem !== null && (tooLong || touched || Boolean(form?.attempted));
  const problem = shownOwn ? ownProblem : refused;
  const shown = problem !== null;
  const describedBy = shown ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const common = {
    ref,
    id,
    value,
    placeholder,
    autoFocus,
    required: !optional,
    'aria-invalid': shown || undefined,
    'aria-describedby': describedBy,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    onBlur: () => setTouched(true),
  };
  return (
    <div className={`field${shown ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="muted"> (optional)</span>}
      </label>
      {rows ? <textarea {...common} rows={rows} /> : <input {...common} type={type} />}
      {hint && !shown && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {shown && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
