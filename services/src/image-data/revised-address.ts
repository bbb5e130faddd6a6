/**
 * The address of the current revision of a scan's picture (thumbnail or reference), for the 302 an address of another
 * revision gets: the same address with `v` set to the revision (left out at 0). Relative to the address asked, its
 * last path segment on, so it leads to the same route whether the browser came through the gateway (`/thumbnail/…`,
 * `/reference/…`) or straight to the service (`/fold31-image-data/…`).
 */
export function revisedAddress(url: string, revision: number): string {
  const [path = '', query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  params.delete('v');
  if (revision > 0) params.set('v', String(revision));
  const search = params.toString();
  return `${path.slice(path.lastIndexOf('/') + 1)}${search ? `?${search}` : ''}`;
}
