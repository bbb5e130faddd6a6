import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { Fields } from '../../components/Fields';

export const CompanyDetails_company = graphql(`
  fragment CompanyDetails_company on Company {
    name
    letter
    side
    history
    leaders
    regiment { id regimentId name conflict }
  }
`);

/** A company: its letter, regiment, leaders and history. */
export function CompanyDetails(props: { company: FragmentType<typeof CompanyDetails_company> }) {
  const c = getFragmentData(CompanyDetails_company, props.company);
  const regiment = <Link to={`/regiment/${c.regiment.regimentId}`}>{c.regiment.name}</Link>;
  return (
    <article>
      <header className="detail-header">
        <p className="eyebrow">Company · {c.side} · {c.regiment.conflict}</p>
        <h1>{c.name}</h1>
        <p className="detail-header__meta">Company {c.letter} of {regiment}</p>
      </header>
      <div className="detail-grid">
        <div>
          {c.history && (
            <section className="detail-section">
              <h2>History</h2>
              <p className="detail-prose">{c.history}</p>
            </section>
          )}
        </div>
        <aside>
          <Fields
            rows={[
              ['Regiment', regiment],
              ['Letter', c.letter],
              ['Side', c.side],
              ['Leaders', c.leaders.join(', ')],
            ]}
          />
        </aside>
      </div>
    </article>
  );
}
