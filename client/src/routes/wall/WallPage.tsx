import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../__generated__';
import { ErrorMessage, Loading } from '../../components/QueryStatus';
import { useDebouncedEffect } from '../../components/browse/useDebouncedEffect';
import { countLabel, formatCount } from '../../lib/counts';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { HonorTile } from './HonorTile';
import { readWallParams, WALL_PAGE, wallSearch, type WallParams } from './wallParams';
import './wall.css';

export const WallQuery = graphql(`
  query HonorWallPage($conflict: String, $q: String, $offset: Int!, $first: Int!) {
    honorWall(conflict: $conflict, q: $q, offset: $offset, first: $first) {
      totalCount
      nodes {
        id
        ...HonorTile_image
      }
      conflicts {
        conflict
        count
      }
    }
  }
`);

/** Typing in the name box filters after this pause, like the browse tool's filter (content §9). */
const TYPING_MS = 500;

/** /wall: the U.S. Honor Wall, honor images of public memorials, by war and by name. */
export function WallPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = readWallParams(params);
  const [text, setText] = useState(state.q);
  useDocumentTitle('U.S. Honor Wall');
  const go = (next: Partial<WallParams>) =>
    navigate({ search: wallSearch({ ...state, page: 1, ...next }) }, { replace: next.page === undefined });
  useDebouncedEffect(
    () => {
      if (text.trim() !== state.q.trim()) go({ q: text });
    },
    TYPING_MS,
    [text],
  );

  const { data, previousData, loading, error } = useQuery(WallQuery, {
    variables: {
      conflict: state.conflict || null,
      q: state.q || null,
      offset: (state.page - 1) * WALL_PAGE,
      first: WALL_PAGE,
    },
  });
  const wall = (data ?? previousData)?.honorWall;
  const pages = wall ? Math.max(1, Math.ceil(wall.totalCount / WALL_PAGE)) : 1;
  const first = (state.page - 1) * WALL_PAGE;

  return (
    <div className="wall-page">
      <header className="wall-page__head">
        <p className="eyebrow">U.S. Honor Wall</p>
        <h1>Honoring those who served</h1>
        <p className="wall-page__lede">The men and women members honor on their memorials, by war and by name.</p>
      </header>
      <form
        className="wall-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          go({ q: text });
        }}
      >
        <label>
          <span>War</span>
          <select value={state.conflict} onChange={(e) => go({ conflict: e.target.value })}>
            <option value="">All wars</option>
            {wall?.conflicts.map((c) => (
              <option key={c.conflict} value={c.conflict}>
                {c.conflict} ({formatCount(c.count)})
              </option>
            ))}
            {state.conflict && !wall?.conflicts.some((c) => c.conflict === state.conflict) && (
              <option value={state.conflict}>{state.conflict} (0)</option>
            )}
          </select>
        </label>
        <label className="wall-filters__name">
          <span>Name</span>
          <input
            type="search"
            value={text}
            maxLength={100}
            placeholder="Search by name"
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <button type="submit" className="button button--primary">
          Search
        </button>
      </form>
      {error && <ErrorMessage error={error} />}
      {!wall && loading && <Loading />}
      {wall && (
        <>
          <p className="wall-page__count" role="status" aria-live="polite">
            {wall.totalCount === 0
              ? 'No honor images match.'
              : `Showing ${formatCount(first + 1)}–${formatCount(first + wall.nodes.length)} of ${countLabel(wall.totalCount, 'honor image')}`}
          </p>
          <ul className="honor-grid" aria-busy={loading}>
            {wall.nodes.map((image) => (
              <HonorTile key={image.id} image={image} />
            ))}
          </ul>
          {pages > 1 && (
            <nav className="wall-pager" aria-label="Pages">
              <button
                type="button"
                className="button button--quiet"
                disabled={state.page <= 1}
                onClick={() => go({ page: state.page - 1 })}
              >
                Previous
              </button>
              <span>
                Page {state.page} of {pages}
              </span>
              <button
                type="button"
                className="button button--quiet"
                disabled={state.page >= pages}
                onClick={() => go({ page: state.page + 1 })}
              >
                Next
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
