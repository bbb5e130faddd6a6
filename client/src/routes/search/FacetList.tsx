import { useState } from 'react';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { formatCount } from '../../lib/counts';
import { facetLabel } from '../../lib/facets';

export const FacetList_facet = graphql(`
  fragment FacetList_facet on Facet {
    type
    values {
      value
      label
      count
    }
  }
`);

/** Values shown before "Show more". */
const COLLAPSED = 8;

interface Props {
  facet: FragmentType<typeof FacetList_facet>;
  selected: ReadonlySet<string>;
  onSelect: (type: string, value: string) => void;
  onDeselect: (type: string, value: string) => void;
}

/** One facet of the sidebar: its values with counts; a click narrows the search to that value. */
export function FacetList(props: Props) {
  const facet = getFragmentData(FacetList_facet, props.facet);
  const [expanded, setExpanded] = useState(false);
  if (facet.values.length === 0) return null;
  const values = expanded ? facet.values : facet.values.slice(0, COLLAPSED);
  const headingId = `facet-${facet.type.replace(/\W/g, '-')}`;
  return (
    <section className="facet" aria-labelledby={headingId}>
      <h3 id={headingId} className="facet__title">{facetLabel(facet.type)}</h3>
      <ul className="facet__values">
        {values.map((v) => {
          const on = props.selected.has(v.value);
          return (
            <li key={v.value}>
              <button
                type="button"
                className={`facet__value${on ? ' is-selected' : ''}`}
                aria-pressed={on}
                onClick={() => (on ? props.onDeselect : props.onSelect)(facet.type, v.value)}
              >
                <span className="facet__label">{v.label || v.value}</span>
                <span className="facet__count">{formatCount(v.count)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {facet.values.length > COLLAPSED && (
        <button type="button" className="facet__more" onClick={() => setExpanded((e) => !e)}>
          {expanded ? 'Show fewer' : `Show all ${facet.values.length}`}
        </button>
      )}
    </section>
  );
}
