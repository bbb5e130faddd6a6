import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { FacetSection, type FacetSectionProps } from './FacetSection';

export const FacetList_facet = graphql(`
  fragment FacetList_facet on Facet {
    type
    totalCount
    values {
      value
      label
      shortLabel
      count
    }
  }
`);

type Props = Omit<FacetSectionProps, 'values' | 'moreOnServer'> & {
  facet: FragmentType<typeof FacetList_facet>;
};

/** A counted facet of the search answer as a sidebar section; places show their own name (shortLabel). */
export function FacetList({ facet: ref, ...section }: Props) {
  const facet = getFragmentData(FacetList_facet, ref);
  const values = facet.values.map((v) => ({
    value: v.value,
    label: v.shortLabel || v.label || v.value,
    count: v.count,
  }));
  return <FacetSection {...section} values={values} moreOnServer={facet.totalCount > values.length} />;
}
