/** The largest upload accepted: 25 MB, room for a 600 dpi scan of a letter page as JPEG or a modest TIFF. */
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;

/**
 * A small file can still decode to a huge bitmap (a 97 KB PNG declares 9999 × 9999). 50 megapixels covers a 600 dpi
 * scan of a tabloid page and decodes in about 200 MB; larger maps are the staff importer's work, not members' uploads.
 */
export const UPLOAD_MAX_PIXELS = 50_000_000;
export const UPLOAD_FORMATS = ['jpeg', 'png', 'webp', 'tiff'] as const;

export const NOT_AN_IMAGE = 'The file is not a JPEG, PNG, WebP or TIFF image';
export const TOO_LARGE = `The file is too large (max ${UPLOAD_MAX_BYTES / 1024 / 1024} MB)`;
export const TOO_MANY_PIXELS = `The image is too large (max ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels)`;
