import { useState, type FormEvent } from 'react';
import type { SuggestionType } from '../../__generated__/graphql';
import { SEARCH_LIMITS, keywordsProblem, nameTextProblem } from '@muster/contract/rules';
import { SuggestInput, type SuggestItem } from '../../components/SuggestInput';
import { FORM_NAME_MATCH, type SearchTerms } from '../../lib/searchState';

/** ± years offered around a birth year. */
export const YEAR_RANGES = [0, 1, 2, 5, 10] as const;

const hasWildcard = (text: string) => /[*?]/.test(text);

/** A year is 4 digits from 1400 to 2099 (content spec §5). */
export const isValidYear = (text: string) => /^\d{4}$/.test(text) && Number(text) >= 1400 && Number(text) <= 2099;

interface Props {
  initial: SearchTerms;
  onSubmit: (terms: SearchTerms) => void;
  fetchSuggestions: (type: SuggestionType, prefix: string) => Promise<readonly SuggestItem[]>;
}

/**
 * Keywords, first and last name (each finding its sound-alikes after the spelling typed, unless "Exact only"),
 * birth year ± years and place, with suggestions.
 */
export function NameSearchForm({ initial, onSubmit, fetchSuggestions }: Props) {
  const [terms, setTerms] = useState(initial);
  const [prev, setPrev] = useState(initial);
  // The address is the source of truth: when it changes (back button, chip removed) the boxes follow.
  if (JSON.stringify(prev) !== JSON.stringify(initial)) {
    setPrev(initial);
    setTerms(initial);
  }
  const set =
    <K extends keyof SearchTerms>(field: K) =>
    (value: SearchTerms[K]) =>
      setTerms((t) => ({ ...t, [field]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (badYear || Object.values(problems).some(Boolean)) return;
    onSubmit(terms);
  };
  const [tried, setTried] = useState(false);
  const year = terms.birthYear.trim();
  const badYear = year !== '' && !isValidYear(year);
  const showYearError = badYear && (tried || year.length >= 4);
  const names = (prefix: string) => fetchSuggestions('NAME', prefix);
  // The search's input limits (contract/src/rules/search-limits.ts), said as soon as a box passes one.
  const problems = {
    keywords: keywordsProblem(terms.keywords),
    firstName: nameTextProblem(terms.firstName),
    lastName: nameTextProblem(terms.lastName),
  };
  const problemText = (label: string, field: keyof typeof problems) =>
    problems[field] && (
      <p id={`name-form-${field}-error`} className="name-form__error" role="alert">
        {label} {problems[field]}.
      </p>
    );

  const nameField = (label: string, text: 'firstName' | 'lastName', match: 'firstMatch' | 'lastMatch') => (
    <div className="name-form__field">
      <label htmlFor={`name-form-${text}`}>{label}</label>
      <SuggestInput
        id={`name-form-${text}`}
        name={text}
        aria-label={label}
        value={terms[text]}
        onChange={set(text)}
        fetchSuggestions={names}
        maxLength={SEARCH_LIMITS.textLength}
        aria-invalid={!!problems[text]}
        aria-describedby={problems[text] ? `name-form-${text}-error` : undefined}
      />
      {hasWildcard(terms[text]) ? (
        <p className="name-form__hint">Wildcard: * any letters, ? one letter</p>
      ) : (
        // Unticked: the spelling typed first, then its sound-alikes (Kruger, then Krueger); ticked: only that spelling.
        <label className="name-form__exact">
          <input
            type="checkbox"
            aria-label={`${label}: Exact only`}
            checked={terms[match] === 'EXACT'}
            onChange={(e) => set(match)(e.target.checked ? 'EXACT' : FORM_NAME_MATCH)}
          />
          Exact only
        </label>
      )}
      {problemText(label, text)}
    </div>
  );

  return (
    <form role="search" className="name-form" onSubmit={submit}>
      <div className="name-form__field name-form__field--keywords">
        <label htmlFor="name-form-keywords">Keywords</label>
        <input
          id="name-form-keywords"
          type="search"
          name="keywords"
          value={terms.keywords}
          onChange={(e) => set('keywords')(e.target.value)}
          placeholder="Names, places, units, any words"
          maxLength={SEARCH_LIMITS.keywordLength}
          aria-invalid={!!problems.keywords}
          aria-describedby={problems.keywords ? 'name-form-keywords-error' : undefined}
        />
        {problemText('Keywords', 'keywords')}
      </div>
      {nameField('First name', 'firstName', 'firstMatch')}
      {nameField('Last name', 'lastName', 'lastMatch')}
      <div className="name-form__field name-form__field--year">
        <label htmlFor="name-form-birth">Birth year</label>
        <span className="name-form__pair">
          <SuggestInput
            id="name-form-birth"
            name="birthYear"
            aria-label="Birth year"
            inputMode="numeric"
            value={terms.birthYear}
            aria-invalid={showYearError}
            aria-describedby={showYearError ? 'name-form-birth-error' : undefined}
            onChange={set('birthYear')}
            fetchSuggestions={(prefix) => fetchSuggestions('DATE', prefix)}
          />
          <select
            aria-label="Birth year range"
            value={terms.birthRange}
            onChange={(e) => set('birthRange')(Number(e.target.value))}
          >
            {YEAR_RANGES.map((r) => (
              <option key={r} value={r}>
                {r === 0 ? 'exact' : `± ${r}`}
              </option>
            ))}
          </select>
        </span>
        {showYearError && (
          <p id="name-form-birth-error" className="name-form__error">
            Enter a 4-digit year from 1400 to 2099.
          </p>
        )}
      </div>
      <div className="name-form__field">
        <label htmlFor="name-form-place">Place</label>
        <SuggestInput
          id="name-form-place"
          name="place"
          aria-label="Place"
          value={terms.place}
          onChange={set('place')}
          fetchSuggestions={(prefix) => fetchSuggestions('PLACE', prefix)}
          maxLength={SEARCH_LIMITS.textLength}
        />
      </div>
      <button type="submit" className="button button--primary name-form__submit">
        Search
      </button>
    </form>
  );
}
