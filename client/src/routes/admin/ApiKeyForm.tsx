import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../__generated__';
import type { ApiKeyScope } from '../../__generated__/graphql';
import { copyText } from '../../components/share/copyText';

const CreateApiKey = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      createdApiKey {
        secret
        key { id prefix ownerUsername }
      }
      userErrors { field message code }
    }
  }
`);

interface Props {
  /** Called after a key is made so the route reads the list again. */
  onCreated: () => void;
}

type Copy = 'idle' | 'copied' | 'failed';

/**
 * Making a partner key on /admin. The secret is shown once, here, with a copy button: Muster keeps only its
 * digest, so closing the panel loses it for good (revoke and make another).
 */
export function ApiKeyForm({ onCreated }: Props) {
  const [ownerId, setOwnerId] = useState('');
  const [name, setName] = useState('');
  const [write, setWrite] = useState(false);
  const [freeform, setFreeform] = useState(false);
  const [origins, setOrigins] = useState('');
  const [expires, setExpires] = useState('');
  const [created, setCreated] = useState<{ secret: string; label: string } | null>(null);
  const [copy, setCopy] = useState<Copy>('idle');
  // The refusal, and the input field it names (`ownerId`, `origins`, `expiresAt`) or null for the form.
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const errorOn = (field: string) =>
    error?.field === field ? (
      <span className="status status--error" role="alert">
        {error.message}
      </span>
    ) : null;
  const [create, { loading }] = useMutation(CreateApiKey);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const scopes: ApiKeyScope[] = [...(write ? ['WRITE' as const] : []), ...(freeform ? ['FREEFORM' as const] : [])];
    const input = {
      ownerId: Number(ownerId),
      name: name.trim(),
      scopes,
      origins: origins.split(/[\s,]+/).filter(Boolean),
      expiresAt: expires ? new Date(`${expires}T23:59:59Z`).toISOString() : null,
    };
    create({ variables: { input } }).then(
      (result) => {
        const refused = result.data?.createApiKey.userErrors[0];
        if (refused) return setError({ field: refused.field?.[1] ?? null, message: refused.message });
        const made = result.data?.createApiKey.createdApiKey;
        if (!made) return;
        setCreated({ secret: made.secret, label: `${made.key.ownerUsername}, ${made.key.prefix}…` });
        setCopy('idle');
        setName('');
        setOrigins('');
        onCreated();
      },
      (e: Error) => setError({ field: null, message: e.message }),
    );
  };

  return (
    <>
      {created && (
        <div className="api-key-secret" role="region" aria-label="New key's secret">
          <p>
            <strong>Copy this secret now.</strong> It is shown only once ({created.label}); Muster keeps only its
            digest.
          </p>
          <div className="api-key-secret__value">
            <code>{created.secret}</code>
            <button
              type="button"
              className="button button--primary"
              onClick={async () => setCopy((await copyText(created.secret)) ? 'copied' : 'failed')}
            >
              Copy
            </button>
          </div>
          <p role="status" className="api-key-secret__status">
            {copy === 'copied' && 'Copied to clipboard.'}
            {copy === 'failed' && 'Could not copy. Select the secret and copy it yourself.'}
          </p>
          <button type="button" className="button button--quiet" onClick={() => setCreated(null)}>
            I have stored it
          </button>
        </div>
      )}
      <form className="api-key-form" onSubmit={submit}>
        <label>
          Partner account id
          <input
            required
            inputMode="numeric"
            pattern="[1-9][0-9]*"
            value={ownerId}
            onChange={(e) => setOwnerId(e.target.value)}
            aria-invalid={error?.field === 'ownerId' || undefined}
          />
          {errorOn('ownerId')}
        </label>
        <label>
          Key name
          <input required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <fieldset>
          <legend>Scopes (read is always on)</legend>
          <label>
            <input type="checkbox" checked={write} onChange={(e) => setWrite(e.target.checked)} /> write (mutations)
          </label>
          <label>
            <input type="checkbox" checked={freeform} onChange={(e) => setFreeform(e.target.checked)} /> free-form
            operations
          </label>
        </fieldset>
        <label className="api-key-form__wide">
          Web origins allowed to call with it (CORS), one per line
          <textarea
            rows={2}
            value={origins}
            placeholder="https://partner.example"
            onChange={(e) => setOrigins(e.target.value)}
            aria-invalid={error?.field === 'origins' || undefined}
          />
          {errorOn('origins')}
        </label>
        <label>
          Expires (default in a year)
          <input
            type="date"
            value={expires}
            onChange={(e) => setExpires(e.target.value)}
            aria-invalid={error?.field === 'expiresAt' || undefined}
          />
          {errorOn('expiresAt')}
        </label>
        <button type="submit" className="button button--primary" disabled={loading}>
          Create key
        </button>
        {error && !['ownerId', 'origins', 'expiresAt'].includes(error.field ?? '') && (
          <p className="status status--error api-key-form__wide" role="alert">
            {error.message}
          </p>
        )}
      </form>
    </>
  );
}
