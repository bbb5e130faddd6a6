import type { ContentType } from '@muster/contract';
import { parseNodeId } from '../node-id';
import { badUserInput } from './input-error';

/**
 * The object id a root field was given, by its global-id argument or by the deprecated numeric one (exactly
 * one of them). A global id of another type is refused rather than answered with null: `image(globalId:
 * "FILE:3")` is a caller's mistake, not a missing image.
 */
export function objectIdArgument(
  args: Record<string, unknown>,
  names: { global: string; numeric: string },
  accepted: readonly ContentType[],
): number {
  const globalId = args[names.global];
  const numeric = args[names.numeric];
  if ((globalId == null) === (numeric == null))
    throw badUserInput(`Pass exactly one of ${names.global} (e.g. "${accepted[0]}:1") and ${names.numeric}`);
  if (numeric != null) return numeric as number;
  const { contentType, objectId } = parseNodeId(String(globalId));
  if (!accepted.includes(contentType))
    throw badUserInput(`${names.global} must be a ${accepted.join(' or ')} id (got "${String(globalId)}")`);
  return objectId;
}

/** The usual pair, `globalId` and the deprecated `id`. */
export const idArgument = (args: { globalId?: string | null; id?: number | null }, ...accepted: ContentType[]) =>
  objectIdArgument(args, { global: 'globalId', numeric: 'id' }, accepted);
