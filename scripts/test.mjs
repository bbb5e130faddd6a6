#!/usr/bin/env node
// `npm test`: every test (unit, client, integration, browser) in one Jest run.
// Jest runs our ES modules natively, which needs the VM-modules flag on Node 20.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const jestBin = require.resolve('jest/package.json').replace(/package\.json$/, 'bin/jest.js');
const args = ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning', jestBin, ...process.argv.slice(2)];
const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } });
process.exit(result.status ?? 1);
