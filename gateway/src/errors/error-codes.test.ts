import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MEMBERSHIP_ERROR_CODES } from '@muster/contract/rules';
import { ACCOUNT_ERROR_CODES } from '../auth/account-errors';
import { maskErrors } from '../errors';
import { ERROR_CODES } from './error-codes';

/**
 * Issue 14 point 6: every code a caller can meet is catalogued and documented. The catalogue, the table of
 * docs/api.md "Errors" and the codes the code throws must agree, so a new code fails here until it is in both.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const catalogued = Object.keys(ERROR_CODES).sort();

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Codes written as `code: 'X'` (or `code: cond ? 'X' : 'Y'`) in the gateway, and the search service's own. */
function thrownCodes(): Map<string, string> {
  const found = new Map<string, string>();
  const note = (code: string, file: string) => found.set(code, path.relative(root, file));
  for (const file of sourceFiles(path.join(root, 'gateway/src'))) {
    for (const [, expression] of fs.readFileSync(file, 'utf8').matchAll(/\bcode:\s*([^,}\n]+)/g))
      for (const [, code] of expression.matchAll(/'([A-Z][A-Z0-9_]+)'/g)) note(code, file);
  }
  for (const file of sourceFiles(path.join(root, 'services/src/search'))) {
    for (const [, code] of fs.readFileSync(file, 'utf8').matchAll(/new SearchError\(\s*'([A-Z][A-Z0-9_]+)'/g))
      note(code, file);
  }
  return found;
}

function documentedCodes(): string[] {
  const api = fs.readFileSync(path.join(root, 'docs/api.md'), 'utf8');
  const section = api.slice(api.indexOf('\n## Errors\n'), api.indexOf('\n## ', api.indexOf('\n## Errors\n') + 1));
  return [...section.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map(([, code]) => code).sort();
}

describe('the error code catalogue', () => {
  test('docs/api.md "Errors" lists exactly the catalogued codes', () => {
    expect(documentedCodes()).toEqual(catalogued);
  });

  test('every code the gateway or the search service throws is catalogued', () => {
    const codes = thrownCodes();
    expect(codes.size).toBeGreaterThan(10);
    const missing = [...codes].filter(([code]) => !catalogued.includes(code));
    expect(missing).toEqual([]);
  });

  test("the account and membership services' codes, which the gateway passes on, are catalogued", () => {
    const missing = [...ACCOUNT_ERROR_CODES, ...MEMBERSHIP_ERROR_CODES].filter((c) => !catalogued.includes(c));
    expect(missing).toEqual([]);
  });

  test.each(catalogued.filter((code) => code !== 'INTERNAL_SERVER_ERROR'))(
    '%s keeps its message in production',
    (code) => {
      const error = { message: 'written for the caller', extensions: { code } };
      expect(maskErrors(true)(error)).toEqual(error);
    },
  );

  test('an internal error, or a code outside the catalogue, is masked in production', () => {
    for (const code of ['INTERNAL_SERVER_ERROR', 'BAD_QUERY', undefined]) {
      const masked = maskErrors(true)({ message: 'a stack trace', extensions: { code } });
      expect(masked).toMatchObject({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    }
  });
});
