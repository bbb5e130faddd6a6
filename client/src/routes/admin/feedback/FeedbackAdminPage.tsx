import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { graphql } from '../../../__generated__';
import { ErrorMessage, Loading } from '../../../components/QueryStatus';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { FeedbackEntryRow } from './FeedbackEntryRow';
import './feedback-admin.css';

export const PAGE_SIZE = 25;

const FeedbackEntriesQuery = graphql(`
  query FeedbackEntries($offset: Int!, $first: Int!) {
    feedbackEntries(offset: $offset, first: $first) {
      totalCount
      nodes {
        id
        ...FeedbackEntryRow_entry
      }
    }
  }
`);

const FeedbackStaffQuery = graphql(`
  query FeedbackStaff {
    staff { abilities }
  }
`);

const SetFeedbackStatus = graphql(`
  mutation SetFeedbackStatus($id: Int!, $status: FeedbackStatus!) {
    setFeedbackStatus(id: $id, status: $status) { id status }
  }
`);

/** /admin/feedback: what visitors and members sent, newest first, for staff (users with a role). */
export function FeedbackAdminPage() {
  useDocumentTitle('Feedback');
  const [params, setParams] = useSearchParams();
  const offset = Math.max(0, Number.parseInt(params.get('offset') ?? '0', 10) || 0);
  const { data, loading, error } = useQuery(FeedbackEntriesQuery, {
    variables: { offset, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [setStatus] = useMutation(SetFeedbackStatus);
  const staff = useQuery(FeedbackStaffQuery);
  const canCorrect = staff.data?.staff?.abilities.includes('corrections') ?? false;
  const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined;

  let body;
  if (code === 'FORBIDDEN' || code === 'UNAUTHENTICATED')
    body = (
      <p className="status status--error" role="alert">
        Only staff may read feedback. Please sign in with a staff account.
      </p>
    );
  else if (error) body = <ErrorMessage error={error} />;
  else if (!data) body = loading ? <Loading /> : null;
  else {
    const page = data.feedbackEntries;
    const goTo = (next: number) => setParams(next > 0 ? { offset: String(next) } : {});
    body = (
      <>
        <p className="feedback-admin__count">
          {page.totalCount === 0
            ? 'No feedback yet.'
            : `${offset + 1}–${offset + page.nodes.length} of ${page.totalCount}`}
        </p>
        <ol className="feedback-admin__list">
          {page.nodes.map((entry) => (
            <FeedbackEntryRow
              key={entry.id}
              entry={entry}
              canCorrect={canCorrect}
              onStatus={(status) => setStatus({ variables: { id: entry.id, status } })}
            />
          ))}
        </ol>
        <nav className="feedback-admin__pages" aria-label="Pages">
          <button
            type="button"
            className="button button--quiet"
            disabled={offset === 0}
            onClick={() => goTo(Math.max(0, offset - PAGE_SIZE))}
          >
            Newer
          </button>
          <button
            type="button"
            className="button button--quiet"
            disabled={offset + PAGE_SIZE >= page.totalCount}
            onClick={() => goTo(offset + PAGE_SIZE)}
          >
            Older
          </button>
        </nav>
      </>
    );
  }
  return (
    <section className="feedback-admin">
      <h1>Feedback</h1>
      {body}
    </section>
  );
}
