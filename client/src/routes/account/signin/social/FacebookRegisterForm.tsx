import { useState } from 'react';
import { ValidatedForm } from '../../../../components/form/ValidatedForm';
import { ValidatedInput } from '../../../../components/form/ValidatedInput';
import { socialCall } from './socialCalls';
import { SOCIAL_MESSAGES } from './socialResults';

const EMAIL_MESSAGE = 'Please enter a valid email';
const looksLikeEmail = (value: string) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : EMAIL_MESSAGE);

/**
 * A new Muster account for the Facebook person (the spec's register call). The email Facebook gave is
 * prefilled; without one (the person did not share it) it must be entered, and is then verified by mail.
 */
export function FacebookRegisterForm({ email, onSignedIn }: { email: string | null; onSignedIn: () => void }) {
  const [address, setAddress] = useState(email ?? '');
  const [heard, setHeard] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function register() {
    setBusy(true);
    setFieldError(null);
    setFormError(null);
    const answer = await socialCall('/fb/register', {
      email: address.trim(),
      ...(heard.trim() ? { howDidYouHearAboutUs: heard.trim() } : {}),
    });
    setBusy(false);
    if (answer.result === 'SUCCESS') return onSignedIn();
    if (answer.code === 'EMAIL_INVALID') setFieldError(EMAIL_MESSAGE);
    else setFormError(answer.code === 'EMAIL_TAKEN' ? SOCIAL_MESSAGES.emailTaken : SOCIAL_MESSAGES.default);
  }

  return (
    <ValidatedForm
      className="account-form"
      aria-label="Create an account"
      onValidSubmit={() => (busy ? undefined : register())}
    >
      <ValidatedInput
        label="Email"
        name="email"
        inputMode="email"
        autoComplete="email"
        required
        message={EMAIL_MESSAGE}
        validate={looksLikeEmail}
        customMessage={fieldError}
        value={address}
        onChange={(e) => setAddress(e.target.value)}
        hint={
          email
            ? undefined
            : 'Facebook did not share an email address with us. Enter the one you want to use; we will send you a link to verify it.'
        }
      />
      <ValidatedInput
        label="How did you hear about us? (optional)"
        name="howDidYouHearAboutUs"
        maxLength={200}
        value={heard}
        onChange={(e) => setHeard(e.target.value)}
      />
      {formError && (
        <p className="account-form__error" role="alert">
          {formError}
        </p>
      )}
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          Create account
        </button>
      </div>
    </ValidatedForm>
  );
}
