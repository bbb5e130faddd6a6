import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { Fields } from '../../components/Fields';
import { BattleMap } from '../../components/map/BattleMap';
import { toMapPoints } from '../../components/map/mapPoints';
import { contentTypeLabel } from '../../lib/contentTypes';
import { formatDateRange } from '../../lib/dates';
import { UnitEvents } from '../unit/UnitEvents';
import { UnitFactsPanel } from '../unit/UnitFactsPanel';
import { UnitImages } from '../unit/UnitImages';

export const RegimentDetails_regiment = graphql(`
  fragment RegimentDetails_regiment on Regiment {
    name
    types
    subType
    branch
    side
    conflict
    provider
    state
    place { label }
    startPlace
    endPlace
    startDate
    endDate
    nicknames
    aliases
    history
    leaders
    childUnitTypes
    unitFacts { ...UnitFactsPanel_facts }
    events { ...UnitEvents_event }
    battles { id battleId ...MapPoint_battle }
    companies { id companyId name letter }
    images { id imageId ...UnitImages_image }
  }
`);

/** A regiment, battery or squadron: its soldiers' facts, battles on a map, service, history and companies. */
export function RegimentDetails(props: {
  regiment: FragmentType<typeof RegimentDetails_regiment>;
  children?: React.ReactNode;
}) {
  const r = getFragmentData(RegimentDetails_regiment, props.regiment);
  const unit = contentTypeLabel(r.subType).toLowerCase();
  return (
    <article className="unit-page">
      <header className="detail-header">
        <p className="eyebrow">
          {contentTypeLabel(r.subType)} · {r.side} · {r.conflict}
        </p>
        <h1>{r.name}</h1>
        {r.nicknames.length > 0 && (
          <p className="detail-header__meta">Known as {r.nicknames.map((n) => `“${n}”`).join(', ')}</p>
        )}
        {r.aliases.length > 0 && (
          <p className="detail-header__meta">Written in the records as {r.aliases.join('; ')}</p>
        )}
      </header>
      <div className="detail-grid">
        <div>
          <UnitFactsPanel facts={r.unitFacts} unit={unit} />
          {r.battles.length > 0 && (
            <section className="detail-section" aria-labelledby="unit-battles">
              <h2 id="unit-battles">Battles</h2>
              <BattleMap
                points={toMapPoints(r.battles)}
                caption={`Battles of the ${r.name}. Select a point to open the battle.`}
              />
            </section>
          )}
          <section className="detail-section" aria-labelledby="unit-service">
            <h2 id="unit-service">Service</h2>
            <UnitEvents events={r.events} />
          </section>
          {r.history && (
            <section className="detail-section">
              <h2>History</h2>
              <p className="detail-prose">{r.history}</p>
            </section>
          )}
          {props.children}
        </div>
        <aside>
          <Fields
            rows={[
              ['Type', r.types.map((t) => contentTypeLabel(t)).join(', ')],
              ['Branch', r.branch],
              ['Side', r.side],
              ['Conflict', r.conflict],
              ['State', r.place?.label ?? r.state],
              ['Service', formatDateRange(r.startDate, r.endDate)],
              ['Organized at', r.startPlace],
              ['Mustered out at', r.endPlace],
              ['Leaders', r.leaders.join(', ')],
              ['Units within', r.childUnitTypes.map((t) => contentTypeLabel(t)).join(', ')],
              ['Records from', r.provider],
            ]}
          />
          {r.companies.length > 0 && (
            <section aria-labelledby="unit-companies">
              <h2 id="unit-companies">Companies</h2>
              <ul className="link-list">
                {r.companies.map((c) => (
                  <li key={c.companyId}>
                    <Link to={`/company/${c.companyId}`}>{c.name}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <UnitImages images={r.images} heading="Pages naming its soldiers" />
        </aside>
      </div>
    </article>
  );
}
