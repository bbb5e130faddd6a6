import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { SearchQueryInput } from '../../__generated__/graphql';
import { DocQueryDecodeError, decodeDocQuery } from '../../lib/docQuery';
import { parseLegacySearch } from '../../search/legacySearch';
import { searchHref, searchReducer, type SearchAction } from '../../lib/searchState';

export interface SearchAddress {
  query: SearchQueryInput;
  /** The docQuery could not be read (content spec §8: decoder error). */
  damaged: boolean;
  /** Applies a change and navigates to its address, so Back undoes it. */
  dispatch: (action: SearchAction) => void;
  hrefFor: (action: SearchAction) => string;
}

/**
 * The search held in the address: `/search?docQuery=…`. A readable address of the first version
 * (`?keywords=…&military.conflict=…`) is read and replaced by its docQuery form.
 */
export function useSearchAddress(): SearchAddress {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const docQuery = params.get('docQuery');
  const legacy = useMemo(() => (docQuery === null ? parseLegacySearch(params) : null), [docQuery, params]);
  const { query, damaged } = useMemo(() => {
    if (docQuery === null) return { query: legacy ?? {}, damaged: false };
    try {
      return { query: decodeDocQuery(docQuery), damaged: false };
    } catch (e) {
      if (e instanceof DocQueryDecodeError) return { query: {}, damaged: true };
      throw e;
    }
  }, [docQuery, legacy]);

  useEffect(() => {
    if (legacy) navigate(searchHref(legacy), { replace: true });
  }, [legacy, navigate]);

  const hrefFor = useCallback((action: SearchAction) => searchHref(searchReducer(query, action)), [query]);
  const dispatch = useCallback((action: SearchAction) => navigate(hrefFor(action)), [navigate, hrefFor]);
  return { query, damaged, dispatch, hrefFor };
}
