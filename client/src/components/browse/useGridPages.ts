import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import type { SearchFilterInput } from '../../__generated__/graphql';
import { FILE_PAGE_SIZE, PAGE_FETCH_DEBOUNCE_MS, SEARCH_PAGE_SIZE } from './constants';
import type { GridItem } from './GridThumbnail';
import { onlyFile, pagesFor, pagesToPrune, reachableCount } from './gridPaging';
import { useDebouncedEffect } from './useDebouncedEffect';
import { globalId } from '../../lib/links';

// Hit query of content spec §7.3: 100 per page. The spec sorts it FILMSTRIP (scan order), which the
// GraphQL SortOrder does not offer, so the default order is used (docs/decisions/browse.md).
const BrowseGridSearchQuery = graphql(`
  query BrowseGridSearch($query: SearchQueryInput!, $offset: Int!, $first: Int!) {
    search(query: $query, offset: $offset, first: $first) {
      totalCount
      nodes {
        doc {
          id
          ... on Image {
            roll {
              rollId
            }
          }
          ... on IndexRecord {
            image {
              id
              roll {
                rollId
              }
            }
          }
        }
        ...GridThumbnail_hit
      }
    }
  }
`);

const BrowseGridFileQuery = graphql(`
  query BrowseGridFile($id: ID!, $offset: Int!, $first: Int!) {
    file(globalId: $id) {
      id
      imageCount
      pages(offset: $offset, first: $first) {
        nodes {
          id
          ...GridThumbnail_image
        }
      }
    }
  }
`);

type Source = { kind: 'search' } | { kind: 'file'; fileId: number };

export interface GridPages {
  status: 'loading' | 'ready' | 'failed';
  source: Source['kind'];
  /** Items the grid can show (search stops at 10,000). */
  count: number;
  /** Hits in all, as the service counted them. */
  total: number;
  item(index: number): GridItem | undefined;
  /** The items now on screen (first to last) and the first one's page, for fetching and pruning. */
  show(first: number, last: number): void;
}

/**
 * The grid's pages, fetched lazily (100 ms after scrolling settles) and pruned when far away. The first
 * page is also the file lookup (spec §4): when it holds exactly one FILE, the grid lists that file's
 * images, 25 a page. A path through 'Select All' can span several files, so it never takes that turn.
 */
export function useGridPages(keywords: string, filters: SearchFilterInput[], fileLookup: boolean): GridPages {
  const client = useApolloClient();
  const [source, setSource] = useState<Source | null>(null);
  const [total, setTotal] = useState(0);
  const [pages, setPages] = useState<ReadonlyMap<number, GridItem[]>>(new Map());
  const [failed, setFailed] = useState(false);
  const [range, setRange] = useState<[number, number]>([0, 0]);
  const inflight = useRef(new Set<number>());
  const live = useRef(true);
  const query = useRef({ keywords, filters });

  const fetchPage = useCallback(
    async function fetchPage(src: Source, page: number): Promise<void> {
      if (inflight.current.has(page)) return;
      inflight.current.add(page);
      try {
        let items: GridItem[];
        let count: number;
        if (src.kind === 'file') {
          const { data } = await client.query({
            query: BrowseGridFileQuery,
            variables: { id: globalId('FILE', src.fileId), offset: page * FILE_PAGE_SIZE, first: FILE_PAGE_SIZE },
          });
          if (!data?.file) throw new Error('File not found');
          items = data.file.pages.nodes.map((image) => ({ kind: 'image', key: image.id, ref: image }));
          count = data.file.imageCount;
        } else {
          const { keywords: kw, filters: fs } = query.current;
          const { data } = await client.query({
            query: BrowseGridSearchQuery,
            variables: {
              query: {
                keywords: kw || undefined,
                filters: fs,
                sortOrder: 'FILMSTRIP',
                highlight: false,
              },
              offset: page * SEARCH_PAGE_SIZE,
              first: SEARCH_PAGE_SIZE,
            },
          });
          if (!data) throw new Error('No results');
          const hits = data.search.nodes;
          const fileId =
            page === 0 && fileLookup ? onlyFile(hits.map((hit) => hit.doc).filter((doc) => doc !== null)) : null;
          if (fileId != null) {
            inflight.current.delete(page);
            return fetchPage({ kind: 'file', fileId }, 0);
          }
          items = hits.map((hit, i) => ({ kind: 'hit', key: `${page}:${i}:${hit.doc?.id ?? 'missing'}`, ref: hit }));
          count = data.search.totalCount;
        }
        if (!live.current) return;
        setTotal(count);
        setSource((s) => s ?? src);
        setPages((old) => new Map(old).set(page, items));
      } catch {
        if (live.current) setFailed(true);
      } finally {
        inflight.current.delete(page);
      }
    },
    [client, fileLookup],
  );

  useEffect(() => {
    live.current = true;
    void fetchPage({ kind: 'search' }, 0);
    return () => {
      live.current = false;
    };
  }, [fetchPage]);

  const pageSize = source?.kind === 'file' ? FILE_PAGE_SIZE : SEARCH_PAGE_SIZE;
  const count = source ? reachableCount(total, source.kind) : 0;

  useDebouncedEffect(
    () => {
      if (!source) return;
      const [first, last] = range;
      for (const page of pagesFor(first, last, count, pageSize)) {
        if (!pages.has(page)) void fetchPage(source, page);
      }
      const drop = pagesToPrune(pages.keys(), Math.floor(first / pageSize));
      if (drop.length) {
        setPages((old) => {
          const next = new Map(old);
          for (const page of drop) next.delete(page);
          return next;
        });
      }
    },
    PAGE_FETCH_DEBOUNCE_MS,
    [range, source, count, pageSize, pages],
  );

  const show = useCallback((first: number, last: number) => {
    setRange((old) => (old[0] === first && old[1] === last ? old : [first, last]));
  }, []);

  return {
    status: failed ? 'failed' : source ? 'ready' : 'loading',
    source: source?.kind ?? 'search',
    count,
    total,
    item: (index) => pages.get(Math.floor(index / pageSize))?.[index % pageSize],
    show,
  };
}
