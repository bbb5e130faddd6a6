import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { statusWord } from '../../lib/plans';

export const StaffUserRow_user = graphql(`
  fragment StaffUserRow_user on StaffUser {
    userId
    username
    email
    roles
    status
    externalLinked
    closed
  }
`);

const UpdateRoles = graphql(`
  mutation UpdateRoles($userId: Int!, $roles: [String!]!) {
    updateRoles(userId: $userId, roles: $roles)
  }
`);

const CreateImpersonationLink = graphql(`
  mutation CreateImpersonationLink($userId: Int!) {
    createImpersonationLink(userId: $userId) { url expiresAt }
  }
`);

const RemoveExternalLink = graphql(`
  mutation RemoveExternalLink($userId: Int!) {
    removeExternalLink(userId: $userId) { ...StaffUserRow_user }
  }
`);

interface Props {
  user: FragmentType<typeof StaffUserRow_user>;
  abilities: readonly string[];
  knownRoles: readonly string[];
}

/** One member on /admin: their roles (editable by admins), an impersonation link, and the external link. */
export function StaffUserRow(props: Props) {
  const user = getFragmentData(StaffUserRow_user, props.user);
  const may = (ability: string) => props.abilities.includes(ability);
  const [roles, setRoles] = useState<string[]>(user.roles);
  const [notice, setNotice] = useState<string | null>(null);
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [saveRoles, saving] = useMutation(UpdateRoles);
  const [createLink, creating] = useMutation(CreateImpersonationLink);
  const [unlink, unlinking] = useMutation(RemoveExternalLink);
  const fail = (error: unknown) => setNotice(error instanceof Error ? error.message : 'Something went wrong');
  const toggle = (role: string) =>
    setRoles((now) => (now.includes(role) ? now.filter((r) => r !== role) : [...now, role]));
  const changed = [...roles].sort().join() !== [...user.roles].sort().join();

  return (
    <li className="staff-user">
      <div className="staff-user__head">
        <strong>{user.username}</strong> <span>{user.email}</span> <span>#{user.userId}</span>{' '}
        <span>{statusWord(user.status)}</span>
        {user.closed && <span className="staff-user__closed">closed</span>}
      </div>
      {may('roles') ? (
        <fieldset className="staff-user__roles">
          <legend>Roles</legend>
          {props.knownRoles.map((role) => (
            <label key={role}>
              <input type="checkbox" checked={roles.includes(role)} onChange={() => toggle(role)} /> {role}
            </label>
          ))}
          <button
            type="button"
            className="button button--quiet"
            disabled={!changed || saving.loading}
            onClick={() =>
              saveRoles({ variables: { userId: user.userId, roles } }).then((r) => {
                setRoles(r.data?.updateRoles ?? roles);
                setNotice('Roles saved');
              }, fail)
            }
          >
            Save roles
          </button>
        </fieldset>
      ) : (
        <p className="staff-user__line">Roles: {user.roles.length > 0 ? user.roles.join(', ') : 'none'}</p>
      )}
      <div className="staff-user__actions">
        {may('impersonate') && user.roles.length === 0 && !user.closed && (
          <button
            type="button"
            className="button button--quiet"
            disabled={creating.loading}
            onClick={() =>
              createLink({ variables: { userId: user.userId } }).then(
                (r) => setLink(r.data?.createImpersonationLink ?? null),
                fail,
              )
            }
          >
            Create impersonation link
          </button>
        )}
        {may('external-links') && user.externalLinked && (
          <button
            type="button"
            className="button button--quiet"
            disabled={unlinking.loading}
            onClick={() =>
              unlink({ variables: { userId: user.userId } }).then(
                () => setNotice('External account link removed'),
                fail,
              )
            }
          >
            Remove external account link
          </button>
        )}
      </div>
      {link && (
        <p className="staff-user__link">
          <a href={link.url}>{new URL(link.url, window.location.origin).href}</a> works once, in this browser, until{' '}
          {new Date(link.expiresAt).toLocaleTimeString()}.
        </p>
      )}
      {notice && (
        <p className="staff-user__notice" role="status">
          {notice}
        </p>
      )}
    </li>
  );
}
