import { useMutation } from '@apollo/client/react';
import { EMAIL_INVALID_MESSAGE, isValidEmail } from '@muster/contract/rules';
import { type FormEvent, useId, useState } from 'react';
import { graphql, getFragmentData, type FragmentType } from '../../../__generated__';
import { errorFacts } from '../../../lib/signInErrors';
import { ResendVerification } from './ResendVerification';
import { FormMessage, type Outcome } from '../shared/FormMessage';

export const EmailSection_account = graphql(`
  fragment EmailSection_account on Account {
    email
    pendingEmail
    confirmed
  }
`);

const RequestEmailChangeMutation = graphql(`
  mutation RequestEmailChange($newEmail: String!) {
    requestEmailChange(newEmail: $newEmail) {
      account {
        userId
        ...EmailSection_account
      }
      userErrors { field message code }
    }
  }
`);

export const EMAIL_CHANGE_SENT = (email: string) =>
  `We have sent a confirmation link to ${email}. Your email changes once you open it.`;

function emailChangeError(error: unknown): string {
  const { code } = errorFacts(error);
  if (code === 'EMAIL_TAKEN') return 'Another account already uses this email.';
  if (code === 'EMAIL_INVALID' || code === 'BAD_USER_INPUT') return EMAIL_INVALID_MESSAGE;
  return 'We could not change your email at this time. Please try again later.';
}

/** Email, its verification, and the email change (opened by /account?edit=email). */
export function EmailSection(props: { account: FragmentType<typeof EmailSection_account>; editing: boolean }) {
  const account = getFragmentData(EmailSection_account, props.account);
  const [editing, setEditing] = useState(props.editing);
  const [newEmail, setNewEmail] = useState('');
  const [message, setMessage] = useState<Outcome | null>(null);
  const [request, { loading }] = useMutation(RequestEmailChangeMutation);
  const id = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('newEmail') as HTMLInputElement;
    const wanted = newEmail.trim();
    if (!input.checkValidity() || !isValidEmail(wanted)) return setMessage({ ok: false, text: EMAIL_INVALID_MESSAGE });
    if (wanted.toLowerCase() === account.email.toLowerCase())
      return setMessage({ ok: false, text: 'That is already your email.' });
    try {
      const { data } = await request({ variables: { newEmail: wanted } });
      // A refused address is data on the new-email field.
      const refused = data?.requestEmailChange.userErrors[0];
      if (refused) return setMessage({ ok: false, text: emailChangeError(refused) });
      setMessage({ ok: true, text: EMAIL_CHANGE_SENT(wanted) });
      setEditing(false);
      setNewEmail('');
    } catch (e) {
      setMessage({ ok: false, text: emailChangeError(e) });
    }
  }

  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Email</h2>
      <p className="account-section__value">{account.email}</p>
      <p className="account-section__status">
        {account.confirmed ? 'Verified' : 'Not verified yet: please open the link we emailed you.'}
      </p>
      {!account.confirmed && <ResendVerification />}
      {account.pendingEmail && (
        <p className="account-section__status">Waiting for you to confirm {account.pendingEmail}.</p>
      )}
      <FormMessage outcome={message} />
      {editing ? (
        <form className="account-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Change email">
          <div className="account-form__field">
            <label htmlFor={`${id}-new`}>New email</label>
            <input
              id={`${id}-new`}
              name="newEmail"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              value={newEmail}
              onChange={(e) => setNewEmail(e.target.value)}
              autoFocus
            />
          </div>
          <div className="account-form__actions">
            <button type="submit" className="button button--primary" disabled={loading}>
              Change email
            </button>
            <button type="button" className="button button--quiet" onClick={() => setEditing(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          className="button button--quiet"
          onClick={() => {
            setEditing(true);
            setMessage(null);
          }}
        >
          Change email
        </button>
      )}
    </section>
  );
}
