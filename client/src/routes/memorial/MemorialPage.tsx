import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../__generated__';
import { DetailStatus } from '../../components/QueryStatus';
import { ShareButton } from '../../components/share/ShareButton';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useNumericParam } from '../../lib/useNumericParam';
import { MemorialDetails } from './MemorialDetails';
import { useElementInView } from './useElementInView';
import '../../styles/detail.css';
import './memorial-page.css';
import { globalId } from '../../lib/links';

const MemorialQuery = graphql(`
  query Memorial($id: ID!) {
    memorial(globalId: $id) {
      id
      title
      gedcomUrl
      permissions { canEdit canComment }
      ...MemorialDetails_memorial
    }
  }
`);

/** /memorial/:id: a member's story page; its owner gets Edit, members Comment, person memorials a GEDCOM export. */
export function MemorialPage() {
  const id = useNumericParam();
  const { data, loading, error } = useQuery(MemorialQuery, {
    variables: { id: globalId('STORY_PAGE', id ?? 0) },
    skip: id === null,
  });
  const memorial = data?.memorial;
  useDocumentTitle(memorial?.title);
  useElementInView(Boolean(memorial));
  if (id === null || error || !memorial)
    return <DetailStatus what="memorial" badAddress={id === null} error={error} loading={loading} />;
  const { canEdit, canComment } = memorial.permissions;
  const actions = (
    <>
      <ShareButton contentType="STORY_PAGE" id={id} />
      {canEdit && (
        <Link className="button button--primary" to={`/memorial/${id}/edit`}>
          Edit memorial
        </Link>
      )}
      {!canEdit && canComment && (
        <Link className="button button--quiet" to={`/memorial/${id}/edit`}>
          Comment or correct
        </Link>
      )}
      {memorial.gedcomUrl && (
        <a className="button button--quiet" href={memorial.gedcomUrl} download>
          Export GEDCOM
        </a>
      )}
    </>
  );
  return <MemorialDetails memorial={memorial} actions={actions} />;
}
