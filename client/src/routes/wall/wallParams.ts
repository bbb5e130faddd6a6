/** Honor images per page of the wall (the service's default page). */
export const WALL_PAGE = 48;

export interface WallParams {
  conflict: string;
  q: string;
  page: number;
}

/** The wall's state lives in its address (?conflict=&q=&page=), so a filtered wall can be shared and reloaded. */
export function readWallParams(params: URLSearchParams): WallParams {
  const page = Number(params.get('page'));
  return {
    conflict: params.get('conflict')?.trim() ?? '',
    q: (params.get('q') ?? '').slice(0, 100),
    // Pages past the spec's 10000 window cannot be asked for (content §9).
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, Math.floor(10_000 / WALL_PAGE)) : 1,
  };
}

export function wallSearch({ conflict, q, page }: WallParams): string {
  const out = new URLSearchParams();
  if (conflict) out.set('conflict', conflict);
  if (q.trim()) out.set('q', q.trim());
  if (page > 1) out.set('page', String(page));
  const text = out.toString();
  return text ? `?${text}` : '';
}
