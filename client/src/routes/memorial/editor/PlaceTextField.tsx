import { useId } from 'react';
import { useFieldProblem } from '../../../components/form/ValidatedForm';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** The field's path in the form's values: the gateway's refusal naming it shows here. */
  name?: string;
}

/** A place as free text, most specific part first; the services keep the words as written. */
export function PlaceTextField({ label, value, onChange, required, name }: Props) {
  const id = useId();
  const refused = useFieldProblem(name);
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className={`field${refused ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {!required && <span className="muted"> (optional)</span>}
      </label>
      <input
        id={id}
        value={value}
        required={required}
        maxLength={1024}
        onChange={(e) => onChange(e.target.value)}
        placeholder="e.g. Sharpsburg, Washington County, Maryland"
        aria-invalid={refused ? true : undefined}
        aria-describedby={`${id}-hint`}
      />
      {refused ? (
        <p className="field__error" id={`${id}-hint`} role="alert">
          {refused}
        </p>
      ) : (
        <p className="field__hint" id={`${id}-hint`}>
          {parts.length > 1
            ? `Read as: ${parts.join(' › ')}`
            : 'Town first, then county, state and country, with commas.'}
        </p>
      )}
    </div>
  );
}
