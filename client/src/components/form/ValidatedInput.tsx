import {
  useEffect,
  useId,
  useRef,
  useState,
  type HTMLInputTypeAttribute,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { useValidatedFormContext } from './ValidatedForm';
import './form.css';

/** Input types the validated text input does not take (accounts spec §2 "Shared interface pieces"). */
export const UNSUPPORTED_TYPES = ['checkbox', 'radio', 'email', 'file', 'hidden'] as const;
type Unsupported = (typeof UNSUPPORTED_TYPES)[number];

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  type?: Exclude<HTMLInputTypeAttribute, Unsupported>;
  /** Text shown when a built-in rule fails (required, pattern, length…), in place of the browser's. */
  message?: string | ((validity: ValidityState) => string | undefined);
  /** A rule of our own, run on every change: the message when the value is wrong, else null. */
  validate?: (value: string) => string | null;
  /** A message from outside, such as the server's; shown at once and cleared on the next submit. */
  customMessage?: string | null;
  hint?: ReactNode;
}

/**
 * A labelled text input with its validation message inline. The message and invalid style show only after
 * the field loses focus or a submit is tried (accounts spec §5 "Forms in general").
 */
export function ValidatedInput({
  label,
  type = 'text',
  message,
  validate,
  customMessage,
  hint,
  className,
  onBlur,
  onChange,
  onInvalid,
  ...rest
}: Props) {
  if ((UNSUPPORTED_TYPES as readonly string[]).includes(type)) {
    throw new Error(`ValidatedInput does not support type="${type}" (accounts spec §2); use a plain input for it`);
  }
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const form = useValidatedFormContext();
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The outside message stays until a submit clears it; a ref so the submit sees the change at once.
  const customActive = useRef(false);

  const check = () => {
    const el = input.current;
    if (!el) return;
    el.setCustomValidity((customActive.current && customMessage) || validate?.(el.value) || '');
    if (el.validity.valid) return setError(null);
    const own = typeof message === 'function' ? message(el.validity) : message;
    setError(
      el.validity.customError ? el.validationMessage : own || el.validationMessage || 'Please enter a valid value.',
    );
  };
  useEffect(() => {
    customActive.current = Boolean(customMessage);
    check();
    // re-check when the outside message or the rules change
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [customMessage, validate, message]);
  useEffect(
    () =>
      form?.register(() => {
        customActive.current = false;
        check();
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [form?.register, validate, message],
  );

  const shown =
    error !== null && (touched || Boolean(form?.attempted) || (customActive.current && Boolean(customMessage)));
  return (
    <div className={`field${shown ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        {...rest}
        ref={input}
        id={id}
        type={type}
        aria-invalid={shown || undefined}
        aria-describedby={shown ? `${id}-error` : hint ? `${id}-hint` : undefined}
        onChange={(e) => {
          check();
          onChange?.(e);
        }}
        onBlur={(e) => {
          setTouched(true);
          check();
          onBlur?.(e);
        }}
        onInvalid={(e) => {
          check();
          onInvalid?.(e);
        }}
      />
      {hint && !shown && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {shown && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
