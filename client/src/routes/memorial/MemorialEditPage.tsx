import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { graphql } from '../../__generated__';
import { DetailStatus } from '../../components/QueryStatus';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useNumericParam } from '../../lib/useNumericParam';
import { MemorialEditor } from './MemorialEditor';
import { SignInFirst } from './SignInFirst';
import { positiveId } from './positiveId';
import '../../styles/detail.css';
import './memorial-editor.css';
import { globalId } from '../../lib/links';

const MemorialEditQuery = graphql(`
  query MemorialEdit($id: ID!) {
    session { user { userId } }
    memorial(globalId: $id) {
      id
      title
      permissions { canEdit canComment }
      ...MemorialEditor_memorial
    }
  }
`);

/** /memorial/:id/edit: the owner's (or staff's) editor; other members may add comments and corrections there. */
export function MemorialEditPage() {
  const id = useNumericParam();
  const [params] = useSearchParams();
  const image = params.get('image');
  const { data, loading, error } = useQuery(MemorialEditQuery, {
    variables: { id: globalId('STORY_PAGE', id ?? 0) },
    skip: id === null,
    fetchPolicy: 'cache-and-network',
  });
  const memorial = data?.memorial;
  useDocumentTitle(memorial ? `Edit ${memorial.title}` : undefined);
  if (data && !data.session.user) return <SignInFirst />;
  if (id === null || !memorial)
    return <DetailStatus what="memorial" badAddress={id === null} error={error} loading={loading} />;
  if (!memorial.permissions.canEdit && !memorial.permissions.canComment) {
    return (
      <section className="status status--missing">
        <h1>This memorial is not yours to edit</h1>
        <p>
          <Link to={`/memorial/${id}`}>See the memorial</Link>
        </p>
      </section>
    );
  }
  return <MemorialEditor memorial={memorial} suggestedImageId={positiveId(image) === null ? null : image} />;
}
