import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../../__generated__';
import { useAlerts } from '../../../components/alerts/AlertStack';
import { ConfirmButton } from './ConfirmButton';

export const RecordConnection_memorial = graphql(`
  fragment RecordConnection_memorial on Memorial {
    id
    memorialId
    indexRecord { id recordId fullName }
  }
`);

const DisconnectRecordMutation = graphql(`
  mutation DisconnectMemorialRecord($memorialGlobalId: ID!, $recordGlobalId: ID!) {
    disconnectMemorialRecord(memorialGlobalId: $memorialGlobalId, recordGlobalId: $recordGlobalId) {
      ...RecordConnection_memorial
      links { id }
      elements { id }
    }
  }
`);

/**
 * The index record a memorial was made from, with a way back for a memorial made from the wrong one: Disconnect,
 * confirmed by a second click. The facts it brought stay; its links to the record go.
 */
export function RecordConnection(props: { memorial: FragmentType<typeof RecordConnection_memorial> }) {
  const m = getFragmentData(RecordConnection_memorial, props.memorial);
  const alerts = useAlerts();
  const [disconnect] = useMutation(DisconnectRecordMutation);
  const record = m.indexRecord;
  if (!record) return null;
  return (
    <p className="record-connection">
      <span>
        Made from the record <Link to={`/record/${record.recordId}`}>{record.fullName}</Link>
      </span>
      <ConfirmButton
        label="Disconnect…"
        confirmLabel="Disconnect from this record"
        onConfirm={async () => {
          await disconnect({ variables: { memorialGlobalId: m.id, recordGlobalId: record.id } });
          alerts.success(`This memorial is no longer connected to ${record.fullName}.`);
        }}
      />
    </p>
  );
}
