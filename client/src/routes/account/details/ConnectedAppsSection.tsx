import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { graphql } from '../../../__generated__';
import { FormMessage, type Outcome } from '../shared/FormMessage';

const ConnectedAppsQuery = graphql(`
  query ConnectedApps {
    connectedApps { clientId name connectedAt scopes }
  }
`);

const DisconnectAppMutation = graphql(`
  mutation DisconnectApp($clientId: String!) {
    disconnectApp(clientId: $clientId) { clientId name connectedAt scopes }
  }
`);

/** What each scope lets an app do, in the consent screen's words. */
const SCOPE_TEXTS: Record<string, string> = {
  'muster:read': 'search and read records as you',
  'muster:write': 'save memorials, tags and annotations as you',
};

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * The apps the member let act for them (Muster's OAuth server) and a way to take each one's access away; shown
 * only when there is one, so members who never connected an app see nothing new.
 */
export function ConnectedAppsSection() {
  const { data } = useQuery(ConnectedAppsQuery, { fetchPolicy: 'cache-and-network' });
  const [disconnect, { loading }] = useMutation(DisconnectAppMutation, {
    update: (cache, { data: answer }) => {
      if (answer) cache.writeQuery({ query: ConnectedAppsQuery, data: { connectedApps: answer.disconnectApp } });
    },
  });
  const [confirming, setConfirming] = useState<string | null>(null);
  const [message, setMessage] = useState<Outcome | null>(null);
  const id = useId();
  const apps = data?.connectedApps ?? [];
  if (apps.length === 0 && !message) return null;

  async function remove(clientId: string, name: string) {
    setMessage(null);
    try {
      await disconnect({ variables: { clientId } });
      setMessage({ ok: true, text: `${name} can no longer use your account.` });
    } catch {
      setMessage({ ok: false, text: `We could not disconnect ${name}. Please try again later.` });
    } finally {
      setConfirming(null);
    }
  }

  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Connected apps</h2>
      <ul className="connected-apps">
        {apps.map((app) => (
          <li key={app.clientId} className="connected-apps__app">
            <div>
              <strong>{app.name}</strong>
              <div className="connected-apps__detail">
                Connected {day(app.connectedAt)}; may{' '}
                {app.scopes
                  .map((scope) => SCOPE_TEXTS[scope])
                  .filter(Boolean)
                  .join(' and ') || 'sign you in'}
                .
              </div>
            </div>
            {confirming === app.clientId ? (
              <button
                type="button"
                className="button button--primary"
                disabled={loading}
                onClick={() => void remove(app.clientId, app.name)}
              >
                Disconnect {app.name}
              </button>
            ) : (
              <button type="button" className="button button--quiet" onClick={() => setConfirming(app.clientId)}>
                Disconnect
              </button>
            )}
          </li>
        ))}
      </ul>
      <FormMessage outcome={message} />
    </section>
  );
}
