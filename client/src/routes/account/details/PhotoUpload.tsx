import { useApolloClient } from '@apollo/client/react';
import { type ChangeEvent, useId, useState } from 'react';
import { PROFILE_PHOTO_TYPES } from '@muster/contract';
import { freshPhotoUrl, PHOTO_MESSAGES, photoProblem, uploadPhoto } from './photoUpload';
import { FormMessage, type Outcome } from '../shared/FormMessage';

/** The profile photo: shown, and replaced by a JPEG, PNG or WebP of at most 5 MB. */
export function PhotoUpload({
  photoUrl,
  username,
  userId,
}: {
  photoUrl: string | null;
  username: string;
  userId: number;
}) {
  const client = useApolloClient();
  const [message, setMessage] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploadedAt, setUploadedAt] = useState<number | null>(null);
  const id = useId();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      input.value = '';
      return setMessage({ ok: false, text: problem });
    }
    setBusy(true);
    setMessage(null);
    const failure = await uploadPhoto(file, userId);
    setBusy(false);
    input.value = '';
    setMessage(failure ? { ok: false, text: failure } : { ok: true, text: PHOTO_MESSAGES.done });
    // The account page and the header's avatar read the photo address again.
    if (!failure) setUploadedAt(Date.now());
    if (!failure) await client.refetchQueries({ include: 'active' }).catch(() => undefined);
  }

  return (
    <div className="account-form__field">
      <span className="account-form__label">Photo</span>
      <div className="profile-card">
        {photoUrl ? (
          <img
            className="profile-photo profile-card__photo"
            src={freshPhotoUrl(photoUrl, uploadedAt)}
            alt={`${username}'s photo`}
            width={120}
            height={120}
          />
        ) : (
          <span className="profile-photo profile-card__photo" aria-hidden="true">
            {username.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="profile-card__body">
          <input
            id={`${id}-file`}
            className="visually-hidden photo-upload__input"
            type="file"
            accept={PROFILE_PHOTO_TYPES.join(',')}
            disabled={busy}
            onChange={(e) => void choose(e)}
          />
          <label htmlFor={`${id}-file`} className="button button--quiet">
            {busy ? 'Uploading…' : 'Choose a new photo'}
          </label>
          <p className="account-form__hint">JPEG, PNG or WebP, up to 5 MB.</p>
          <FormMessage outcome={message} />
        </div>
      </div>
    </div>
  );
}
