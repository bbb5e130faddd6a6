import { facetLabel } from '../../search/facets';
import type { SearchFilter } from '../../lib/searchState';

interface Props {
  filters: readonly SearchFilter[];
  labelOf: (filter: SearchFilter) => string;
  onRemove: (filter: SearchFilter) => void;
  onClear: () => void;
}

/** The filters in force, each removable; a NOT filter says so. */
export function FilterChips({ filters, labelOf, onRemove, onClear }: Props) {
  if (!filters.length) return null;
  return (
    <div className="filter-chips-bar">
      <ul className="filter-chips" aria-label="Filters in force">
        {filters.map((f) => {
          const text = `${facetLabel(f.type)}: ${f.exclude ? 'NOT ' : ''}${labelOf(f)}`;
          return (
            <li
              key={`${f.exclude ? '-' : '+'}${f.type}=${f.value}`}
              className={`filter-chip${f.exclude ? ' filter-chip--not' : ''}`}
            >
              <span className="filter-chip__type">{facetLabel(f.type)}:</span>
              {f.exclude && <strong className="filter-chip__not">NOT</strong>} {labelOf(f)}
              <button type="button" onClick={() => onRemove(f)} aria-label={`Remove filter ${text}`}>
                ×
              </button>
            </li>
          );
        })}
      </ul>
      {filters.length > 1 && (
        <button type="button" className="filter-chips__clear" onClick={onClear}>
          Clear all
        </button>
      )}
    </div>
  );
}
