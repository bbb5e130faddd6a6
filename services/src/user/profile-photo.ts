import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { DecodeRefused, decodeUpload } from '../gallery/upload-decode';

/** Stored photos are this many pixels square; smaller sizes are rendered from them on request. */
export const PHOTO_SIZE = 400;
const formats = ['jpeg', 'png', 'webp'];
/** A 5 MB PNG can still declare a huge bitmap; 16 megapixels is a phone camera's photo, ample for a 400-pixel square. */
export const PHOTO_MAX_PIXELS = 16_000_000;

const REFUSALS = {
  format: 'The file is not a JPEG, PNG or WebP image',
  pixels: `The photo is too large (max ${PHOTO_MAX_PIXELS / 1_000_000} megapixels)`,
  unreadable: 'The image could not be read',
} as const;

export class PhotoRejected extends Error {}

/**
 * A square JPEG from an uploaded JPEG, PNG or WebP: turned upright by its EXIF orientation, centre-cropped,
 * metadata dropped. The bytes decide the type, never the name or the declared content type.
 */
export async function normalisePhoto(input: Buffer): Promise<Buffer> {
  try {
    return await decodeUpload(input, { formats, maxPixels: PHOTO_MAX_PIXELS }, (image) =>
      image
        .rotate()
        .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer(),
    );
  } catch (err) {
    throw err instanceof DecodeRefused ? new PhotoRejected(REFUSALS[err.problem]) : err;
  }
}

/**
 * Where a member's photo lives, relative to the data directory. Each upload gets a new name, whose stamp is the
 * photo's version: its address changes with it, so browsers and the gateway never show the old photo.
 */
export const photoPath = (userId: number, stamp: number) =>
  path.posix.join('uploads', 'profile', `${userId}-${stamp.toString(36)}.jpg`);

/** The version part of a stored photo's name (the whole name for photos stored before versions). */
export function photoVersionOf(relative: string | null): string | null {
  if (relative === null) return null;
  const name = path.posix.basename(relative, '.jpg');
  return name.includes('-') ? name.slice(name.indexOf('-') + 1) : name;
}

/**
 * Writes through a temporary file and a rename, so a reader never sees half a photo; the previous photo's
 * file is removed once the new one is in place.
 */
export async function storePhoto(
  dataDir: string,
  userId: number,
  jpeg: Buffer,
  previous: string | null,
  now = Date.now(),
): Promise<string> {
  const relative = photoPath(userId, now);
  const target = path.join(dataDir, relative);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${now}.tmp`;
  await fs.writeFile(temporary, jpeg);
  await fs.rename(temporary, target);
  if (previous && previous !== relative) await fs.rm(path.join(dataDir, previous), { force: true });
  return relative;
}

export async function photoAtSize(dataDir: string, relative: string, size: number): Promise<Buffer> {
  const file = await fs.readFile(path.join(dataDir, relative));
  return size === PHOTO_SIZE ? file : sharp(file).resize(size, size).jpeg({ quality: 85 }).toBuffer();
}

/** The Facebook id whose profile picture the member chose to show instead of an uploaded photo, if any. */
export const facebookPhotoOf = (user: { facebook_id: string | null; use_facebook_photo: number }): string | null =>
  user.use_facebook_photo === 1 && user.facebook_id !== null ? user.facebook_id : null;

/** Whether the member shows a photo, and its version (the Facebook picture's version names the Facebook id). */
export function shownPhoto(user: {
  photo_path: string | null;
  facebook_id: string | null;
  use_facebook_photo: number;
}) {
  const facebook = facebookPhotoOf(user);
  return facebook !== null
    ? { hasPhoto: true, photoVersion: `fb${facebook}` }
    : { hasPhoto: user.photo_path !== null, photoVersion: photoVersionOf(user.photo_path) };
}

/** Facebook's address of a person's profile picture at a square size (it redirects to Facebook's image host). */
export const facebookPictureUrl = (facebookId: string, size: number) =>
  `https://graph.facebook.com/${facebookId}/picture?width=${size}&height=${size}`;
