import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import type { FeedbackStatus } from '../../../__generated__/graphql';
import { RATINGS } from '@muster/contract/rules';
import { Link } from 'react-router';
import { contentTypeLabel } from '../../../lib/contentTypes';
import { contentPath } from '../../../lib/links';
import { CorrectionProposalPanel } from './CorrectionProposalPanel';

export const FeedbackEntryRow_entry = graphql(`
  fragment FeedbackEntryRow_entry on FeedbackEntry {
    id
    category
    type
    email
    message
    rating
    objectId
    objectType
    url
    ipAddress
    userAgent
    user { userId username }
    created
    status
    ...CorrectionProposalPanel_entry
  }
`);

const ratingLabel = (rating: number | null) => RATINGS.find(([value]) => value === rating)?.[1] ?? null;

/** One message as staff read it: who, when, about what, and the text. */
export function FeedbackEntryRow(props: {
  entry: FragmentType<typeof FeedbackEntryRow_entry>;
  onStatus: (status: FeedbackStatus) => void;
  /** Whether the caller may accept or reject suggested record corrections. */
  canCorrect?: boolean;
}) {
  const e = getFragmentData(FeedbackEntryRow_entry, props.entry);
  const rating = ratingLabel(e.rating);
  // The object a report is about, as a link staff can open (empty for a type without a page of its own).
  const about = e.objectType && e.objectId !== null ? `${e.objectType}:${e.objectId}` : null;
  const aboutPath = about ? contentPath(about) : '';
  return (
    <li className={`feedback-entry feedback-entry--${e.status.toLowerCase()}`}>
      <header className="feedback-entry__head">
        <span className="feedback-entry__subject">{e.type}</span>
        <span className="feedback-entry__category">{e.category}</span>
        {rating && (
          <span className="feedback-entry__rating">
            {e.rating} · {rating}
          </span>
        )}
        <time dateTime={e.created}>{new Date(e.created).toLocaleString()}</time>
      </header>
      {e.message ? (
        <p className="feedback-entry__message">{e.message}</p>
      ) : (
        <p className="feedback-entry__message feedback-entry__message--none">(no message)</p>
      )}
      <CorrectionProposalPanel entry={e} canAnswer={props.canCorrect ?? false} />
      <dl className="feedback-entry__meta">
        <dt>From</dt>
        <dd>
          {e.user ? `${e.user.username ?? `user ${e.user.userId}`} ` : ''}
          {e.email ? `<${e.email}>` : ''}
        </dd>
        {e.url && (
          <>
            <dt>Page</dt>
            <dd>{e.url}</dd>
          </>
        )}
        {about && (
          <>
            <dt>About</dt>
            <dd>
              {aboutPath ? (
                <Link to={aboutPath}>
                  {contentTypeLabel(e.objectType!)} {e.objectId}
                </Link>
              ) : (
                about
              )}
            </dd>
          </>
        )}
        <dt>Sent by</dt>
        <dd>
          {e.ipAddress ?? 'unknown address'} · {e.userAgent ?? 'unknown browser'}
        </dd>
      </dl>
      <button
        type="button"
        className="button button--quiet feedback-entry__status"
        onClick={() => props.onStatus(e.status === 'NEW' ? 'READ' : 'NEW')}
      >
        {e.status === 'NEW' ? 'Mark read' : 'Mark unread'}
      </button>
    </li>
  );
}
