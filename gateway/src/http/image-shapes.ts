import express, { type RequestHandler, type Router } from 'express';
import { THUMBNAIL_SIDES, nearestSide } from '@muster/contract/rules';

/**
 * The image address shapes of content §7.9 that are not IIIF or thumbnail paths, answered as images (or a JSON
 * 4xx) rather than falling through to the website's page: `providericon?id&size`, `memorial-type?type&female`
 * and the lesser shapes (titlepagebg, landingbh, content-src, titlecollection*, collectiongroup*, providerthumb,
 * partnerbg; docs/decisions/images.md) come from the image service, `usericon?id&size` is the member's photo,
 * and `regiment?image&width&height` is a whole page of the regiment's records at a listed thumbnail size.
 * (`reference/{contentType}/{objectId}` and `memorialbg`, which answer as the caller, are mounted after the
 * session in server.ts.) `imageData` proxies to the image service's base path, `userPhotos` to the user
 * service's photos.
 */
export function imageShapes(imageData: RequestHandler, userPhotos: RequestHandler): Router {
  const router = express.Router();
  router.get(
    [
      '/providericon',
      '/memorial-type',
      '/titlepagebg',
      '/landingbh',
      '/content-src',
      '/titlecollectionicon',
      '/titlecollectionthumb',
      '/titlecollectionbg',
      '/collectiongroupicon',
      '/collectiongroupbg',
      '/providerthumb',
      '/partnerbg',
    ],
    imageData,
  );

  router.get('/usericon', (req, res, next) => {
    const id = positive(req.query.id);
    const size = req.query.size === undefined ? 100 : positive(req.query.size);
    if (id === null) return refuse(res, 'USER_ICON_ID', 'usericon needs the member\u2019s id');
    if (size === null || size < 16 || size > 400) return refuse(res, 'USER_ICON_SIZE', 'size is 16 to 400 pixels');
    req.url = `/photo/${id}?size=${size}`;
    return userPhotos(req, res, next);
  });

  // `/regiment` alone is not a page of the website (regiments are /regiment/{id}); with `image` it is a picture.
  router.get('/regiment', (req, res, next) => {
    if (req.query.image === undefined) return next();
    const image = positive(req.query.image);
    const width = req.query.width === undefined ? 200 : positive(req.query.width);
    const height = req.query.height === undefined ? 200 : positive(req.query.height);
    if (image === null) return refuse(res, 'REGIMENT_IMAGE_ID', 'image is the number of a page');
    if (width === null || height === null) return refuse(res, 'REGIMENT_IMAGE_SIZE', 'width and height are pixels');
    // Whole pages at the listed sides are for every caller alike, so the box is rounded to one (thumbnail-sides).
    req.url = `/thumbnail/${image}/${nearestSide(width, THUMBNAIL_SIDES)}/${nearestSide(height, THUMBNAIL_SIDES)}/0_0_0_0/0.jpg`;
    return imageData(req, res, next);
  });
  return router;
}

/** A positive whole number from a query value, or null. */
function positive(value: unknown): number | null {
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647
    ? Number(value)
    : null;
}

function refuse(res: express.Response, code: string, message: string): void {
  res.status(400).set('cache-control', 'no-store').json({ code, message });
}
