// ESLint for the whole repository (`npm run lint`, run first by `npm test`). Prettier owns the layout, so no rule
// here is about formatting. typescript-eslint's recommended set is the syntax-only one: the type-checked set runs
// the TypeScript compiler on every file and takes minutes on a small machine; `npm run typecheck` covers types.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores(['**/__generated__/**', '**/dist/**', '**/coverage/**', 'data/**', 'tmp/**', '.runtime/**']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore marks a name left unused on purpose: a key dropped from a rest copy, a stub's parameter.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // Tests read untyped JSON answers and stand in for third-party objects; a type for each would say nothing.
    files: ['**/test/**', '**/*.test.{ts,tsx}', 'testkit/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Migrations and the dialect helpers take `Kysely<any>`, as Kysely's docs advise: they run against every
    // version of the schema, not the current `Database` type.
    files: ['services/src/db/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['client/**', 'gateway/graphiql/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // The next two are React Compiler rules, and the site is not compiled by it. `refs` forbids keeping the
      // latest callback in a ref during render (the hooks here do, so effects see fresh props without re-running).
      'react-hooks/refs': 'off',
      // Effects here reset local state when a prop changes (a draft when the URL's text changes, a menu on
      // navigation); deriving it during render instead would change when the reset happens.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
]);
