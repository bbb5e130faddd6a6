import { formatCount } from '../../lib/counts';
import { FACET_PREVIEW } from '../../search/sidebarFacets';

/** One value of a sidebar section; a null count is a value the service did not count (decades). */
export interface FacetValueView {
  value: string;
  label: string;
  count: number | null;
}

export type Chosen = 'include' | 'exclude';

export interface FacetSectionProps {
  /** Sidebar key, e.g. military.conflict or place.state. */
  id: string;
  title: string;
  values: readonly FacetValueView[];
  chosen: ReadonlyMap<string, Chosen>;
  open: boolean;
  onToggle: () => void;
  onChoose: (value: string, label: string, exclude: boolean) => void;
  onRemove: (value: string) => void;
  expanded: boolean;
  onExpand: (expanded: boolean) => void;
  /** The service holds more values than it sent (so "Show more" must ask for them). */
  moreOnServer?: boolean;
}

/**
 * A collapsible sidebar section: each value narrows the search to it, and its ⊘ button leaves it out
 * (NOT). A chosen value is pressed; pressing it again removes the filter.
 */
export function FacetSection(props: FacetSectionProps) {
  const {
    id,
    title,
    values,
    chosen,
    open,
    onToggle,
    onChoose,
    onRemove,
    expanded,
    onExpand,
    moreOnServer = false,
  } = props;
  if (values.length === 0) return null;
  // Until "Show more", the top values and any chosen ones further down.
  const shown = expanded ? values : values.filter((v, i) => i < FACET_PREVIEW || chosen.has(v.value));
  const hasMore = expanded || moreOnServer || shown.length < values.length;
  const bodyId = `facet-${id.replace(/\W/g, '-')}`;
  return (
    <section className={`facet${open ? '' : ' is-closed'}`}>
      <h3 className="facet__title">
        <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
          {title}
        </button>
      </h3>
      <div id={bodyId} hidden={!open}>
        <ul className="facet__values">
          {shown.map((v) => {
            const state = chosen.get(v.value);
            return (
              <li key={v.value} className="facet__row">
                <button
                  type="button"
                  className={`facet__value${state === 'include' ? ' is-selected' : ''}${state === 'exclude' ? ' is-excluded' : ''}`}
                  aria-pressed={state === 'include'}
                  onClick={() => (state ? onRemove(v.value) : onChoose(v.value, v.label, false))}
                >
                  <span className="facet__label">
                    {state === 'exclude' && <span className="facet__not">NOT </span>}
                    {v.label}
                  </span>
                  {v.count !== null && <span className="facet__count">{formatCount(v.count)}</span>}
                </button>
                <button
                  type="button"
                  className={`facet__exclude${state === 'exclude' ? ' is-on' : ''}`}
                  aria-pressed={state === 'exclude'}
                  aria-label={`Exclude ${v.label}`}
                  title={state === 'exclude' ? `Stop excluding ${v.label}` : `Exclude ${v.label}`}
                  onClick={() => (state === 'exclude' ? onRemove(v.value) : onChoose(v.value, v.label, true))}
                >
                  ⊘
                </button>
              </li>
            );
          })}
        </ul>
        {hasMore && (
          <button type="button" className="facet__more" aria-expanded={expanded} onClick={() => onExpand(!expanded)}>
            {expanded ? 'Show fewer' : 'Show more'}
          </button>
        )}
      </div>
    </section>
  );
}
