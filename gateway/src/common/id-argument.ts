import type { ContentType } from '@muster/contract';
import { parseNodeId } from '../node-id';
import { badUserInput } from './input-error';

/** What an id argument may name: a content type, or an annotation (`ANNOTATION:n`, not content of §3.1). */
export type IdType = ContentType | 'ANNOTATION';

const ANNOTATION_ID = /^ANNOTATION:(\d{1,15})$/;

function parseArgumentId(text: string): { type: IdType; objectId: number } {
  const annotation = ANNOTATION_ID.exec(text);
  if (annotation) return { type: 'ANNOTATION', objectId: Number(annotation[1]) };
  const { contentType, objectId } = parseNodeId(text);
  return { type: contentType, objectId };
}

/**
 * The object id a field was given, by its global-id argument or by the deprecated numeric one (exactly one of
 * them). A global id of another type is refused rather than answered with null: `image(globalId: "FILE:3")` is
 * a caller's mistake, not a missing image. `names` are argument paths (`input.imageGlobalId` for an input
 * field), so `extensions.argument` says which one to fix.
 */
export function objectIdArgument(
  args: Record<string, unknown>,
  names: { global: string; numeric: string },
  accepted: readonly IdType[],
): number {
  const key = (path: string) => path.slice(path.lastIndexOf('.') + 1);
  const globalId = args[key(names.global)];
  const numeric = args[key(names.numeric)];
  if ((globalId == null) === (numeric == null))
    throw badUserInput(`Pass exactly one of ${names.global} (e.g. "${accepted[0]}:1") and ${names.numeric}`, {
      argument: names.global,
    });
  if (numeric != null) return numeric as number;
  let parsed: { type: IdType; objectId: number };
  try {
    parsed = parseArgumentId(String(globalId));
  } catch (error) {
    throw badUserInput(`${names.global}: ${(error as Error).message}`, { argument: names.global });
  }
  if (!accepted.includes(parsed.type))
    throw badUserInput(`${names.global} must be a ${accepted.join(' or ')} id (got "${String(globalId)}")`, {
      argument: names.global,
    });
  return parsed.objectId;
}

/** The usual pair, `globalId` and the deprecated `id`. */
export const idArgument = (args: { globalId?: string | null; id?: number | null }, ...accepted: ContentType[]) =>
  objectIdArgument(args, { global: 'globalId', numeric: 'id' }, accepted);

/** The pair `<name>GlobalId` and the deprecated `<name>Id`, as mutations name them (`imageGlobalId`, `imageId`). */
export const namedIdArgument = (args: Record<string, unknown>, name: string, ...accepted: IdType[]) =>
  objectIdArgument(args, { global: `${name}GlobalId`, numeric: `${name}Id` }, accepted);
