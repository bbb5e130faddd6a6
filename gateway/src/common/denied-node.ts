import type { FileDto, ImageDto, IndexRecordDto, MemorialDto, ObjectReference, SubImageDto } from '@muster/contract';
import type { DeniedObject, ContentType } from '../__generated__/resolvers-types';
import type { GatewayContext } from '../context';
import { formatNodeId } from '../node-id';
import { type Guarded, denialOf, memorialVisible, publicationGuard } from './access';
import type { NodeDto } from './load-node';

/** The permissions of a loaded node: records and pages carry their level, regions their page's, files their publication's. */
async function guardOf(ref: ObjectReference, node: NodeDto, context: GatewayContext): Promise<Guarded | null> {
  switch (ref.contentType) {
    case 'IMAGE':
    case 'INDEX_RECORD':
      return node as ImageDto | IndexRecordDto;
    case 'SUB_IMAGE': {
      const image = await context.backends.document.image((node as SubImageDto).imageId);
      if (!image) throw new Error(`object permissions missing: ${formatNodeId(ref.contentType, ref.objectId)}`);
      return image;
    }
    case 'FILE':
      return publicationGuard((node as FileDto).publicationId, context);
    // Regiments, companies, battles and publications are public; private memorials are not served to others at all.
    default:
      return null;
  }
}

/** The node itself when the caller may VIEW it, else its preview with the denial (`DeniedObject`). */
export async function unlessDenied(
  ref: ObjectReference,
  node: NodeDto | null,
  context: GatewayContext,
): Promise<NodeDto | DeniedObject | null> {
  if (!node) return null;
  if (ref.contentType === 'STORY_PAGE' && !memorialVisible(node as MemorialDto, context)) return null;
  const guard = await guardOf(ref, node, context);
  const denial = guard ? await denialOf(guard, 'VIEW', context) : null;
  if (!denial) return node;
  const title = 'title' in node && typeof node.title === 'string' ? node.title : null;
  return {
    __typename: 'DeniedObject',
    id: formatNodeId(ref.contentType, ref.objectId),
    contentType: ref.contentType as ContentType,
    title,
    denial,
  };
}
