import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { DetailStatus } from '../../components/QueryStatus';
import { ShareButton } from '../../components/share/ShareButton';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useNumericParam } from '../../lib/useNumericParam';
import { IndexRecordDetails } from './IndexRecordDetails';
import '../../styles/detail.css';

const RecordQuery = graphql(`
  query Record($id: Int!) {
    indexRecord(id: $id) {
      id
      title
      ...IndexRecordDetails_record
    }
  }
`);

/** /record/:id: one transcribed record. */
export function RecordPage() {
  const id = useNumericParam();
  const { data, loading, error } = useQuery(RecordQuery, { variables: { id: id ?? 0 }, skip: id === null });
  const record = data?.indexRecord;
  useDocumentTitle(record?.title);
  if (id === null || error || !record) return <DetailStatus what="record" badAddress={id === null} error={error} loading={loading} />;
  return <IndexRecordDetails record={record} actions={<ShareButton contentType="INDEX_RECORD" id={id} />} />;
}
