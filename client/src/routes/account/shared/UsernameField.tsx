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
}

/** A username input with its live availability line. */
export function UsernameField({ id, label, value, onChange, availability, hint, required = false }: Props) {
  const text = availabilityText[availability];
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
        aria-invalid={availability === 'taken' || availability === 'invalid' || undefined}
        aria-describedby={`${id}-status`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p
        id={`${id}-status`}
        className={
          availability === 'taken' || availability === 'invalid' ? 'account-form__field-error' : 'account-form__hint'
        }
        aria-live="polite"
      >
        {text ?? hint ?? ''}
      </p>
    </div>
  );
}
