import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { DetailStatus } from '../../components/QueryStatus';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useNumericParam } from '../../lib/useNumericParam';
import { RegimentDetails } from './RegimentDetails';
import { UnitLinkedLists } from '../unit/UnitLinkedLists';
import '../../styles/detail.css';
import '../unit/UnitPages.css';
import { globalId } from '../../lib/links';

const RegimentQuery = graphql(`
  query Regiment($id: ID!) {
    regiment(globalId: $id) {
      id
      name
      ...RegimentDetails_regiment
    }
  }
`);

const RegimentListsQuery = graphql(`
  query RegimentLists($id: ID!, $first: Int!, $recordsAfter: String, $memorialsAfter: String) {
    regiment(globalId: $id) {
      id
      records(first: $first, after: $recordsAfter) { ...LinkedRecords_connection }
      memorials(first: $first, after: $memorialsAfter) { ...LinkedMemorials_connection }
    }
  }
`);

/** /regiment/:id (and /unit/:id): a regiment, battery or squadron with its soldiers and memorials. */
export function RegimentPage() {
  const id = useNumericParam();
  const { data, loading, error } = useQuery(RegimentQuery, {
    variables: { id: globalId('REGIMENT', id ?? 0) },
    skip: id === null,
  });
  const regiment = data?.regiment;
  useDocumentTitle(regiment?.name);
  if (id === null || error || !regiment)
    return <DetailStatus what="regiment" badAddress={id === null} error={error} loading={loading} />;
  return (
    <RegimentDetails regiment={regiment}>
      <UnitLinkedLists
        id={globalId('REGIMENT', id)}
        query={RegimentListsQuery}
        pick={(d) => d?.regiment}
        recordsHeading="Soldiers in the records"
        noRecords="No index records name this unit yet."
        noMemorials="No memorials are linked to this unit yet."
      />
    </RegimentDetails>
  );
}
