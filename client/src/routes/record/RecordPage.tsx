import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../__generated__';
import { DetailStatus } from '../../components/QueryStatus';
import { ShareButton } from '../../components/share/ShareButton';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useNumericParam } from '../../lib/useNumericParam';
import { DeniedPage } from './DeniedPage';
import { IndexRecordDetails } from './IndexRecordDetails';
import '../../styles/detail.css';

// Through node(id): a record above the caller's access answers a DeniedObject (preview and denial), not an error.
export const RecordQuery = graphql(`
  query Record($nodeId: ID!) {
    node(id: $nodeId) {
      __typename
      id
      ... on IndexRecord {
        title
        ...IndexRecordDetails_record
      }
      ... on DeniedObject {
        previewTitle: title
        ...DeniedPage_denied
      }
    }
    session {
      user {
        userId
      }
    }
  }
`);

/** /record/:id: one transcribed record, or the deny dialog when the caller may not view it. */
export function RecordPage() {
  const id = useNumericParam();
  const { data, loading, error } = useQuery(RecordQuery, {
    variables: { nodeId: `INDEX_RECORD:${id ?? 0}` },
    skip: id === null,
  });
  const node = data?.node;
  const record = node?.__typename === 'IndexRecord' || node?.__typename === 'DeniedObject' ? node : null;
  useDocumentTitle(
    record ? (record.__typename === 'IndexRecord' ? record.title : (record.previewTitle ?? undefined)) : undefined,
  );
  if (id === null || error || !record)
    return <DetailStatus what="record" badAddress={id === null} error={error} loading={loading} />;
  if (record.__typename === 'DeniedObject') return <DeniedPage denied={record} signedIn={data?.session.user != null} />;
  // Create a Memorial makes one from this record (content §7.7 create-from) once the member picks its kind.
  const createMemorial = (
    <Link className="button button--quiet" to={`/memorial/create?record=${id}`}>
      Create a Memorial
    </Link>
  );
  return (
    <IndexRecordDetails
      record={record}
      actions={
        <>
          <ShareButton contentType="INDEX_RECORD" id={id} />
          {createMemorial}
        </>
      }
    />
  );
}
