import { useId } from 'react';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
}

/** A place as free text, most specific part first; the services keep the words as written. */
export function PlaceTextField({ label, value, onChange, required }: Props) {
  const id = useId();
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className="field">
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
        aria-describedby={`${id}-hint`}
      />
      <p className="field__hint" id={`${id}-hint`}>
        {parts.length > 1
          ? `Read as: ${parts.join(' › ')}`
          : 'Town first, then county, state and country, with commas.'}
      </p>
    </div>
  );
}
