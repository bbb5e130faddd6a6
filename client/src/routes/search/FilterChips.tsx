import { facetLabel } from '../../lib/facets';

export interface ChipFilter {
  type: string;
  value: string;
  label: string;
}

/** The filters in force, each removable. */
export function FilterChips({ filters, onRemove }: { filters: ChipFilter[]; onRemove: (f: ChipFilter) => void }) {
  if (!filters.length) return null;
  return (
    <ul className="filter-chips" aria-label="Filters">
      {filters.map((f) => (
        <li key={`${f.type}=${f.value}`} className="filter-chip">
          <span className="filter-chip__type">{facetLabel(f.type)}:</span> {f.label}
          <button type="button" onClick={() => onRemove(f)} aria-label={`Remove filter ${facetLabel(f.type)}: ${f.label}`}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
