import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { graphql } from '../../../__generated__';
import { ErrorMessage, Loading, NotFound } from '../../../components/QueryStatus';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import '../account.css';

const ProfileQuery = graphql(`
  query Profile($username: String!) {
    profile(username: $username) {
      username
      displayName
      about
      location
      joinDate
      photoUrl(size: 200)
    }
  }
`);

/** "Member since" reads month and year: a profile need not say the day someone joined. */
export function memberSince(joinDate: string): string {
  return new Date(joinDate).toLocaleDateString('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });
}

/** /profile/:username: a member's public profile. */
export function ProfilePage() {
  const { username = '' } = useParams();
  const { data, loading, error } = useQuery(ProfileQuery, { variables: { username } });
  const profile = data?.profile;
  useDocumentTitle(profile ? profile.displayName || profile.username : null);
  if (error) return <ErrorMessage error={error} />;
  if (loading && !data) return <Loading />;
  if (!profile) return <NotFound what="member" />;
  const name = profile.displayName || profile.username;
  return (
    <article className="account-page">
      <div className="profile-card">
        {profile.photoUrl ? (
          <img
            className="profile-photo profile-card__photo"
            src={profile.photoUrl}
            alt={`Photo of ${name}`}
            width={120}
            height={120}
          />
        ) : (
          <span className="profile-photo profile-card__photo" aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="profile-card__body">
          <h1>{name}</h1>
          {profile.displayName && <p className="muted">@{profile.username}</p>}
          {profile.location && <p>{profile.location}</p>}
          <p className="muted">Member since {memberSince(profile.joinDate)}</p>
        </div>
      </div>
      {profile.about && (
        <section>
          <h2>About</h2>
          <p className="profile-card__about">{profile.about}</p>
        </section>
      )}
    </article>
  );
}
