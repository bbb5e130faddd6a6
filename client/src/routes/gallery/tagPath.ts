/** The page of the member's images with one tag: /gallery/tags/{name} (Bookmarks is /gallery/tags/bookmarks). */
export const tagPath = (name: string) => `/gallery/tags/${encodeURIComponent(name)}`;

/** The private tag behind the Bookmarks page and the Bookmark button. */
export const BOOKMARKS = 'bookmarks';
