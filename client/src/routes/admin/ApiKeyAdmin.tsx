import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql, type FragmentType } from '../../__generated__';
import { ApiKeyForm } from './ApiKeyForm';
import { ApiKeyRow, type ApiKeyRow_apiKey } from './ApiKeyRow';

const RevokeApiKey = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) { ...ApiKeyRow_apiKey }
  }
`);

interface Props {
  keys: readonly ({ id: string } & FragmentType<typeof ApiKeyRow_apiKey>)[];
  /** Called after a key is made or revoked so the route reads the list again. */
  onChanged: () => void;
}

/** Partner API keys on /admin (docs/api.md "API keys"): make one, see them all, revoke one (asked twice). */
export function ApiKeyAdmin({ keys, onChanged }: Props) {
  const [confirming, setConfirming] = useState<{ id: string; label: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [revoke, { loading }] = useMutation(RevokeApiKey);
  const revokeNow = (id: string, label: string) =>
    revoke({ variables: { id } }).then(
      () => {
        setConfirming(null);
        setNotice(`Revoked ${label}. It stops working within seconds.`);
        onChanged();
      },
      (error: Error) => setNotice(error.message),
    );
  return (
    <>
      <ApiKeyForm onCreated={onChanged} />
      {confirming && (
        <p className="api-key-confirm" role="alert">
          Revoke {confirming.label}? Programs using it stop working.{' '}
          <button
            type="button"
            className="button button--primary"
            disabled={loading}
            onClick={() => void revokeNow(confirming.id, confirming.label)}
          >
            Revoke for good
          </button>{' '}
          <button type="button" className="button button--quiet" onClick={() => setConfirming(null)}>
            Keep it
          </button>
        </p>
      )}
      {notice && <p role="status">{notice}</p>}
      {keys.length === 0 ? (
        <p>No keys yet, or all revoked.</p>
      ) : (
        <ul className="api-keys">
          {keys.map((key) => (
            <ApiKeyRow
              key={key.id}
              apiKey={key}
              busy={loading}
              onRevoke={(id, label) => setConfirming({ id, label })}
            />
          ))}
        </ul>
      )}
    </>
  );
}
