import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { Fields } from '../../components/Fields';
import { contentTypeLabel } from '../../lib/contentTypes';
import { formatCount } from '../../lib/counts';
import { formatDateRange } from '../../lib/dates';

export const RegimentDetails_regiment = graphql(`
  fragment RegimentDetails_regiment on Regiment {
    name
    subType
    branch
    side
    conflict
    state
    startPlace
    endPlace
    startDate
    endDate
    nicknames
    history
    leaders
    unitFacts {
      numberOfSoldiers
      averageAgeAtEnlistment
      medianAgeAtEnlistment
      diedInWar
    }
    companies { id companyId name letter }
    battles { id battleId name startDate endDate }
  }
`);

const age = (n: number | null | undefined) => (n == null ? null : `${n.toFixed(1)} years`);

/** A regiment: its service, history, soldiers' facts, companies and battles. */
export function RegimentDetails(props: { regiment: FragmentType<typeof RegimentDetails_regiment> }) {
  const r = getFragmentData(RegimentDetails_regiment, props.regiment);
  const facts = r.unitFacts;
  return (
    <article>
      <header className="detail-header">
        <p className="eyebrow">{contentTypeLabel(r.subType)} · {r.side} · {r.conflict}</p>
        <h1>{r.name}</h1>
        {r.nicknames.length > 0 && <p className="detail-header__meta">Also known as {r.nicknames.join(', ')}</p>}
      </header>
      <div className="detail-grid">
        <div>
          <ul className="stat-row">
            <li><strong>{formatCount(facts.numberOfSoldiers)}</strong><span>soldiers on record</span></li>
            <li><strong>{formatCount(facts.diedInWar)}</strong><span>died in the war</span></li>
            {facts.medianAgeAtEnlistment != null && (
              <li><strong>{facts.medianAgeAtEnlistment.toFixed(0)}</strong><span>median age at enlistment</span></li>
            )}
          </ul>
          {r.history && (
            <section className="detail-section">
              <h2>History</h2>
              <p className="detail-prose">{r.history}</p>
            </section>
          )}
          {r.battles.length > 0 && (
            <section className="detail-section">
              <h2>Battles</h2>
              <ul className="link-list">
                {r.battles.map((b) => (
                  <li key={b.battleId}>
                    <Link to={`/battle/${b.battleId}`}>{b.name}</Link>{' '}
                    <span className="muted">{formatDateRange(b.startDate, b.endDate)}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <aside>
          <Fields
            rows={[
              ['Branch', r.branch],
              ['Side', r.side],
              ['State', r.state],
              ['Service', formatDateRange(r.startDate, r.endDate)],
              ['Organised at', r.startPlace],
              ['Mustered out at', r.endPlace],
              ['Leaders', r.leaders.join(', ')],
              ['Average age at enlistment', age(facts.averageAgeAtEnlistment)],
            ]}
          />
          {r.companies.length > 0 && (
            <section>
              <h2>Companies</h2>
              <ul className="link-list">
                {r.companies.map((c) => (
                  <li key={c.companyId}><Link to={`/company/${c.companyId}`}>{c.name}</Link></li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </div>
    </article>
  );
}
