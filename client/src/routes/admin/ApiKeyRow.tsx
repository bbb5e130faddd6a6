import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { formatDay } from '../../lib/dates';
import { relativeTime } from '../../lib/relativeTime';

export const ApiKeyRow_apiKey = graphql(`
  fragment ApiKeyRow_apiKey on ApiKey {
    id
    name
    prefix
    scopes
    origins
    ownerId
    ownerUsername
    ownerAccountStatus
    createdAt
    createdBy
    expiresAt
    lastUsedAt
    revokedAt
    live
  }
`);

interface Props {
  apiKey: FragmentType<typeof ApiKeyRow_apiKey>;
  /** Asks the list to revoke this key (the list confirms and runs the mutation). */
  onRevoke: (id: string, label: string) => void;
  busy: boolean;
}

const SCOPE_LABEL: Record<string, string> = { READ: 'read', WRITE: 'write', FREEFORM: 'free-form' };

/** One partner key on /admin: its prefix, never its secret; what it may do, for whom, and when it was last used. */
export function ApiKeyRow({ apiKey, onRevoke, busy }: Props) {
  const key = getFragmentData(ApiKeyRow_apiKey, apiKey);
  const state = key.revokedAt ? `revoked ${formatDay(key.revokedAt)}` : key.live ? 'live' : 'expired';
  return (
    <li className={`api-key${key.live ? '' : ' api-key--dead'}`}>
      <div className="api-key__head">
        <strong>{key.name}</strong>
        <code className="api-key__prefix">{key.prefix}…</code>
        <span className={`api-key__state api-key__state--${key.live ? 'live' : 'dead'}`}>{state}</span>
      </div>
      <dl className="api-key__facts">
        <dt>Partner</dt>
        <dd>
          {key.ownerUsername} (#{key.ownerId}, {key.ownerAccountStatus})
        </dd>
        <dt>Scopes</dt>
        <dd>{key.scopes.map((s) => SCOPE_LABEL[s] ?? s).join(', ')}</dd>
        {key.origins.length > 0 && (
          <>
            <dt>Origins</dt>
            <dd>{key.origins.join(', ')}</dd>
          </>
        )}
        <dt>Last used</dt>
        <dd>{key.lastUsedAt ? relativeTime(key.lastUsedAt) : 'never'}</dd>
        <dt>Expires</dt>
        <dd>{formatDay(key.expiresAt)}</dd>
        <dt>Created</dt>
        <dd>
          {formatDay(key.createdAt)}
          {key.createdBy ? ` by ${key.createdBy}` : ''}
        </dd>
      </dl>
      {key.live && (
        <button
          type="button"
          className="button button--quiet"
          disabled={busy}
          onClick={() => onRevoke(key.id, `${key.name} (${key.prefix}…)`)}
        >
          Revoke
        </button>
      )}
    </li>
  );
}
