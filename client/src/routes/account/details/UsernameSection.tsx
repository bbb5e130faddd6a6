import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { graphql, getFragmentData, type FragmentType } from '../../../__generated__';
import { errorFacts, registerErrorMessage } from '../../../lib/signInErrors';
import { UsernameField } from '../shared/UsernameField';
import { useUsernameAvailability } from '../shared/useUsernameAvailability';
import { FormMessage, type Outcome } from '../shared/FormMessage';

export const UsernameSection_account = graphql(`
  fragment UsernameSection_account on Account {
    username
  }
`);

const ChangeUsernameMutation = graphql(`
  mutation ChangeUsername($username: String!) {
    changeUsername(username: $username) {
      account {
        userId
        ...UsernameSection_account
        profile { username }
      }
      userErrors { field message code }
    }
  }
`);

/** The username, with a change form that checks availability while typing. */
export function UsernameSection(props: { account: FragmentType<typeof UsernameSection_account> }) {
  const account = getFragmentData(UsernameSection_account, props.account);
  const [wanted, setWanted] = useState('');
  const [message, setMessage] = useState<Outcome | null>(null);
  const availability = useUsernameAvailability(wanted, account.username);
  const [change, { loading }] = useMutation(ChangeUsernameMutation);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const username = wanted.trim();
    if (!username || username === account.username)
      return setMessage({ ok: false, text: 'Please enter a new username.' });
    if (availability === 'taken' || availability === 'invalid')
      return setMessage({ ok: false, text: 'Please choose another username.' });
    try {
      const { data } = await change({ variables: { username } });
      // A malformed or taken name is data on the username field.
      const refused = data?.changeUsername.userErrors[0];
      if (refused) return setMessage({ ok: false, text: registerErrorMessage(refused) });
      setMessage({ ok: true, text: `Your username is now ${username}.` });
      setWanted('');
    } catch (e) {
      const { code } = errorFacts(e);
      setMessage({
        ok: false,
        text: code
          ? registerErrorMessage(e)
          : 'We could not change your username at this time. Please try again later.',
      });
    }
  }

  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Username</h2>
      <p className="account-section__value">{account.username}</p>
      <form className="account-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Change username">
        <UsernameField
          id={`${id}-new`}
          label="New username"
          value={wanted}
          onChange={setWanted}
          availability={availability}
        />
        <FormMessage outcome={message} />
        <div className="account-form__actions">
          <button type="submit" className="button button--quiet" disabled={loading}>
            Change username
          </button>
        </div>
      </form>
    </section>
  );
}
