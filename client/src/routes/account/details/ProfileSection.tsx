import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { PROFILE_LIMITS } from '@muster/contract';
import { graphql, getFragmentData, type FragmentType } from '../../../__generated__';
import { errorFacts } from '../../../lib/signInErrors';
import { PhotoUpload } from './PhotoUpload';
import { FormMessage, type Outcome } from '../shared/FormMessage';

export const ProfileSection_account = graphql(`
  fragment ProfileSection_account on Account {
    userId
    username
    profile {
      displayName
      about
      location
      photoUrl(size: 200)
    }
  }
`);

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      account {
        userId
        ...ProfileSection_account
      }
      userErrors { field message code }
    }
  }
`);

export const PROFILE_SAVED = 'Your profile has been saved.';

/** What others see on /profile/{username}: photo, display name, about and location. */
export function ProfileSection(props: { account: FragmentType<typeof ProfileSection_account> }) {
  const account = getFragmentData(ProfileSection_account, props.account);
  const [fields, setFields] = useState({
    displayName: account.profile.displayName,
    about: account.profile.about,
    location: account.profile.location,
  });
  const [message, setMessage] = useState<Outcome | null>(null);
  const [update, { loading }] = useMutation(UpdateProfileMutation);
  const id = useId();
  const set = (key: keyof typeof fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const { data } = await update({
        variables: {
          input: {
            displayName: fields.displayName.trim(),
            about: fields.about.trim(),
            location: fields.location.trim(),
          },
        },
      });
      // A text the service refuses (too long…) is data: its message is written for the member.
      const refused = data?.updateProfile.userErrors[0];
      setMessage(refused ? { ok: false, text: refused.message } : { ok: true, text: PROFILE_SAVED });
    } catch (e) {
      const { code, message } = errorFacts(e);
      setMessage({
        ok: false,
        text:
          code === 'BAD_USER_INPUT' && message
            ? message
            : 'We could not save your profile at this time. Please try again later.',
      });
    }
  }

  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Profile</h2>
      <p className="account-section__status">
        Shown on <Link to={`/profile/${encodeURIComponent(account.username)}`}>your public profile</Link>.
      </p>
      <PhotoUpload photoUrl={account.profile.photoUrl ?? null} username={account.username} userId={account.userId} />
      <form className="account-form" onSubmit={(e) => void submit(e)} aria-label="Profile">
        <div className="account-form__field">
          <label htmlFor={`${id}-name`}>Display name</label>
          <input
            id={`${id}-name`}
            value={fields.displayName}
            maxLength={PROFILE_LIMITS.displayName}
            onChange={set('displayName')}
          />
        </div>
        <div className="account-form__field">
          <label htmlFor={`${id}-location`}>Location</label>
          <input
            id={`${id}-location`}
            value={fields.location}
            maxLength={PROFILE_LIMITS.location}
            onChange={set('location')}
          />
        </div>
        <div className="account-form__field">
          <label htmlFor={`${id}-about`}>About you</label>
          <textarea
            id={`${id}-about`}
            rows={5}
            value={fields.about}
            maxLength={PROFILE_LIMITS.about}
            onChange={set('about')}
          />
          <p className="account-form__hint">
            {fields.about.length} / {PROFILE_LIMITS.about} characters
          </p>
        </div>
        <FormMessage outcome={message} />
        <div className="account-form__actions">
          <button type="submit" className="button button--primary" disabled={loading}>
            Save profile
          </button>
        </div>
      </form>
    </section>
  );
}
