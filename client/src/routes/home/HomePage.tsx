import { useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { PublicationCard } from '../../components/PublicationCard';
import { PartialNotice } from '../../components/PartialNotice';
import { ErrorMessage, Loading } from '../../components/QueryStatus';
import { noTerms, SearchForm, type SearchTerms } from '../../components/SearchForm';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { CollectionTile } from '../collection/CollectionTile';
import { PartnerTile } from '../partner/PartnerTile';
import { SiteCountsLine } from './SiteCountsLine';
import './home.css';

const HomeQuery = graphql(`
  query Home {
    siteCounts {
      ...SiteCountsLine_counts
    }
    publications {
      id
      featured
      isNew
      ...PublicationCard_publication
    }
    conflicts: titleCollections(kind: CONFLICT) {
      id
      ...CollectionTile_collection
    }
    themes: titleCollections(kind: TITLE) {
      id
      ...CollectionTile_collection
    }
    partners {
      id
      ...PartnerTile_partner
    }
  }
`);

/**
 * The search page's code, with the query's address rules (lib/searchState.ts): not needed to show the home page, so
 * it loads when the visitor starts on the form and is there by the time they press Search (issue 16 point 17).
 */
const searchCode = () =>
  Promise.all([import('../../lib/searchState'), import('../search/SearchPage')]).then(([state]) => state);

/** Home: a big search box with the archive's size, featured and new publications, then the collections. */
export function HomePage() {
  const navigate = useNavigate();
  // errorPolicy all: a part a service did not answer for is missing with a notice; the rest of the page shows.
  const { data, loading, error, refetch } = useQuery(HomeQuery, { errorPolicy: 'all' });
  useDocumentTitle(null);
  // Should the search page's code not load (the connection dropped), the search page reports it.
  const search = (terms: SearchTerms) =>
    void searchCode().then(
      ({ emptySearch, searchHref, withTerms }) => navigate(searchHref(withTerms(emptySearch, terms))),
      () => navigate('/search'),
    );
  const publications = data?.publications ?? [];
  const featured = publications.filter((p) => p.featured);
  const fresh = publications.filter((p) => p.isNew);
  return (
    <div className="home">
      <section className="home__hero">
        <p className="eyebrow">Military records &amp; genealogy</p>
        <h1>Find the people who served</h1>
        <p className="lede">
          Search service records, pension files, draft cards and muster rolls; read the original scans; honor them with
          a memorial.
        </p>
        <SearchForm large initial={noTerms} onFocus={() => void searchCode().catch(() => {})} onSubmit={search} />
        {data && <SiteCountsLine counts={data.siteCounts} />}
      </section>
      {loading && <Loading />}
      {error && !data && <ErrorMessage error={error} />}
      {data && <PartialNotice error={error} onRetry={() => void refetch().catch(() => {})} />}
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
      {fresh.length > 0 && (
        <section aria-labelledby="new-publications">
          <h2 id="new-publications">New publications</h2>
          <div className="card-grid">
            {fresh.map((p) => (
              <PublicationCard key={p.id} publication={p} />
            ))}
          </div>
        </section>
      )}
      {data && data.conflicts.length > 0 && (
        <section aria-labelledby="by-war">
          <h2 id="by-war">Browse by war</h2>
          <div className="collection-tiles">
            {data.conflicts.map((c) => (
              <CollectionTile key={c.id} collection={c} />
            ))}
          </div>
        </section>
      )}
      {data && data.themes.length > 0 && (
        <section aria-labelledby="by-kind">
          <h2 id="by-kind">Browse by kind of record</h2>
          <div className="collection-tiles">
            {data.themes.map((c) => (
              <CollectionTile key={c.id} collection={c} />
            ))}
          </div>
        </section>
      )}
      {data && data.partners.length > 0 && (
        <section aria-labelledby="partners">
          <h2 id="partners">Our partners</h2>
          <div className="collection-tiles">
            {data.partners.map((p) => (
              <PartnerTile key={p.id} partner={p} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
