#!/usr/bin/env node
// `npm test`: every test (unit, client, integration, browser) in one Jest run.
// Jest runs our ES modules natively, which needs the VM-modules flag.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { ensureRuntime } from './runtime.mjs';

// On a Node.js older than .nvmrc's, this installs that one and runs this file again under it (scripts/runtime.mjs).
await ensureRuntime();

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url).pathname;

const argv = process.argv.slice(2);

// The whole run (no arguments) starts with the lint, ESLint and Prettier's check; a run that picks projects, paths
// or test names runs only those tests.
if (argv.length === 0) {
  const lint = spawnSync('npm', ['run', '--silent', 'lint'], { cwd: root, stdio: 'inherit' });
  if (lint.status !== 0) {
    console.error(
      '\nnpm test: the lint failed (above). `npm run format` fixes the layout; fix what ESLint reports by hand.',
    );
    process.exit(lint.status ?? 1);
  }
}

// The browser tests load the built website and GraphiQL page, so build them first when stale.
const onlyProjects = argv.includes('--selectProjects') && !argv.includes('browser');
if (!process.env.MUSTER_SKIP_BUILD && !onlyProjects) {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start/build.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const jestBin = require.resolve('jest/package.json').replace(/package\.json$/, 'bin/jest.js');
const args = ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning', jestBin, ...argv];
const result = spawnSync(process.execPath, args, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'test' },
});
process.exit(result.status ?? 1);
