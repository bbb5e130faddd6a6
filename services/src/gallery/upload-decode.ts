import pLimit from 'p-limit';
import sharp, { type Sharp } from 'sharp';

/** What an upload must be before it is decoded: one of these formats, at most this many pixels. */
export interface DecodeLimits {
  formats: readonly string[];
  maxPixels: number;
}

/** Why an upload was refused: not an accepted format, too many pixels declared, or bytes that do not decode. */
export type DecodeProblem = 'format' | 'pixels' | 'unreadable';

export class DecodeRefused extends Error {
  constructor(readonly problem: DecodeProblem) {
    super(`Upload refused: ${problem}`);
  }
}

/**
 * Decodes run one at a time in a services process: a 50-megapixel upload needs some 200 MB and seconds of a core
 * while it decodes, and a few at once would starve tiles and search. A second upload waits its turn; it is not refused.
 */
const oneAtATime = pLimit(1);

/**
 * Reads only the header (sharp's metadata decodes no pixels), refuses a format or a declared size outside the limits,
 * then decodes in turn with sharp's own pixel limit as well, so a header that lies about its size cannot pass either.
 */
export async function decodeUpload<T>(
  input: Buffer,
  limits: DecodeLimits,
  render: (image: Sharp, format: string) => Promise<T>,
): Promise<T> {
  let header: Awaited<ReturnType<Sharp['metadata']>>;
  try {
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new DecodeRefused('format');
  }
  const format = header.format;
  if (!format || !limits.formats.includes(format)) throw new DecodeRefused('format');
  if ((header.width ?? 0) * (header.height ?? 0) > limits.maxPixels) throw new DecodeRefused('pixels');
  return oneAtATime(async () => {
    try {
      return await render(sharp(input, { limitInputPixels: limits.maxPixels }), format);
    } catch {
      throw new DecodeRefused('unreadable');
    }
  });
}

/** Uploads decoding now (0 or 1) and waiting their turn in this process. */
export const decodeQueue = () => ({ active: oneAtATime.activeCount, waiting: oneAtATime.pendingCount });
