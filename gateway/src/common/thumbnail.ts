import type { ContentType } from '@muster/contract';
import type { GatewayContext } from '../context';

/** The thumbnail of any content object, as the content service draws it (URL, box, title). */
export async function thumbnailOf(
  contentType: ContentType,
  objectId: number,
  size: { width: number; height: number },
  context: GatewayContext,
) {
  const object = await context.backends.content.contentObject({ contentType, objectId }, size);
  return object?.thumbnail ?? null;
}
