/** GET /document/admin/image/{id} and every 'Manage this image' call's answer: the page as staff manage it. */
export interface ManagedImageDto {
  imageId: number;
  rollId: number;
  title: string;
  shortTitle: string;
  /** Place in its roll, 1 for the first page, counting hidden pages too. */
  position: number;
  /** Pages in the roll, hidden ones included: a move goes to 1…pageCount. */
  pageCount: number;
  width: number;
  height: number;
  /** Bumped by each replace and rotation; image addresses carry it as `v`. */
  revision: number;
  hidden: boolean;
}

/** Codes of the refusals of the 'Manage this image' calls (status 400, 404 or 413). */
export type ImageAdminErrorCode =
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'BAD_ORDINAL'
  | 'BAD_ROTATION'
  | 'BAD_TITLE'
  | 'UPLOAD_INVALID'
  | 'UPLOAD_TOO_MANY_PIXELS'
  | 'UPLOAD_TOO_LARGE';
