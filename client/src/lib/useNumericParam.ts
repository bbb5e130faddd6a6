import { useParams } from 'react-router';

/** A route's numeric id parameter, or null when the address holds something else. */
export function useNumericParam(name = 'id'): number | null {
  const raw = useParams()[name];
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 && n <= 2147483647 ? n : null;
}
