import { type FieldedKeyword, PAGE_SIZE, PUBLICATION_FACET_SIZE, type SearchQuery } from '../search';

/**
 * How much one search may ask (issue points 2, 3 and 11), shared by the search service (which refuses),
 * the gateway (which refuses before calling it) and the website (which says so beside the box). Browser-safe.
 */
export const SEARCH_LIMITS = {
  /** Hits on one page, offset or cursor paging alike: the website's page size (content §9). */
  pageSize: PAGE_SIZE,
  /** Facet requests in one query, and values one facet may ask for (the publication facet's 10,000, content §9). */
  facetRequests: 20,
  facetMaxCount: PUBLICATION_FACET_SIZE,
  /** Fielded keywords in one query, texts in one of them, and characters in one text. */
  fieldedKeywords: 10,
  textsPerField: 5,
  textLength: 200,
  /** Words in one text of a name field, and wildcards (`*`, `?`) in one word of it. */
  wordsPerName: 4,
  wildcardsPerWord: 2,
  /** Free keywords: words (runs of letters and digits, as the full-text index splits them) and characters. */
  keywordWords: 20,
  keywordLength: 500,
} as const;

/** The name fields, matched word by word against the name dictionary (exact, wildcard, sound-alike). */
export const NAME_FIELD_TYPES: readonly string[] = ['full-name', 'full-name.given', 'full-name.surname'];

/** Words of a name text: what the user separated by spaces. */
export const nameWords = (text: string): string[] => text.trim().split(/\s+/).filter(Boolean);

/** Words of free keywords as the full-text index sees them. */
export const keywordWords = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

const wildcards = (word: string) => (word.match(/[*?]/g) ?? []).length;

/** What is wrong with one text of a name field, or null: too many words, or a word with too many wildcards. */
export function nameTextProblem(text: string): string | null {
  const words = nameWords(text);
  if (words.length > SEARCH_LIMITS.wordsPerName)
    return `may have at most ${SEARCH_LIMITS.wordsPerName} words (got ${words.length})`;
  const wild = words.find((w) => wildcards(w) > SEARCH_LIMITS.wildcardsPerWord);
  return wild
    ? `may have at most ${SEARCH_LIMITS.wildcardsPerWord} wildcards (* or ?) in a word (got ${wildcards(wild)} in '${wild}')`
    : null;
}

/** What is wrong with the free keywords, or null. */
export function keywordsProblem(text: string): string | null {
  if (text.length > SEARCH_LIMITS.keywordLength)
    return `may be at most ${SEARCH_LIMITS.keywordLength} characters long (got ${text.length})`;
  const words = keywordWords(text).length;
  return words > SEARCH_LIMITS.keywordWords
    ? `may have at most ${SEARCH_LIMITS.keywordWords} words (got ${words})`
    : null;
}

function fieldedProblem(fielded: FieldedKeyword): string | null {
  const { type, texts } = fielded;
  if (texts.length > SEARCH_LIMITS.textsPerField)
    return `fielded keyword ${type} may have at most ${SEARCH_LIMITS.textsPerField} texts (got ${texts.length})`;
  for (const text of texts) {
    if (text.length > SEARCH_LIMITS.textLength)
      return `a text of fielded keyword ${type} may be at most ${SEARCH_LIMITS.textLength} characters long (got ${text.length})`;
    const problem = NAME_FIELD_TYPES.includes(type) ? nameTextProblem(text) : null;
    if (problem) return `the text '${text}' of fielded keyword ${type} ${problem}`;
  }
  return null;
}

/** A limit the query passes: what to tell the caller, and which part of the query (`fieldedKeywords[2].texts[0]`). */
export interface SearchInputProblem {
  message: string;
  argument: string;
}

/**
 * The first limit the query's input passes, said so that the caller can fix it (BAD_USER_INPUT), or null.
 * Page sizes are TOO_LARGE and checked with the paging, a facet's maxCount with the facet request; what the names
 * expand to is the engine's own cap (services/src/search/name-budget.ts).
 */
export function searchInputProblemAt(
  query: Pick<SearchQuery, 'keywords' | 'fieldedKeywords' | 'facetRequests'>,
): SearchInputProblem | null {
  const keywords = query.keywords ? keywordsProblem(query.keywords) : null;
  if (keywords) return { message: `keywords ${keywords}`, argument: 'keywords' };
  const fielded = query.fieldedKeywords ?? [];
  if (fielded.length > SEARCH_LIMITS.fieldedKeywords)
    return {
      message: `a search may have at most ${SEARCH_LIMITS.fieldedKeywords} fielded keywords (got ${fielded.length})`,
      argument: 'fieldedKeywords',
    };
  for (const [i, f] of fielded.entries()) {
    const problem = fieldedProblem(f);
    if (problem) return { message: problem, argument: `fieldedKeywords[${i}].texts` };
  }
  const facets = query.facetRequests?.length ?? 0;
  return facets > SEARCH_LIMITS.facetRequests
    ? {
        message: `a search may ask for at most ${SEARCH_LIMITS.facetRequests} facets (got ${facets})`,
        argument: 'facetRequests',
      }
    : null;
}

/** The message of the first limit the query passes, or null (searchInputProblemAt says where). */
export function searchInputProblem(
  query: Pick<SearchQuery, 'keywords' | 'fieldedKeywords' | 'facetRequests'>,
): string | null {
  return searchInputProblemAt(query)?.message ?? null;
}
