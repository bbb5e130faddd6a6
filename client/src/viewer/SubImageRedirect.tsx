import { useQuery } from '@apollo/client/react';
import { Navigate, useSearchParams } from 'react-router';
import { graphql } from '../__generated__';
import { ErrorMessage, Loading, NotFound } from '../components/QueryStatus';
import { globalId } from '../lib/links';

const SubImageQuery = graphql(`
  query ViewerSubImage($id: ID!) {
    subImage(globalId: $id) {
      id
      image {
        id
        imageId
      }
    }
  }
`);

/** `/image?rec={id}` (content §2.1): the sub-image's page, opened on the sub-image. */
export function SubImageRedirect() {
  const [params] = useSearchParams();
  const raw = params.get('rec') ?? '';
  const id = /^\d{1,10}$/.test(raw) && Number(raw) > 0 && Number(raw) <= 2147483647 ? Number(raw) : null;
  const { data, loading, error } = useQuery(SubImageQuery, {
    variables: { id: globalId('SUB_IMAGE', id ?? 0) },
    skip: id === null,
  });
  if (id === null) return <NotFound what="image" />;
  if (error) return <ErrorMessage error={error} />;
  if (loading) return <Loading label="Opening the page…" />;
  const page = data?.subImage?.image;
  return page ? <Navigate replace to={`/image/${page.imageId}?rec=${id}`} /> : <NotFound what="image" />;
}
