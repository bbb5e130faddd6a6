import { useState, type ComponentProps } from 'react';
import type { SearchTerms } from '../../lib/searchState';
import { NameSearchForm } from './NameSearchForm';

interface Props extends Omit<ComponentProps<typeof NameSearchForm>, 'initial'> {
  terms: SearchTerms;
  /** Whether there are results to make room for (a search has been made). */
  folds: boolean;
}

/** "Smith · 1840 · Ohio": what the folded form holds. */
export const termsSummary = (t: SearchTerms) =>
  [t.keywords, `${t.firstName} ${t.lastName}`.trim(), t.birthYear, t.place].filter(Boolean).join(' · ');

/**
 * The search form, which on a phone folds away behind one "Edit search" button once a search has been made, so
 * the first result shows without scrolling (search.css hides the button and keeps the form open on wider screens).
 */
export function FoldingSearchForm({ terms, folds, onSubmit, fetchSuggestions }: Props) {
  const [open, setOpen] = useState(false);
  const summary = termsSummary(terms);
  return (
    <>
      {folds && (
        <button
          type="button"
          className="button button--quiet search-page__form-toggle"
          aria-expanded={open}
          aria-controls="search-form"
          onClick={() => setOpen((o) => !o)}
        >
          <span className="search-page__form-toggle-label">{open ? 'Hide search' : 'Edit search'}</span>
          {!open && summary && <span className="search-page__form-summary">{summary}</span>}
        </button>
      )}
      <div id="search-form" className={`search-page__form${folds && !open ? ' is-folded' : ''}`}>
        <NameSearchForm
          initial={terms}
          onSubmit={(t) => {
            setOpen(false);
            onSubmit(t);
          }}
          fetchSuggestions={fetchSuggestions}
        />
      </div>
    </>
  );
}
