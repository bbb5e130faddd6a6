import type { PlaceDto } from '@muster/contract';

/** The schema's Place from the service's: the hierarchy comes top first, the label reads most specific first. */
export function toPlace(place: PlaceDto | null): { name: string; label: string } | null {
  if (!place) return null;
  const parts = place.path
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .reverse();
  if (parts[0] !== place.name) parts.unshift(place.name);
  return { name: place.name, label: parts.join(', ') };
}
