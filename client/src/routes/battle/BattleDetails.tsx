import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { Fields } from '../../components/Fields';
import { contentTypeLabel } from '../../lib/contentTypes';
import { formatDateRange } from '../../lib/dates';
import { formatCoordinates } from '../../lib/coordinates';

export const BattleDetails_battle = graphql(`
  fragment BattleDetails_battle on Battle {
    name
    subType
    conflict
    startDate
    endDate
    place
    outcome
    description
    coordinates { latitude longitude }
    regiments { id regimentId name side }
  }
`);

/** A battle: when and where, what happened, and the units that fought. */
export function BattleDetails(props: { battle: FragmentType<typeof BattleDetails_battle> }) {
  const b = getFragmentData(BattleDetails_battle, props.battle);
  const { latitude, longitude } = b.coordinates;
  return (
    <article>
      <header className="detail-header">
        <p className="eyebrow">{contentTypeLabel(b.subType)} · {b.conflict}</p>
        <h1>{b.name}</h1>
        <p className="detail-header__meta">
          <span>{formatDateRange(b.startDate, b.endDate)}</span>
          <span>{b.place}</span>
        </p>
      </header>
      <div className="detail-grid">
        <div>
          {b.description && <p className="lede detail-prose">{b.description}</p>}
          {b.regiments.length > 0 && (
            <section className="detail-section">
              <h2>Units engaged</h2>
              <ul className="link-list">
                {b.regiments.map((r) => (
                  <li key={r.regimentId}>
                    <Link to={`/regiment/${r.regimentId}`}>{r.name}</Link> <span className="muted">{r.side}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <aside>
          <Fields
            rows={[
              ['Dates', formatDateRange(b.startDate, b.endDate)],
              ['Place', b.place],
              ['Outcome', b.outcome],
              ['Conflict', b.conflict],
              ['Coordinates', formatCoordinates(latitude, longitude)],
            ]}
          />
        </aside>
      </div>
    </article>
  );
}
