import { PROFILE_PHOTO_MAX_BYTES } from '@muster/contract';

export const PHOTO_TOO_LARGE = `The photo is too large (max ${PROFILE_PHOTO_MAX_BYTES / 1024 / 1024} MB)`;
export const PHOTO_FORM_UNREADABLE =
  'The form could not be read; send the photo as multipart/form-data with fields id and file';

export type PhotoForm = { ok: true; id: number; file: Buffer } | { ok: false; message: string };

/**
 * The `id` and `file` fields of a profile photo form, read whole with the platform's own multipart parser (the
 * fetch API's FormData), which settles on every input. Busboy, which @fastify/multipart streams through, never
 * ends on a part without headers that runs to the end of the body, so such a form used to hang until the
 * gateway's timeout answered 500.
 */
export async function readPhotoForm(body: Buffer, contentType: string): Promise<PhotoForm> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    return { ok: false, message: PHOTO_FORM_UNREADABLE };
  }
  const id = Number(form.get('id'));
  const file = form.get('file');
  if (!Number.isInteger(id) || id < 1) return { ok: false, message: 'The id field must be a user id' };
  if (!(file instanceof Blob) || file.size === 0) return { ok: false, message: 'The file field is missing' };
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return { ok: false, message: PHOTO_TOO_LARGE };
  return { ok: true, id, file: Buffer.from(await file.arrayBuffer()) };
}
