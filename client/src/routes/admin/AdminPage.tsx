import { useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { graphql } from '../../__generated__';
import { ErrorMessage, Loading } from '../../components/QueryStatus';
import { appendPage } from '../../lib/appendPage';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ShowMore } from '../gallery/ShowMore';
import { StaffUserRow } from './StaffUserRow';
import { TagAdmin } from './TagAdmin';
import { ApiKeyAdmin } from './ApiKeyAdmin';
import './admin.css';

const StaffQuery = graphql(`
  query Staff {
    staff { roles abilities knownRoles }
  }
`);

const StaffUsersQuery = graphql(`
  query StaffUsers($search: String!) {
    staffUsers(search: $search) {
      userId
      ...StaffUserRow_user
    }
  }
`);

const TagNamesQuery = graphql(`
  query TagNames($after: String) {
    tagNames(first: 100, after: $after) {
      nodes { name count }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

const ApiKeysQuery = graphql(`
  query ApiKeys {
    apiKeys {
      id
      ...ApiKeyRow_apiKey
    }
  }
`);

export const NOT_ALLOWED = 'Only staff may use the admin pages. Please sign in with a staff account.';
export const LINK_INVALID = 'This impersonation link is not valid or has expired.';

/** /admin: staff tools for members with at least one role (docs/decisions/staff.md). */
export function AdminPage() {
  useDocumentTitle('Admin');
  const [params, setParams] = useSearchParams();
  const search = params.get('q')?.trim() ?? '';
  const [draft, setDraft] = useState(search);
  const staff = useQuery(StaffQuery, { fetchPolicy: 'network-only' });
  const abilities = staff.data?.staff?.abilities ?? [];
  const users = useQuery(StaffUsersQuery, {
    variables: { search },
    skip: !search || !abilities.includes('users'),
    fetchPolicy: 'network-only',
  });
  const tags = useQuery(TagNamesQuery, { skip: !abilities.includes('tags'), fetchPolicy: 'network-only' });
  const keys = useQuery(ApiKeysQuery, { skip: !abilities.includes('api-keys'), fetchPolicy: 'network-only' });

  if (staff.loading && !staff.data) return <Loading />;
  if (staff.error) return <ErrorMessage error={staff.error} />;
  const me = staff.data?.staff;
  if (!me) {
    return (
      <section className="admin">
        <h1>Admin</h1>
        <p className="status status--error" role="alert">
          {NOT_ALLOWED}
        </p>
        <Link to="/login?next=/admin">Sign in</Link>
      </section>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };
  return (
    <section className="admin">
      <h1>Admin</h1>
      <p className="admin__roles">Your roles: {me.roles.join(', ')}</p>
      {params.get('impersonation') === 'invalid' && (
        <p className="status status--error" role="alert">
          {LINK_INVALID}
        </p>
      )}
      <nav className="admin__links">
        <Link to="/admin/feedback">Feedback messages</Link>
        {abilities.includes('corrections') && <Link to="/admin/records">Edit records</Link>}
        {abilities.includes('publications') && <Link to="/admin/publications">Publications</Link>}
        {abilities.includes('images') && <Link to="/admin/images">Manage images</Link>}
        {abilities.includes('imports') && <Link to="/admin/imports">Imports</Link>}
      </nav>
      {abilities.includes('users') && (
        <section className="admin__section" aria-labelledby="admin-users">
          <h2 id="admin-users">Members</h2>
          <form className="admin__search" role="search" onSubmit={submit}>
            <label htmlFor="admin-search">Username, email or id</label>
            <input id="admin-search" value={draft} maxLength={100} onChange={(e) => setDraft(e.target.value)} />
            <button type="submit" className="button button--primary">
              Find
            </button>
          </form>
          {users.error && <ErrorMessage error={users.error} />}
          {users.loading && <Loading />}
          {users.data &&
            (users.data.staffUsers.length === 0 ? (
              <p>No member matches “{search}”.</p>
            ) : (
              <ul className="admin__users">
                {users.data.staffUsers.map((user) => (
                  <StaffUserRow key={user.userId} user={user} abilities={abilities} knownRoles={me.knownRoles} />
                ))}
              </ul>
            ))}
        </section>
      )}
      {abilities.includes('tags') && (
        <section className="admin__section" aria-labelledby="admin-tags">
          <h2 id="admin-tags">Tags</h2>
          {tags.error && <ErrorMessage error={tags.error} />}
          {tags.data && (
            <>
              <TagAdmin tags={tags.data.tagNames.nodes} onChanged={() => void tags.refetch()} />
              <ShowMore
                pageInfo={tags.data.tagNames.pageInfo}
                onMore={(after) =>
                  tags.fetchMore({
                    variables: { after },
                    updateQuery: (shown, { fetchMoreResult }) => ({
                      ...shown,
                      tagNames: appendPage(shown.tagNames, fetchMoreResult.tagNames),
                    }),
                  })
                }
              />
            </>
          )}
        </section>
      )}
      {abilities.includes('api-keys') && (
        <section className="admin__section" aria-labelledby="admin-api-keys">
          <h2 id="admin-api-keys">Partner API keys</h2>
          {keys.error && <ErrorMessage error={keys.error} />}
          {keys.data && <ApiKeyAdmin keys={keys.data.apiKeys} onChanged={() => void keys.refetch()} />}
        </section>
      )}
    </section>
  );
}
