import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { Fields } from '../../components/Fields';
import { BattleMap } from '../../components/map/BattleMap';
import { toMapPoints } from '../../components/map/mapPoints';
import { formatDateRange } from '../../lib/dates';
import { UnitEvents } from '../unit/UnitEvents';
import { UnitFactsPanel } from '../unit/UnitFactsPanel';

export const CompanyDetails_company = graphql(`
  fragment CompanyDetails_company on Company {
    name
    letter
    side
    history
    leaders
    nicknames
    aliases
    startPlace
    endPlace
    unitFacts { ...UnitFactsPanel_facts }
    events { ...UnitEvents_event }
    battles { id battleId ...MapPoint_battle }
    regiment { id regimentId name conflict startDate endDate }
    companies { id companyId name letter }
  }
`);

/** "Company A, 20th Maine Infantry": the regiment is added unless the company's name already holds it. */
export function companyTitle(name: string, regiment: string): string {
  return name.includes(regiment) ? name : `${name}, ${regiment}`;
}

/** A company: its soldiers' facts, its regiment's battles and service, its history and sister companies. */
export function CompanyDetails(props: {
  company: FragmentType<typeof CompanyDetails_company>;
  children?: React.ReactNode;
}) {
  const c = getFragmentData(CompanyDetails_company, props.company);
  const regiment = <Link to={`/regiment/${c.regiment.regimentId}`}>{c.regiment.name}</Link>;
  return (
    <article className="unit-page">
      <header className="detail-header">
        <p className="eyebrow">
          Company · {c.side} · {c.regiment.conflict}
        </p>
        <h1>{companyTitle(c.name, c.regiment.name)}</h1>
        <p className="detail-header__meta">
          <span>
            Company {c.letter} of {regiment}
          </span>
        </p>
        {c.nicknames.length > 0 && <p className="detail-header__meta">Known as {c.nicknames.join(', ')}</p>}
        {c.aliases.length > 0 && (
          <p className="detail-header__meta">Written in the records as {c.aliases.join('; ')}</p>
        )}
      </header>
      <div className="detail-grid">
        <div>
          <UnitFactsPanel facts={c.unitFacts} unit="company" />
          {c.battles.length > 0 && (
            <section className="detail-section" aria-labelledby="unit-battles">
              <h2 id="unit-battles">Battles</h2>
              <BattleMap
                points={toMapPoints(c.battles)}
                caption={`Battles of the ${c.regiment.name}, which the company served in. Select a point to open the battle.`}
              />
            </section>
          )}
          <section className="detail-section" aria-labelledby="unit-service">
            <h2 id="unit-service">Service with the regiment</h2>
            <UnitEvents events={c.events} />
          </section>
          {c.history && (
            <section className="detail-section">
              <h2>History</h2>
              <p className="detail-prose">{c.history}</p>
            </section>
          )}
          {props.children}
        </div>
        <aside>
          <Fields
            rows={[
              ['Regiment', regiment],
              ['Letter', c.letter],
              ['Side', c.side],
              ['Service', formatDateRange(c.regiment.startDate, c.regiment.endDate)],
              ['Organized at', c.startPlace],
              ['Mustered out at', c.endPlace],
              ['Leaders', c.leaders.join(', ')],
            ]}
          />
          {c.companies.length > 0 && (
            <section aria-labelledby="sister-companies">
              <h2 id="sister-companies">Other companies</h2>
              <ul className="link-list">
                {c.companies.map((s) => (
                  <li key={s.companyId}>
                    <Link to={`/company/${s.companyId}`}>{s.name}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </div>
    </article>
  );
}
