import { useCallback, useEffect, useMemo, useState } from 'react';
import type { SetURLSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__';
import type { Box } from './useFindOverlays';
import { globalId } from '../lib/links';

const FindQuery = graphql(`
  query ViewerFind($id: ID!, $text: String!) {
    image(globalId: $id) {
      id
      findInPage(text: $text) {
        total
        hits {
          words {
            x
            y
            w
            h
          }
        }
      }
    }
  }
`);

const NONE: Box[][] = [];
const findable = (text: string) => /[\p{L}\p{N}]/u.test(text);

/**
 * Find in page for the viewer route: the text lives in the address (`?find=`), so a search hit opens the
 * viewer on its first hit and turning the page keeps looking for the same words.
 */
export function useFindInPage(id: number | null, params: URLSearchParams, setParams: SetURLSearchParams) {
  const text = params.get('find') ?? '';
  const [shown, setShown] = useState(text !== '');
  const [current, setCurrent] = useState(0);
  const [focusKey, setFocusKey] = useState(0);
  const { data, error, loading } = useQuery(FindQuery, {
    variables: { id: globalId('IMAGE', id ?? 0), text },
    skip: id === null || !findable(text),
  });
  const found = data?.image?.findInPage;
  const hits = useMemo(() => found?.hits.map((h) => h.words) ?? NONE, [found]);
  useEffect(() => setCurrent(0), [id, text]);

  const setText = useCallback(
    (next: string) =>
      setParams(
        (p) => {
          const copy = new URLSearchParams(p);
          if (next.trim()) copy.set('find', next.slice(0, 200));
          else copy.delete('find');
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    text,
    shown,
    hits: shown ? hits : NONE,
    total: !findable(text) || loading ? null : (found?.total ?? null),
    current,
    focusKey,
    error: error ? 'Find is not available for this page.' : null,
    setText,
    step: (delta: 1 | -1) => setCurrent((c) => (hits.length === 0 ? 0 : (c + delta + hits.length) % hits.length)),
    open: () => {
      setShown(true);
      setFocusKey((k) => k + 1);
    },
    close: () => {
      setShown(false);
      setText('');
    },
  };
}
