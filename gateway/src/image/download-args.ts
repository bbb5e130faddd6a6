import type { ImageDownloadUrlArgs } from '../__generated__/resolvers-types';
import { badUserInput } from '../common/input-error';
import type { ViewerImageParams } from './image-addresses';

/** The ranges the image service accepts; an address it would refuse is a caller's mistake, said before signing. */
const RANGES = {
  width: [1, 12_000],
  height: [1, 12_000],
  rotation: [0, 359],
  brightness: [-100, 100],
  contrast: [-100, 100],
} as const;

/** `Image.downloadUrl`'s arguments as a viewer address: checked, nulls dropped, action download. */
export function downloadParams(args: Partial<ImageDownloadUrlArgs>): ViewerImageParams {
  const params: ViewerImageParams = { action: 'download' };
  for (const [name, [min, max]] of Object.entries(RANGES) as [keyof typeof RANGES, readonly [number, number]][]) {
    const value = args[name];
    if (value == null) continue;
    if (value < min || value > max) throw badUserInput(`${name} must be between ${min} and ${max} (got ${value})`);
    params[name] = value;
  }
  if (args.invert != null) params.invert = args.invert;
  return params;
}
