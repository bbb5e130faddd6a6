import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import { recordFieldLabel } from '../../../lib/recordFields';

export const RecordHistory_record = graphql(`
  fragment RecordHistory_record on IndexRecordAdmin {
    history {
      id
      field
      oldValue
      newValue
      stickiness
      staffUsername
      staffId
      proposalId
      created
    }
  }
`);

const shown = (value: string | null) => (value === null ? '(empty)' : `“${value}”`);

/** Who changed what and when, newest first. */
export function RecordHistory(props: { record: FragmentType<typeof RecordHistory_record> }) {
  const { history } = getFragmentData(RecordHistory_record, props.record);
  if (history.length === 0) return <p className="muted">No staff correction yet.</p>;
  return (
    <ol className="record-history">
      {history.map((c) => (
        <li key={c.id}>
          <time dateTime={c.created}>{new Date(c.created).toLocaleString()}</time>{' '}
          <strong>{c.staffUsername ?? `staff ${c.staffId}`}</strong> changed {recordFieldLabel(c.field).toLowerCase()}{' '}
          from {shown(c.oldValue)} to {shown(c.newValue)}{' '}
          <span className={`record-field__sticky record-field__sticky--${c.stickiness.toLowerCase()}`}>
            {c.stickiness}
          </span>
          {c.proposalId !== null && <> (a member’s suggestion, feedback {c.proposalId})</>}
        </li>
      ))}
    </ol>
  );
}
