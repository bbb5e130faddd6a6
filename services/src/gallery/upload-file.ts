import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** The largest upload accepted: 25 MB, room for a 600 dpi scan of a letter page as JPEG or a modest TIFF. */
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
/** A small file can still decode to a huge bitmap; 100 megapixels covers a 600 dpi scan of a large map. */
export const UPLOAD_MAX_PIXELS = 100_000_000;
export const UPLOAD_FORMATS = ['jpeg', 'png', 'webp', 'tiff'] as const;

export const NOT_AN_IMAGE = 'The file is not a JPEG, PNG, WebP or TIFF image';
export const TOO_LARGE = `The file is too large (max ${UPLOAD_MAX_BYTES / 1024 / 1024} MB)`;

export class UploadRejected extends Error {}

export interface PreparedScan {
  jpeg: Buffer;
  width: number;
  height: number;
  format: string;
}

/**
 * The scan stored for an upload: the bytes decide the type (never the name), the EXIF orientation is applied,
 * metadata (GPS and the like) dropped, and the result kept as one JPEG so tiles and thumbnails render like scans.
 */
export async function prepareScan(input: Buffer): Promise<PreparedScan> {
  if (input.length > UPLOAD_MAX_BYTES) throw new UploadRejected(TOO_LARGE);
  let format: string | undefined;
  let pixels = 0;
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw new UploadRejected(NOT_AN_IMAGE);
  }
  if (!format || !(UPLOAD_FORMATS as readonly string[]).includes(format)) throw new UploadRejected(NOT_AN_IMAGE);
  if (pixels > UPLOAD_MAX_PIXELS) throw new UploadRejected(`The image is too large (max ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels)`);
  try {
    const { data, info } = await sharp(input, { limitInputPixels: UPLOAD_MAX_PIXELS }).rotate()
      .flatten({ background: '#ffffff' }).jpeg({ quality: 90, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height, format };
  } catch {
    throw new UploadRejected('The image could not be read');
  }
}

/** Where an upload's scan lives, relative to the data directory (next to the demo data's uploads). */
export const uploadPath = (userId: number, imageId: number) => path.posix.join('uploads', 'members', String(userId), `${imageId}.jpg`);

/** Writes through a temporary file and a rename, so the image service never reads half a scan. */
export async function storeScan(dataDir: string, relative: string, jpeg: Buffer): Promise<void> {
  const target = path.join(dataDir, relative);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  await fs.writeFile(temporary, jpeg);
  await fs.rename(temporary, target);
}

export async function removeScan(dataDir: string, relative: string): Promise<void> {
  await fs.rm(path.join(dataDir, relative), { force: true });
}
