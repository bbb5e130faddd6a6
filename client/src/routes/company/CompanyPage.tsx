import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { DetailStatus } from '../../components/QueryStatus';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useNumericParam } from '../../lib/useNumericParam';
import { CompanyDetails } from './CompanyDetails';
import '../../styles/detail.css';

const CompanyQuery = graphql(`
  query Company($id: Int!) {
    company(id: $id) {
      id
      name
      ...CompanyDetails_company
    }
  }
`);

/** /company/:id: a company of a regiment. */
export function CompanyPage() {
  const id = useNumericParam();
  const { data, loading, error } = useQuery(CompanyQuery, { variables: { id: id ?? 0 }, skip: id === null });
  const company = data?.company;
  useDocumentTitle(company?.name);
  if (id === null || error || !company) return <DetailStatus what="company" badAddress={id === null} error={error} loading={loading} />;
  return <CompanyDetails company={company} />;
}
