import { useId, useState } from 'react';
import { graphql, getFragmentData, type FragmentType } from '../../../__generated__';
import { FormMessage, type Outcome } from '../shared/FormMessage';

export const FacebookSection_account = graphql(`
  fragment FacebookSection_account on Account {
    facebookConnected
    usesFacebookPhoto
  }
`);

export const FACEBOOK_FAILED = 'We could not change your Facebook settings. Please try again later.';

/** The social calls of accounts spec §7: JSON only, with the session cookie. */
async function socialCall(method: 'POST' | 'PUT', path: string, body: unknown): Promise<boolean> {
  try {
    const response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * A connected Facebook account: show its profile picture instead of an uploaded photo, or disconnect it
 * (`PUT /fb/user`, `POST /fb/disconnect`). Nothing shows for a member without one. `onChanged` reloads the account.
 */
export function FacebookSection(props: {
  account: FragmentType<typeof FacebookSection_account>;
  onChanged: () => void;
}) {
  const account = getFragmentData(FacebookSection_account, props.account);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Outcome | null>(null);
  const id = useId();
  if (!account.facebookConnected) return null;

  async function run(call: () => Promise<boolean>, done: string) {
    setBusy(true);
    setMessage(null);
    const ok = await call();
    setBusy(false);
    setMessage(ok ? { ok: true, text: done } : { ok: false, text: FACEBOOK_FAILED });
    if (ok) props.onChanged();
  }

  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Facebook</h2>
      <p>Your account is connected to Facebook: you can sign in with it.</p>
      <fieldset className="account-form" disabled={busy}>
        <legend className="visually-hidden">Facebook</legend>
        <label className="account-form__check">
          <input
            type="checkbox"
            checked={account.usesFacebookPhoto}
            onChange={(e) => {
              const usePhoto = e.target.checked;
              void run(
                () => socialCall('PUT', '/fb/user', { usePhoto }),
                usePhoto ? 'Your Facebook profile picture is now your photo.' : 'Your own photo is shown again.',
              );
            }}
          />{' '}
          Use my Facebook profile picture as my photo
        </label>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => void run(() => socialCall('POST', '/fb/disconnect', {}), 'Facebook is disconnected.')}
        >
          Disconnect Facebook
        </button>
      </fieldset>
      <FormMessage outcome={message} />
    </section>
  );
}
