import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { DetailStatus } from '../../components/QueryStatus';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useNumericParam } from '../../lib/useNumericParam';
import { UnitLinkedLists } from '../unit/UnitLinkedLists';
import { CompanyDetails, companyTitle } from './CompanyDetails';
import '../../styles/detail.css';
import '../unit/UnitPages.css';
import { globalId } from '../../lib/links';

const CompanyQuery = graphql(`
  query Company($id: ID!) {
    company(globalId: $id) {
      id
      name
      regiment { id name }
      ...CompanyDetails_company
    }
  }
`);

const CompanyListsQuery = graphql(`
  query CompanyLists($id: ID!, $first: Int!, $recordsAfter: String, $memorialsAfter: String) {
    company(globalId: $id) {
      id
      records(first: $first, after: $recordsAfter) { ...LinkedRecords_connection }
      memorials(first: $first, after: $memorialsAfter) { ...LinkedMemorials_connection }
    }
  }
`);

/** /company/:id: a company of a regiment with its soldiers and memorials. */
export function CompanyPage() {
  const id = useNumericParam();
  const { data, loading, error } = useQuery(CompanyQuery, {
    variables: { id: globalId('COMPANY', id ?? 0) },
    skip: id === null,
  });
  const company = data?.company;
  useDocumentTitle(company ? companyTitle(company.name, company.regiment.name) : undefined);
  if (id === null || error || !company)
    return <DetailStatus what="company" badAddress={id === null} error={error} loading={loading} />;
  return (
    <CompanyDetails company={company}>
      <UnitLinkedLists
        id={globalId('COMPANY', id)}
        query={CompanyListsQuery}
        pick={(d) => d?.company}
        recordsHeading="Soldiers in the records"
        noRecords="No index records name this company yet."
        noMemorials="No memorials are linked to this company yet."
      />
    </CompanyDetails>
  );
}
