/**
 * Helpers for the signed IIIF addresses the gateway hands out (`Image.tileSource`): info.json names its tiles
 * by the service id without the token, so the viewer puts the token back on every tile address.
 */

/** `/iiif/3/7/info.json?token=…` → its path and the query every request of that image must carry. */
export function splitSignedAddress(address: string): { path: string; query: string } {
  const at = address.indexOf('?');
  return at < 0 ? { path: address, query: '' } : { path: address.slice(0, at), query: address.slice(at + 1) };
}

/** The site-relative service base of an info.json path: `/iiif/3/7/info.json` → `/iiif/3/7`. */
export const serviceBase = (infoPath: string) => infoPath.replace(/\/info\.json$/, '');

/**
 * A tile address OpenSeadragon built from the service id (`http://host/iiif/3/7/0,0,512,512/512,/0/default.jpg`),
 * moved onto the page's own origin (`base`, site-relative: the id names whatever origin the gateway saw) and
 * signed with `query`.
 */
export function signedTileUrl(tileUrl: string, serviceId: string, base: string, query: string): string {
  const local = tileUrl.startsWith(`${serviceId}/`) ? base + tileUrl.slice(serviceId.length) : tileUrl;
  if (!query) return local;
  return `${local}${local.includes('?') ? '&' : '?'}${query}`;
}
