import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { DetailStatus } from '../../components/QueryStatus';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useNumericParam } from '../../lib/useNumericParam';
import { RegimentDetails } from './RegimentDetails';
import '../../styles/detail.css';

const RegimentQuery = graphql(`
  query Regiment($id: Int!) {
    regiment(id: $id) {
      id
      name
      ...RegimentDetails_regiment
    }
  }
`);

/** /regiment/:id: a regiment, battery or squadron. */
export function RegimentPage() {
  const id = useNumericParam();
  const { data, loading, error } = useQuery(RegimentQuery, { variables: { id: id ?? 0 }, skip: id === null });
  const regiment = data?.regiment;
  useDocumentTitle(regiment?.name);
  if (id === null || error || !regiment) return <DetailStatus what="regiment" badAddress={id === null} error={error} loading={loading} />;
  return <RegimentDetails regiment={regiment} />;
}
