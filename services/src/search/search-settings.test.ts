import { DEFAULT_SEARCH_SETTINGS, searchSettingsFromEnv } from './statement-timeout';

test.each([
  [{}, DEFAULT_SEARCH_SETTINGS.statementTimeoutMs],
  [{ SEARCH_STATEMENT_TIMEOUT_MS: '' }, 5000],
  [{ SEARCH_STATEMENT_TIMEOUT_MS: '250' }, 250],
  [{ SEARCH_STATEMENT_TIMEOUT_MS: '0' }, 0],
])('SEARCH_STATEMENT_TIMEOUT_MS of %j is %d ms', (env, ms) => {
  expect(searchSettingsFromEnv(env)).toEqual({ statementTimeoutMs: ms });
});

test.each(['-1', '2.5', 'five seconds'])(
  'SEARCH_STATEMENT_TIMEOUT_MS=%s stops the start-up with the reason',
  (value) => {
    expect(() => searchSettingsFromEnv({ SEARCH_STATEMENT_TIMEOUT_MS: value })).toThrow(
      /SEARCH_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds/,
    );
  },
);
