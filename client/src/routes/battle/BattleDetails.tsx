import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { Fields } from '../../components/Fields';
import { BattleMap } from '../../components/map/BattleMap';
import { toMapPoints } from '../../components/map/mapPoints';
import { contentTypeLabel } from '../../lib/contentTypes';
import { formatDateRange } from '../../lib/dates';
import { formatCoordinates } from '../../lib/coordinates';
import { UnitImages } from '../unit/UnitImages';

export const BattleDetails_battle = graphql(`
  fragment BattleDetails_battle on Battle {
    id
    battleId
    name
    subType
    conflict
    startDate
    endDate
    place
    outcome
    description
    coordinates { latitude longitude }
    ...MapPoint_battle
    involvement { side regiments { id regimentId name subType } }
    regiments { id battles { id battleId ...MapPoint_battle } }
    images { id imageId ...UnitImages_image }
  }
`);

/** A battle: when and where, what happened, a map with its units' other battles, and the units by side. */
export function BattleDetails(props: {
  battle: FragmentType<typeof BattleDetails_battle>;
  children?: React.ReactNode;
}) {
  const b = getFragmentData(BattleDetails_battle, props.battle);
  const { latitude, longitude } = b.coordinates;
  // This battle first, then the other battles its units fought, for context.
  const points = toMapPoints([b, ...b.regiments.flatMap((r) => r.battles)]);
  return (
    <article className="unit-page">
      <header className="detail-header">
        <p className="eyebrow">
          {contentTypeLabel(b.subType)} · {b.conflict}
        </p>
        <h1>{b.name}</h1>
        <p className="detail-header__meta">
          <span>{formatDateRange(b.startDate, b.endDate)}</span>
          <span>{b.place}</span>
        </p>
      </header>
      <div className="detail-grid">
        <div>
          {b.description && <p className="lede detail-prose">{b.description}</p>}
          <BattleMap
            points={points}
            highlightId={b.battleId}
            caption={
              points.length > 1
                ? `${b.name}, with the other battles of the units engaged there.`
                : `Where the ${b.name.replace(/^Battle of /, 'battle of ')} was fought.`
            }
          />
          <section className="detail-section involvement" aria-labelledby="units-engaged">
            <h2 id="units-engaged">Units engaged</h2>
            {b.involvement.length === 0 ? (
              <p className="muted">No units in our records are known to have fought here.</p>
            ) : (
              b.involvement.map((side) => (
                <div key={side.side}>
                  <h3>{side.side}</h3>
                  <ul className="link-list">
                    {side.regiments.map((r) => (
                      <li key={r.regimentId}>
                        <Link to={`/regiment/${r.regimentId}`}>{r.name}</Link>{' '}
                        <span className="muted">{contentTypeLabel(r.subType)}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              ))
            )}
          </section>
          {props.children}
        </div>
        <aside>
          <Fields
            rows={[
              ['Type', contentTypeLabel(b.subType)],
              ['Dates', formatDateRange(b.startDate, b.endDate)],
              ['Place', b.place],
              ['Outcome', b.outcome],
              ['Conflict', b.conflict],
              ['Coordinates', formatCoordinates(latitude, longitude)],
            ]}
          />
          <UnitImages images={b.images} heading="Pages naming its casualties" />
        </aside>
      </div>
    </article>
  );
}
