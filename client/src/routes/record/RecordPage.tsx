import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../__generated__';
import { PartialNotice } from '../../components/PartialNotice';
import { DetailStatus } from '../../components/QueryStatus';
import { ReportIssueButton } from '../../components/feedback/ReportIssueButton';
import { ShareButton } from '../../components/share/ShareButton';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useNumericParam } from '../../lib/useNumericParam';
import { DeniedPage } from './DeniedPage';
import { IndexRecordDetails } from './IndexRecordDetails';
import { RecordCitation } from './RecordCitation';
import { SuggestCorrection } from './SuggestCorrection';
import '../../styles/detail.css';

// Through node(id): a record above the caller's access is still an IndexRecord, its details null and `access` set.
export const RecordQuery = graphql(`
  query Record($nodeId: ID!) {
    node(id: $nodeId) {
      __typename
      id
      ... on IndexRecord {
        title
        access {
          action
        }
        ...IndexRecordDetails_record
        ...RecordCitation_record
        ...DeniedPage_record
        ...SuggestCorrection_record
      }
    }
    session {
      user {
        userId
      }
    }
    staff {
      abilities
    }
  }
`);

/** /record/:id: one transcribed record, or the deny dialog when the caller may not view it. */
export function RecordPage() {
  const id = useNumericParam();
  // errorPolicy all: the record's page or publication may fail alone (null with an error); the record still shows.
  const { data, loading, error, refetch } = useQuery(RecordQuery, {
    variables: { nodeId: `INDEX_RECORD:${id ?? 0}` },
    skip: id === null,
    errorPolicy: 'all',
  });
  const node = data?.node;
  const record = node?.__typename === 'IndexRecord' ? node : null;
  useDocumentTitle(record?.title);
  if (id === null || !record)
    return <DetailStatus what="record" badAddress={id === null} error={error} loading={loading} />;
  if (record.access) return <DeniedPage record={record} signedIn={data?.session.user != null} />;
  // Create a Memorial makes one from this record (content §7.7 create-from) once the member picks its kind.
  const createMemorial = (
    <Link className="button button--quiet" to={`/memorial/create?record=${id}`}>
      Create a Memorial
    </Link>
  );
  return (
    <>
      <PartialNotice error={error} onRetry={() => void refetch().catch(() => {})} />
      <IndexRecordDetails
        record={record}
        actions={
          <>
            <ShareButton contentType="INDEX_RECORD" id={id} />
            {createMemorial}
            <ReportIssueButton objectType="INDEX_RECORD" objectId={id} />
            {data?.session.user && <SuggestCorrection recordId={id} record={record} />}
            {data?.staff?.abilities.includes('corrections') && (
              <Link className="button button--quiet" to={`/admin/records/${id}`}>
                Edit record
              </Link>
            )}
          </>
        }
      />
      <RecordCitation record={record} />
    </>
  );
}
