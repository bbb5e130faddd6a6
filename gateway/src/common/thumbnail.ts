import type { ContentType } from '../../../services/src/contract';
import type { GatewayContext } from '../context';
import { fitInside, thumbnailPath } from '../../../services/src/content/thumbnail';

/** The thumbnail of any content object, as the content service draws it (URL, box, title). */
export async function thumbnailOf(contentType: ContentType, objectId: number, size: { width: number; height: number }, context: GatewayContext) {
  const object = await context.backends.content.contentObject({ contentType, objectId }, size);
  return object?.thumbnail ?? null;
}

type Thumb = NonNullable<Awaited<ReturnType<typeof thumbnailOf>>>;

/**
 * The thumbnail of a region of an image (a memorial's cover crop): the same picture service, asked for the
 * rectangle (content §7.9 x_y_w_h), sized to fit the box as the region's own shape.
 */
export function croppedThumbnail(whole: Thumb, imageId: number, rect: { x: number; y: number; w: number; h: number }, box: { width: number; height: number }): Thumb {
  if (rect.w <= 0 || rect.h <= 0) return whole;
  return { ...whole, url: thumbnailPath(imageId, box, rect), ...fitInside(rect.w, rect.h, box) };
}
