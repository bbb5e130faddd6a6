import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { root, sourceFiles, workspaces } from './workspace-files';

// Packages meet through names, not paths (STYLE.md 12): a workspace reaches another only through that package's
// `exports` map, and what the website and the contract's rules load must run in a browser.
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const manifests = new Map(workspaces.map((w) => [w, readJson(`${w}/package.json`)] as const));

/** Code the website and the contract's browser-safe part load (`@muster/contract`, `/rules`); tests run on Node. */
const browserSafe = (rel: string) =>
  !/\.test\.\w+$/.test(rel) &&
  (rel.startsWith('client/src/') || (rel.startsWith('contract/src/') && !rel.startsWith('contract/src/node/')));

/** Packages only the Node workspaces depend on (sharp, fastify, kysely...): the website's own dependencies are fine. */
const clientPackages = new Set(
  Object.keys({ ...manifests.get('client').dependencies, ...manifests.get('client').devDependencies }),
);
const nodeOnlyPackages = new Set(
  ['services', 'gateway', 'scripts']
    .flatMap((w) => Object.keys(manifests.get(w).dependencies ?? {}))
    .filter((name) => !clientPackages.has(name) && !name.startsWith('@muster/') && !name.startsWith('@types/')),
);
const nodeBuiltins = new Set(builtinModules);

const workspaceOf = (rel: string) => workspaces.find((w) => rel.startsWith(`${w}/`)) ?? '(root)';
const packageName = (spec: string) =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];

/** Every module a file imports: static imports, `export … from`, dynamic `import()` and `require()`. */
function specifiersOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);
}

/** What is wrong with one file's imports, as `file -> specifier: reason` lines. */
export function problemsOf(rel: string, source: string): string[] {
  const problems: string[] = [];
  const from = workspaceOf(rel);
  for (const spec of specifiersOf(source)) {
    const fail = (reason: string) => problems.push(`${rel} -> ${spec}: ${reason}`);
    if (spec.startsWith('.')) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(rel), spec));
      const to = workspaceOf(target);
      if (to !== from) fail(`reaches into ${to} by path; import it by package name`);
      else if (browserSafe(rel) && rel.startsWith('contract/') && target.startsWith('contract/src/node/'))
        fail('Node helper in browser-safe code');
      continue;
    }
    const name = packageName(spec);
    if (name.startsWith('@muster/')) {
      const manifest = manifests.get(name.slice('@muster/'.length));
      const subpath = `.${spec.slice(name.length)}`;
      if (!manifest) fail('no such workspace');
      else if (!manifest.exports || !(subpath in manifest.exports)) fail(`${name} does not export "${subpath}"`);
    }
    if (!browserSafe(rel)) continue;
    if (spec.startsWith('node:') || nodeBuiltins.has(spec)) fail('Node module in browser-safe code');
    else if (nodeOnlyPackages.has(name)) fail('Node-only package in browser-safe code');
    else if (
      spec === '@muster/contract/node' ||
      ['@muster/services', '@muster/gateway', '@muster/scripts'].includes(name)
    )
      fail('Node workspace in browser-safe code');
    else if (rel.startsWith('contract/') && name.startsWith('@muster/'))
      fail('the contract imports no other workspace');
  }
  return problems;
}

test('workspaces import each other by package name only, and browser code loads nothing Node-only', () => {
  const problems = workspaces
    .flatMap((w) => sourceFiles(path.join(root, w)))
    .flatMap((file) => problemsOf(path.relative(root, file).split(path.sep).join('/'), fs.readFileSync(file, 'utf8')));
  expect(problems).toEqual([]);
});

test.each([
  ['gateway/src/x.ts', "import { decide } from '../../services/src/access/policy';", 'reaches into services by path'],
  ['gateway/src/x.ts', "export { decide } from '../../services/src/access/policy';", 'reaches into services by path'],
  ['scripts/bench/x.ts', "const app = await import('../../services/src/app');", 'reaches into services by path'],
  [
    'services/test/x.test.ts',
    "import { generate } from '../../scripts/data/generate';",
    'reaches into scripts by path',
  ],
  [
    'gateway/src/x.ts',
    "import { openDb } from '@muster/services/src/db/connect';",
    'does not export "./src/db/connect"',
  ],
  [
    'client/src/x.ts',
    "import { signImageAccessToken } from '@muster/contract/node';",
    'Node workspace in browser-safe code',
  ],
  ['client/src/x.ts', "import fs from 'node:fs';", 'Node module in browser-safe code'],
  ['contract/src/rules/x.ts', "import sharp from 'sharp';", 'Node-only package in browser-safe code'],
  ['contract/src/rules/x.ts', "import { LruCache } from '../node/lru';", 'Node helper in browser-safe code'],
])('the check refuses %s importing %p', (file, source, reason) => {
  expect(problemsOf(file, source).join('\n')).toContain(reason);
});

test('the check lets packages meet through their exports', () => {
  expect(
    problemsOf(
      'gateway/src/x.ts',
      "import type { PublicationDto } from '@muster/contract';\nimport { decide } from '@muster/contract/rules';",
    ),
  ).toEqual([]);
  expect(problemsOf('scripts/data/x.ts', "import { openDb } from '@muster/services/db';")).toEqual([]);
  expect(problemsOf('contract/src/node/x.ts', "import { createHmac } from 'node:crypto';")).toEqual([]);
});
