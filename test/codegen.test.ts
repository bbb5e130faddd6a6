import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The generated resolver types and client documents are committed; when someone edits the schema or a
// document without running `npm run codegen`, this fails and names the stale files.
const root = path.resolve(import.meta.dirname, '..');

test('committed generated files match the schema and documents', () => {
  const bin = path.join(root, 'node_modules', '.bin', 'graphql-codegen');
  const result = spawnSync(bin, ['--config', 'codegen.yml', '--check'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
  });
  const output = `${result.stdout}\n${result.stderr}`;
  expect({ status: result.status, output: result.status === 0 ? '' : output }).toEqual({ status: 0, output: '' });
}, 130_000);
