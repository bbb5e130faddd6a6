import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { formatCount } from '../../lib/counts';
import { formatPartialDate } from '../../lib/dates';
import './UnitFactsPanel.css';

export const UnitFactsPanel_facts = graphql(`
  fragment UnitFactsPanel_facts on UnitFacts {
    numberOfSoldiers
    averageAgeAtEnlistment
    medianAgeAtEnlistment
    diedInWar
    diedInUnit
    woundedInUnit
    prisonerOfWarWhileInRegiment
    mostCommonEnlistmentPlace { place { name label } soldiers }
    mostCommonEnlistmentDate { date soldiers }
    firstEnlistmentDate
  }
`);

const years = (n: number | null | undefined) => (n == null ? null : `${Number.isInteger(n) ? n : n.toFixed(1)}`);
const soldiers = (n: number) => `${formatCount(n)} ${n === 1 ? 'soldier' : 'soldiers'}`;

/**
 * What the records say about a unit's soldiers (content §3.7 UnitFacts), counted by the regiment service.
 * A fact the records cannot give (no enlistment dates, say) is left out rather than shown as zero.
 */
export function UnitFactsPanel(props: { facts: FragmentType<typeof UnitFactsPanel_facts>; unit: string }) {
  const f = getFragmentData(UnitFactsPanel_facts, props.facts);
  const stats: [string, string | null][] = [
    ['soldiers on record', formatCount(f.numberOfSoldiers)],
    ['died in the war', formatCount(f.diedInWar)],
    [`died in the ${props.unit}`, formatCount(f.diedInUnit)],
    ['wounded', formatCount(f.woundedInUnit)],
    ['prisoners of war', formatCount(f.prisonerOfWarWhileInRegiment)],
    ['average age at enlistment', years(f.averageAgeAtEnlistment)],
    ['median age at enlistment', years(f.medianAgeAtEnlistment)],
  ];
  const place = f.mostCommonEnlistmentPlace;
  const date = f.mostCommonEnlistmentDate;
  if (f.numberOfSoldiers === 0) {
    return (
      <section className="unit-facts" aria-labelledby="unit-facts-heading">
        <h2 id="unit-facts-heading">The soldiers in the records</h2>
        <p className="muted">No index records name this {props.unit} yet, so there is nothing to count.</p>
      </section>
    );
  }
  return (
    <section className="unit-facts" aria-labelledby="unit-facts-heading">
      <h2 id="unit-facts-heading">The soldiers in the records</h2>
      <ul className="stat-row">
        {stats
          .filter(([, value]) => value !== null)
          .map(([label, value]) => (
            <li key={label}>
              <strong>{value}</strong>
              <span>{label}</span>
            </li>
          ))}
      </ul>
      <ul className="unit-facts__notes">
        {place && (
          <li>
            Most enlisted at <strong>{place.place.label}</strong> ({soldiers(place.soldiers)}).
          </li>
        )}
        {date && (
          <li>
            The busiest enlistment day was <strong>{formatPartialDate(date.date)}</strong> ({soldiers(date.soldiers)}).
          </li>
        )}
        {f.firstEnlistmentDate && (
          <li>
            The first enlistment on record is dated <strong>{formatPartialDate(f.firstEnlistmentDate)}</strong>.
          </li>
        )}
      </ul>
      <p className="unit-facts__source muted">
        Counted from the index records that name the {props.unit}; soldiers missing from the records are not counted.
      </p>
    </section>
  );
}
