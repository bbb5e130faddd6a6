import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES } from '@muster/contract';

/** The gateway's REST route for the profile photo (multipart, field `file`). */
export const PROFILE_PHOTO_ROUTE = '/account/profile-photo';

export const PHOTO_MESSAGES = {
  type: 'Please choose a JPEG, PNG or WebP image.',
  size: `Please choose an image of ${PROFILE_PHOTO_MAX_BYTES / 1024 / 1024} MB or less.`,
  failed: 'We could not upload your photo. Please try again later.',
  done: 'Your photo has been updated.',
} as const;

/** Why a chosen file cannot be a profile photo, or null; checked before anything is sent. */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.type;
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return PHOTO_MESSAGES.size;
  return null;
}

/**
 * Sends the photo (multipart `id` then `file`, as the user service reads them); resolves to null when
 * stored, or to the message to show.
 */
export async function uploadPhoto(file: File, userId: number, fetcher: typeof fetch = fetch): Promise<string | null> {
  const body = new FormData();
  body.append('id', String(userId));
  body.append('file', file);
  try {
    const response = await fetcher(PROFILE_PHOTO_ROUTE, { method: 'PUT', body, credentials: 'same-origin' });
    if (response.ok) return null;
    if (response.status === 413) return PHOTO_MESSAGES.size;
    if (response.status === 415) return PHOTO_MESSAGES.type;
    const answer = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    // The service's own words for a refused photo and for the hourly limit ("Please try again in 12 minutes").
    return (answer?.code === 'PHOTO_INVALID' || answer?.code === 'THROTTLED') && answer.message
      ? answer.message
      : PHOTO_MESSAGES.failed;
  } catch {
    return PHOTO_MESSAGES.failed;
  }
}

/** The photo address, made new after an upload: photo addresses stay the same and browsers keep them a minute. */
export function freshPhotoUrl(url: string, uploadedAt: number | null): string {
  return uploadedAt === null ? url : `${url}${url.includes('?') ? '&' : '?'}v=${uploadedAt}`;
}
