import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { CHANGE_PASSWORD_MESSAGES } from '../../../lib/signInErrors';
import { PasswordChecklist } from './PasswordChecklist';
import { usePasswordCheck } from './usePasswordCheck';

interface Props {
  /** Ask for the current password too (the account page); the forced update and reset links do not. */
  withCurrentPassword?: boolean;
  /** Runs the change; the parent maps its failures to `error`. */
  onSubmit: (newPassword: string, currentPassword: string | undefined) => void;
  busy: boolean;
  error: string | null;
  submitLabel?: string;
}

/** The change-password form of accounts spec §2: new and confirmed password, Show passwords, live checklist. */
export function ChangePasswordForm({
  withCurrentPassword = false,
  onSubmit,
  busy,
  error,
  submitLabel = 'Update password',
}: Props) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [show, setShow] = useState(false);
  const [touched, setTouched] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const check = usePasswordCheck(password, confirmation);
  const id = useId();
  const type = show ? 'text' : 'password';

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setLocalError(null);
    if (withCurrentPassword && !current) return setLocalError(CHANGE_PASSWORD_MESSAGES.currentIncorrect);
    if (password !== confirmation) return setLocalError(CHANGE_PASSWORD_MESSAGES.mismatch);
    if (!check.acceptable) return setLocalError(CHANGE_PASSWORD_MESSAGES.invalid);
    onSubmit(password, withCurrentPassword ? current : undefined);
  }

  const shown = localError ?? error;
  return (
    <form className="account-form" onSubmit={submit} noValidate aria-label="Change password">
      {withCurrentPassword && (
        <div className="account-form__field">
          <label htmlFor={`${id}-current`}>Current password</label>
          <input
            id={`${id}-current`}
            type={type}
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            required
          />
        </div>
      )}
      <div className="account-form__field">
        <label htmlFor={`${id}-new`}>New password</label>
        <input
          id={`${id}-new`}
          type={type}
          autoComplete="new-password"
          value={password}
          aria-describedby={`${id}-rules`}
          onChange={(e) => {
            setPassword(e.target.value);
            setTouched(true);
          }}
          onBlur={() => setTouched(true)}
          required
        />
      </div>
      <div className="account-form__field">
        <label htmlFor={`${id}-confirm`}>Confirm password</label>
        <input
          id={`${id}-confirm`}
          type={type}
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          required
        />
      </div>
      <PasswordChecklist check={check} touched={touched} id={`${id}-rules`} />
      <label className="account-form__check">
        <input type="checkbox" checked={show} onChange={(e) => setShow(e.target.checked)} /> Show passwords
      </label>
      {shown && (
        <p className="account-form__error" role="alert">
          {shown}
        </p>
      )}
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {submitLabel}
        </button>
        <Link to="/forgot-password">Forgot password?</Link>
      </div>
    </form>
  );
}
