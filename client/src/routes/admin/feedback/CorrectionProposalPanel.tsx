import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import { recordFieldLabel } from '../../../lib/recordFields';

export const CorrectionProposalPanel_entry = graphql(`
  fragment CorrectionProposalPanel_entry on FeedbackEntry {
    id
    objectId
    correction { field value state reason }
  }
`);

const AcceptRecordCorrection = graphql(`
  mutation AcceptRecordCorrection($feedbackId: Int!) {
    acceptRecordCorrection(feedbackId: $feedbackId) {
      correction { id }
      userErrors { message }
    }
  }
`);

const RejectRecordCorrection = graphql(`
  mutation RejectRecordCorrection($feedbackId: Int!, $reason: String!) {
    rejectRecordCorrection(feedbackId: $feedbackId, reason: $reason) {
      proposal { state reason }
      userErrors { message }
    }
  }
`);

/** A member's suggested record correction in the feedback queue: what and to what, with Accept and Reject. */
export function CorrectionProposalPanel(props: {
  entry: FragmentType<typeof CorrectionProposalPanel_entry>;
  /** Whether the caller holds the corrections ability (others see the proposal only). */
  canAnswer: boolean;
}) {
  const e = getFragmentData(CorrectionProposalPanel_entry, props.entry);
  const ids = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const refetchQueries = ['FeedbackEntries'];
  const [accept, accepted] = useMutation(AcceptRecordCorrection, { refetchQueries });
  const [reject, rejected] = useMutation(RejectRecordCorrection, { refetchQueries });
  const c = e.correction;
  if (!c) return null;
  const failure =
    accepted.error?.message ??
    rejected.error?.message ??
    accepted.data?.acceptRecordCorrection.userErrors[0]?.message ??
    rejected.data?.rejectRecordCorrection.userErrors[0]?.message;
  const busy = accepted.loading || rejected.loading;
  return (
    <div className={`correction-proposal correction-proposal--${c.state.toLowerCase()}`}>
      <p>
        Suggested {recordFieldLabel(c.field).toLowerCase()}: <strong>“{c.value}”</strong>{' '}
        {e.objectId !== null && <Link to={`/admin/records/${e.objectId}`}>Edit record {e.objectId}</Link>}
      </p>
      {c.state !== 'PENDING' ? (
        <p className="correction-proposal__state">
          {c.state === 'ACCEPTED' ? 'Accepted' : `Rejected: ${c.reason ?? ''}`}
        </p>
      ) : (
        props.canAnswer && (
          <div className="correction-proposal__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void accept({ variables: { feedbackId: e.id } }).catch(() => {})}
            >
              Accept
            </button>
            {rejecting ? (
              <form
                className="correction-proposal__reject"
                onSubmit={(event) => {
                  event.preventDefault();
                  void reject({ variables: { feedbackId: e.id, reason } }).catch(() => {});
                }}
              >
                <label htmlFor={`${ids}-reason`}>Reason</label>
                <input
                  id={`${ids}-reason`}
                  value={reason}
                  required
                  maxLength={1000}
                  onChange={(event) => setReason(event.target.value)}
                />
                <button type="submit" className="button button--quiet" disabled={busy || reason.trim() === ''}>
                  Reject
                </button>
              </form>
            ) : (
              <button type="button" className="button button--quiet" onClick={() => setRejecting(true)}>
                Reject…
              </button>
            )}
          </div>
        )
      )}
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
