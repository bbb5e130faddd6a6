import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { BrowseTool } from '../../components/browse/BrowseTool';
import type { BrowseState } from '../../components/browse/browseState';
import { browseSearch, decodeBrowse } from '../../components/browse/browseUrl';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import './browse.css';

/** /browse: the browse tool as a page, its columns kept in the address so back, forward and shared links work. */
export function BrowsePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { state, damaged } = useMemo(() => decodeBrowse(params), [params]);
  const onChange = useCallback(
    (next: BrowseState, how?: { replace?: boolean }) =>
      navigate({ pathname, search: browseSearch(next) }, { replace: how?.replace }),
    [navigate, pathname],
  );
  const label = state.columns[0]?.selectedLabel;
  useDocumentTitle(label ? `Browse ${label}` : 'Browse');
  return (
    <div className="browse-page">
      <h1>Browse the collections</h1>
      <p className="lede">
        Pick a publication, then work down its states, regiments and companies to the scanned pages.
      </p>
      {damaged && (
        <p className="browse-page__damaged" role="alert">
          Part of this browse link could not be read, so it opens at the last step that could.
        </p>
      )}
      <BrowseTool state={state} onChange={onChange} />
    </div>
  );
}
