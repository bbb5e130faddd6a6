import { spawnSync } from 'node:child_process';
import path from 'node:path';

// Jest strips types without checking them, so strict TypeScript is enforced here: a type error anywhere
// (schema-generated types included) fails `npm test` with the compiler's own messages.
const root = path.resolve(import.meta.dirname, '..');

test('the whole repository type-checks under strict TypeScript', () => {
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json', '--noEmit'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 300_000,
  });
  expect({ status: result.status, errors: result.status === 0 ? '' : result.stdout }).toEqual({
    status: 0,
    errors: '',
  });
}, 310_000);
