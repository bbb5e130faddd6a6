import { DEFAULT_SEARCH_SETTINGS, searchSettingsFromEnv } from './search-settings';

test.each([
  [{}, DEFAULT_SEARCH_SETTINGS.statementTimeoutMs],
  [{ SEARCH_STATEMENT_TIMEOUT_MS: '' }, 5000],
  [{ SEARCH_STATEMENT_TIMEOUT_MS: '250' }, 250],
  [{ SEARCH_STATEMENT_TIMEOUT_MS: '0' }, 0],
])('SEARCH_STATEMENT_TIMEOUT_MS of %j is %d ms', (env, ms) => {
  expect(searchSettingsFromEnv(env).statementTimeoutMs).toBe(ms);
});

test.each(['-1', '2.5', 'five seconds'])(
  'SEARCH_STATEMENT_TIMEOUT_MS=%s stops the start-up with the reason',
  (value) => {
    expect(() => searchSettingsFromEnv({ SEARCH_STATEMENT_TIMEOUT_MS: value })).toThrow(
      /SEARCH_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds/,
    );
  },
);

test.each([
  [{}, 5_000_000],
  [{ SEARCH_FACET_MEMORY_DOCS: '0' }, 0],
  [{ SEARCH_FACET_MEMORY_DOCS: '20000000' }, 20_000_000],
])('SEARCH_FACET_MEMORY_DOCS of %j holds the facet columns of up to %d documents', (env, docs) => {
  expect(searchSettingsFromEnv(env).facetMemoryDocs).toBe(docs);
});

test.each(['-5', '1e3x', 'lots'])('SEARCH_FACET_MEMORY_DOCS=%s stops the start-up with the reason', (value) => {
  expect(() => searchSettingsFromEnv({ SEARCH_FACET_MEMORY_DOCS: value })).toThrow(
    /SEARCH_FACET_MEMORY_DOCS must be a whole number of documents/,
  );
});
