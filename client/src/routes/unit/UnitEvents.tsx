import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { formatDateRange } from '../../lib/dates';

export const UnitEvents_event = graphql(`
  fragment UnitEvents_event on UnitEvent {
    kind
    title
    startDate
    endDate
    place
    battle { id battleId }
  }
`);

/** A unit's service in date order: organised, its battles (linked), mustered out. */
export function UnitEvents(props: { events: readonly FragmentType<typeof UnitEvents_event>[] }) {
  const events = props.events.map((e) => getFragmentData(UnitEvents_event, e));
  if (!events.length) return null;
  return (
    <ol className="unit-events">
      {events.map((e, i) => (
        <li
          key={`${e.kind}-${e.battle?.battleId ?? i}`}
          className={`unit-events__item unit-events__item--${e.kind.toLowerCase()}`}
        >
          <span className="unit-events__when">{formatDateRange(e.startDate, e.endDate) || 'Date unknown'}</span>
          <span className="unit-events__what">
            {e.battle ? <Link to={`/battle/${e.battle.battleId}`}>{e.title}</Link> : <strong>{e.title}</strong>}
            {e.place && <span className="muted"> · {e.place}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
