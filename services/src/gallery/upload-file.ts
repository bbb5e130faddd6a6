import fs from 'node:fs/promises';
import path from 'node:path';
import { pyramidDirOf, pyramidPathFor } from '../iiif/pyramid-file';
import { type DecodeProblem, DecodeRefused, decodeUpload } from './upload-decode';
import {
  NOT_AN_IMAGE,
  TOO_LARGE,
  TOO_MANY_PIXELS,
  UPLOAD_FORMATS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PIXELS,
} from '@muster/contract/rules';

/** An upload refused with the status, code and message the member is answered. */
export class UploadRejected extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const REFUSALS: Record<DecodeProblem, [code: string, message: string]> = {
  format: ['UPLOAD_INVALID', NOT_AN_IMAGE],
  pixels: ['UPLOAD_TOO_MANY_PIXELS', TOO_MANY_PIXELS],
  unreadable: ['UPLOAD_INVALID', 'The image could not be read'],
};

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
  if (input.length > UPLOAD_MAX_BYTES) throw new UploadRejected(413, 'UPLOAD_TOO_LARGE', TOO_LARGE);
  try {
    return await decodeUpload(
      input,
      { formats: UPLOAD_FORMATS, maxPixels: UPLOAD_MAX_PIXELS },
      async (image, format) => {
        const { data, info } = await image
          .rotate()
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 90, mozjpeg: true })
          .toBuffer({ resolveWithObject: true });
        return { jpeg: data, width: info.width, height: info.height, format };
      },
    );
  } catch (err) {
    throw err instanceof DecodeRefused ? new UploadRejected(400, ...REFUSALS[err.problem]) : err;
  }
}

/** Where an upload's scan lives, relative to the data directory (next to the demo data's uploads). */
export const uploadPath = (userId: number, imageId: number) =>
  path.posix.join('uploads', 'members', String(userId), `${imageId}.jpg`);

/** Writes through a temporary file and a rename, so the image service never reads half a scan. */
export async function storeScan(dataDir: string, relative: string, jpeg: Buffer): Promise<void> {
  const target = path.join(dataDir, relative);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  await fs.writeFile(temporary, jpeg);
  await fs.rename(temporary, target);
}

/** Removes an upload's scan and the tile pyramid made from it. */
export async function removeScan(dataDir: string, relative: string): Promise<void> {
  const file = path.join(dataDir, relative);
  await fs.rm(file, { force: true });
  await fs.rm(pyramidPathFor(pyramidDirOf(dataDir), dataDir, file), { force: true });
}
