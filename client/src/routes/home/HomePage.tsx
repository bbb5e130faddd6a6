import { useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { PublicationCard } from '../../components/PublicationCard';
import { ErrorMessage, Loading } from '../../components/QueryStatus';
import { SearchForm } from '../../components/SearchForm';
import { emptySearch, emptyTerms, searchHref, withTerms } from '../../lib/searchState';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import './home.css';

const HomeQuery = graphql(`
  query Home {
    publications {
      id
      featured
      ...PublicationCard_publication
    }
  }
`);

/** Home: a big search box, the featured publications, then every publication. */
export function HomePage() {
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(HomeQuery);
  useDocumentTitle(null);
  const publications = data?.publications ?? [];
  const featured = publications.filter((p) => p.featured);
  return (
    <div className="home">
      <section className="home__hero">
        <p className="eyebrow">Military records &amp; genealogy</p>
        <h1>Find the people who served</h1>
        <p className="lede">
          Search service records, pension files, draft cards and muster rolls; read the original scans; honor them with a memorial.
        </p>
        <SearchForm large initial={emptyTerms} onSubmit={(terms) => navigate(searchHref(withTerms(emptySearch, terms)))} />
      </section>
      {loading && <Loading />}
      {error && <ErrorMessage error={error} />}
      {featured.length > 0 && (
        <section aria-labelledby="featured">
          <h2 id="featured">Featured publications</h2>
          <div className="card-grid">
            {featured.map((p) => (
              <PublicationCard key={p.id} publication={p} />
            ))}
          </div>
        </section>
      )}
      {publications.length > 0 && (
        <section aria-labelledby="all-publications">
          <h2 id="all-publications">All publications</h2>
          <div className="card-grid">
            {publications.map((p) => (
              <PublicationCard key={p.id} publication={p} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
