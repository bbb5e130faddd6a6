import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { ErrorMessage, Loading } from '../../components/QueryStatus';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { BrowseItem } from './BrowseItem';
import './browse.css';

const BrowseQuery = graphql(`
  query Browse {
    publications {
      id
      title
      conflict
      ...BrowseItem_publication
    }
  }
`);

/** /browse (first version): every publication, grouped by conflict. */
export function BrowsePage() {
  const { data, loading, error } = useQuery(BrowseQuery);
  useDocumentTitle('Browse');
  const groups = new Map<string, NonNullable<typeof data>['publications'][number][]>();
  for (const p of data?.publications ?? []) groups.set(p.conflict || 'Other', [...(groups.get(p.conflict || 'Other') ?? []), p]);
  const conflicts = [...groups.keys()].sort((a, b) => a.localeCompare(b));
  return (
    <div className="browse">
      <h1>Browse the collections</h1>
      <p className="lede">Every publication, by the war its records come from.</p>
      {loading && <Loading />}
      {error && <ErrorMessage error={error} />}
      {conflicts.length > 1 && (
        <nav className="browse__jump" aria-label="Conflicts">
          {conflicts.map((c) => (
            <a key={c} href={`#${anchor(c)}`}>{c}</a>
          ))}
        </nav>
      )}
      {conflicts.map((conflict) => (
        <section key={conflict} id={anchor(conflict)} className="browse__group">
          <h2>{conflict}</h2>
          <ul className="browse__list">
            {[...groups.get(conflict)!]
              .sort((a, b) => a.title.localeCompare(b.title))
              .map((p) => (
                <BrowseItem key={p.id} publication={p} />
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function anchor(conflict: string): string {
  return `conflict-${conflict.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}
