import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { DetailStatus } from '../../components/QueryStatus';
import { ShareButton } from '../../components/share/ShareButton';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useNumericParam } from '../../lib/useNumericParam';
import { MemorialDetails } from './MemorialDetails';
import '../../styles/detail.css';

const MemorialQuery = graphql(`
  query Memorial($id: Int!) {
    memorial(id: $id) {
      id
      title
      ...MemorialDetails_memorial
    }
  }
`);

/** /memorial/:id: a member's story page. */
export function MemorialPage() {
  const id = useNumericParam();
  const { data, loading, error } = useQuery(MemorialQuery, { variables: { id: id ?? 0 }, skip: id === null });
  const memorial = data?.memorial;
  useDocumentTitle(memorial?.title);
  if (id === null || error || !memorial) return <DetailStatus what="memorial" badAddress={id === null} error={error} loading={loading} />;
  return <MemorialDetails memorial={memorial} actions={<ShareButton contentType="STORY_PAGE" id={id} />} />;
}
