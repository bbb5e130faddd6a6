import { useState, type FormEvent } from 'react';
import './SearchForm.css';

export interface SearchTerms {
  keywords: string;
  firstName: string;
  lastName: string;
}

/** Empty boxes. */
export const noTerms: SearchTerms = { keywords: '', firstName: '', lastName: '' };

interface Props {
  initial: SearchTerms;
  onSubmit: (terms: SearchTerms) => void;
  /** A box of the form got the focus: the visitor is about to search. */
  onFocus?: () => void;
  /** The home page's big box. */
  large?: boolean;
}

/** Keyword box plus first and last name (searched together as a full name). */
export function SearchForm({ initial, onSubmit, onFocus, large = false }: Props) {
  const [terms, setTerms] = useState(initial);
  const [prev, setPrev] = useState(initial);
  // The address is the source of truth: when it changes (back button, chip removed) the boxes follow.
  if (
    prev.keywords !== initial.keywords ||
    prev.firstName !== initial.firstName ||
    prev.lastName !== initial.lastName
  ) {
    setPrev(initial);
    setTerms(initial);
  }
  const set = (field: keyof SearchTerms) => (e: { target: { value: string } }) =>
    setTerms((t) => ({ ...t, [field]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(terms);
  };
  return (
    <form
      role="search"
      className={`search-form${large ? ' search-form--large' : ''}`}
      onSubmit={submit}
      onFocus={onFocus}
    >
      <label className="search-form__field search-form__field--keywords">
        <span>Keywords</span>
        <input
          type="search"
          name="keywords"
          value={terms.keywords}
          onChange={set('keywords')}
          placeholder="Names, places, units, any words"
        />
      </label>
      <label className="search-form__field">
        <span>First name</span>
        <input type="text" name="first" value={terms.firstName} onChange={set('firstName')} autoComplete="off" />
      </label>
      <label className="search-form__field">
        <span>Last name</span>
        <input type="text" name="last" value={terms.lastName} onChange={set('lastName')} autoComplete="off" />
      </label>
      <button type="submit" className="button button--primary search-form__submit">
        Search
      </button>
    </form>
  );
}
