import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { decades } from '../../search/decades';
import { facetLabel } from '../../search/facets';
import { filtersOf, type SearchFilter, type SearchState } from '../../lib/searchState';
import type { FacetType } from '../../__generated__/graphql';
import { SIDEBAR_FACETS, US, facetKey, type SidebarKey } from '../../search/sidebarFacets';
import { useStoredValue } from '../../search/useStoredValue';
import { FacetList } from './FacetList';
import { FacetSection, type Chosen } from './FacetSection';

export const FacetSidebar_results = graphql(`
  fragment FacetSidebar_results on SearchResults {
    earliestDate
    latestDate
    facets {
      type
      values {
        value
        count
      }
      ...FacetList_facet
    }
  }
`);

/** localStorage key of which sections are open (content spec §2.2). */
export const FACETS_KEY = 'f3_search_facets';
const isOpenMap = (v: unknown): v is Record<string, boolean> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((b) => typeof b === 'boolean');

const ORDER: SidebarKey[] = SIDEBAR_FACETS.flatMap((t): SidebarKey[] =>
  t === 'PLACE' ? ['PLACE', 'PLACE_STATE'] : [t],
);
const titles: Partial<Record<SidebarKey, string>> = { PLACE_STATE: `State (${US})`, PLACE: 'Country', DATE: 'Decade' };

interface Props {
  results: FragmentType<typeof FacetSidebar_results>;
  query: SearchState;
  expanded: ReadonlySet<SidebarKey>;
  onExpand: (key: SidebarKey, expanded: boolean) => void;
  onChoose: (filter: SearchFilter) => void;
  onRemove: (filter: SearchFilter) => void;
}

/** The facet sidebar: counted values per facet, US states under the United States, and decades. */
export function FacetSidebar({ results: ref, query, expanded, onExpand, onChoose, onRemove }: Props) {
  const results = getFragmentData(FacetSidebar_results, ref);
  const [openMap, setOpenMap] = useStoredValue<Record<string, boolean>>(FACETS_KEY, {}, isOpenMap);
  const chosen = filtersOf(query);
  const chosenOf = (type: FacetType) =>
    new Map<string, Chosen>(
      chosen.filter((f) => f.type === type).map((f) => [f.value, f.exclude ? 'exclude' : 'include']),
    );
  const section = (key: SidebarKey, type: FacetType) => ({
    id: key,
    title: titles[key] ?? facetLabel(type),
    chosen: chosenOf(type),
    open: openMap[key] ?? true,
    onToggle: () => setOpenMap({ ...openMap, [key]: !(openMap[key] ?? true) }),
    onChoose: (value: string, label: string, exclude: boolean) => onChoose({ type, value, label, exclude }),
    onRemove: (value: string) => onRemove({ type, value }),
    expanded: expanded.has(key),
    onExpand: (on: boolean) => onExpand(key, on),
  });

  const byKey = new Map(results.facets.map((f, i) => [facetKey(f, i, results.facets), f]));
  const dateFacet = byKey.get('DATE');
  const dateValues = decades(results.earliestDate, results.latestDate, dateFacet?.values);
  return (
    <>
      {ORDER.map((key) => {
        if (key === 'DATE') {
          return <FacetSection key={key} {...section(key, 'DATE')} values={dateValues} />;
        }
        const facet = byKey.get(key);
        if (!facet) return null;
        return <FacetList key={key} {...section(key, facet.type)} facet={facet} />;
      })}
    </>
  );
}
