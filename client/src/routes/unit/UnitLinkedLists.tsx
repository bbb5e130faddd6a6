import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { FragmentType } from '../../__generated__';
import { ErrorMessage } from '../../components/QueryStatus';
import {
  LinkedMemorials,
  type LinkedMemorials_connection,
  LinkedRecords,
  type LinkedRecords_connection,
} from './LinkedLists';
import { useCursorPages } from './useCursorPages';

/** Linked records and memorials come 20 to a page (the service allows up to 100). */
export const LINKED_PAGE_SIZE = 20;

interface ListsVariables {
  /** The unit's global id. */
  id: string;
  first: number;
  recordsAfter?: string | null;
  memorialsAfter?: string | null;
}
interface Lists {
  records: FragmentType<typeof LinkedRecords_connection>;
  memorials: FragmentType<typeof LinkedMemorials_connection>;
}

interface Props<Q> {
  id: string;
  /** The route's lists query: the unit's `records` and `memorials` connections. */
  query: TypedDocumentNode<Q, ListsVariables>;
  pick: (data: Q | undefined) => Lists | null | undefined;
  recordsHeading: string;
  noRecords: string;
  noMemorials: string;
}

/**
 * The records and memorials of a regiment, company or battle, each paged on its own. It runs the route's
 * lists query (a second query, so turning a page does not reload the facts and the map); it is part of
 * each route rather than a leaf, and its children only read fragments.
 */
export function UnitLinkedLists<Q>({ id, query, pick, recordsHeading, noRecords, noMemorials }: Props<Q>) {
  const recordPages = useCursorPages(LINKED_PAGE_SIZE, id);
  const memorialPages = useCursorPages(LINKED_PAGE_SIZE, id);
  const { data, previousData, error } = useQuery(query, {
    variables: {
      id,
      first: LINKED_PAGE_SIZE,
      recordsAfter: recordPages.after ?? null,
      memorialsAfter: memorialPages.after ?? null,
    },
  });
  // The page shown stays on screen while the next one loads.
  const lists = pick(data as Q | undefined) ?? pick(previousData as Q | undefined);
  if (error) return <ErrorMessage error={error} />;
  if (!lists) return null;
  return (
    <>
      <LinkedRecords records={lists.records} pages={recordPages} heading={recordsHeading} empty={noRecords} />
      <LinkedMemorials memorials={lists.memorials} pages={memorialPages} empty={noMemorials} />
    </>
  );
}
