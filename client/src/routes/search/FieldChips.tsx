import { SEARCH_FIELD_VOCABULARY } from '@muster/contract/rules';
import type { FieldedKeywordInput } from '../../__generated__/graphql';

interface Props {
  fields: readonly FieldedKeywordInput[];
  onRemove: (field: FieldedKeywordInput) => void;
}

/** Fielded keywords the form does not show, as chips ("Gender: Female"), each removable. */
export function FieldChips({ fields, onRemove }: Props) {
  if (!fields.length) return null;
  return (
    <div className="filter-chips-bar">
      <ul className="filter-chips" aria-label="Fields searched">
        {fields.map((f, i) => {
          const label = SEARCH_FIELD_VOCABULARY[f.type].label;
          const value = f.texts.join(' or ');
          const text = `${label}: ${f.exclude ? 'NOT ' : ''}${value}`;
          return (
            <li key={`${i}:${f.type}`} className={`filter-chip${f.exclude ? ' filter-chip--not' : ''}`}>
              <span className="filter-chip__type">{label}:</span>
              {f.exclude && <strong className="filter-chip__not">NOT</strong>} {value}
              <button type="button" onClick={() => onRemove(f)} aria-label={`Remove ${text}`}>
                ×
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
