import { USERNAME_MAX_LENGTH } from '@muster/contract';
import { availabilityText, type Availability } from './useUsernameAvailability';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  availability: Availability;
  hint?: string;
  required?: boolean;
  /** The server's refusal of the name (taken meanwhile, malformed), shown instead of the live line. */
  error?: string | null;
}

/** A username input with its live availability line. */
export function UsernameField({ id, label, value, onChange, availability, hint, required = false, error }: Props) {
  const text = error ?? availabilityText[availability];
  const bad = Boolean(error) || availability === 'taken' || availability === 'invalid';
  return (
    <div className="account-form__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="username"
        autoComplete="username"
        value={value}
        maxLength={USERNAME_MAX_LENGTH}
        required={required}
        aria-invalid={bad || undefined}
        aria-describedby={`${id}-status`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-status`} className={bad ? 'account-form__field-error' : 'account-form__hint'} aria-live="polite">
        {text ?? hint ?? ''}
      </p>
    </div>
  );
}
