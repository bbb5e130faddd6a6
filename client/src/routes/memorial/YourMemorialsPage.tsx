import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../__generated__';
import { ErrorMessage, Loading } from '../../components/QueryStatus';
import { errorFacts } from '../../lib/signInErrors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { SignInFirst } from './SignInFirst';
import { YourMemorialRow } from './YourMemorialRow';
import './memorial-editor.css';

const PAGE = 20;

const YourMemorialsQuery = graphql(`
  query YourMemorials($first: Int!, $after: String) {
    myMemorials(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id ...YourMemorialRow_memorial } }
    }
  }
`);

/**
 * /gallery/content/STORY_PAGE (the header's "Your Memorials", accounts §2): the member's memorials, public and
 * private, last changed first, a page of 20 at a time.
 */
export function YourMemorialsPage() {
  useDocumentTitle('Your Memorials');
  // The cursors of the pages seen so far, so Previous goes back without the connection running backwards.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const after = cursors.at(-1) ?? null;
  const { data, error, loading } = useQuery(YourMemorialsQuery, {
    variables: { first: PAGE, after },
    fetchPolicy: 'cache-and-network',
  });
  if (error && errorFacts(error).code === 'UNAUTHENTICATED') return <SignInFirst />;
  if (!data) return error ? <ErrorMessage error={error} /> : <Loading />;
  const { edges, totalCount, pageInfo } = data.myMemorials;
  return (
    <section className="your-memorials">
      <header className="your-memorials__head">
        <h1>Your Memorials</h1>
        <Link className="button button--primary" to="/memorial/create">
          Create a Memorial
        </Link>
      </header>
      {totalCount === 0 ? (
        <p>
          You have not created a memorial yet. A memorial tells the story of a soldier, a family member, a unit or a
          place, with pictures, facts and sources.
        </p>
      ) : (
        <>
          <p className="muted">{totalCount === 1 ? '1 memorial' : `${totalCount} memorials`}</p>
          <ul className="your-memorials__list">
            {edges.map(({ node }) => (
              <YourMemorialRow key={node.id} memorial={node} />
            ))}
          </ul>
          <nav className="your-memorials__pages" aria-label="Pages">
            {cursors.length > 1 && (
              <button type="button" className="button button--quiet" onClick={() => setCursors(cursors.slice(0, -1))}>
                Previous
              </button>
            )}
            {pageInfo.hasNextPage && pageInfo.endCursor && (
              <button
                type="button"
                className="button button--quiet"
                disabled={loading}
                onClick={() => setCursors([...cursors, pageInfo.endCursor ?? null])}
              >
                Next
              </button>
            )}
          </nav>
        </>
      )}
    </section>
  );
}
