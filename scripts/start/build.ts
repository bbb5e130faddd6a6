// Builds the website and the GraphiQL page when their sources are newer than the last build,
// so a second `npm start` does not wait for Vite.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@muster/services/db';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

export function buildIfStale(workspace: string, sourceDir: string, output: string, script = 'build'): void {
  const outFile = path.join(repoRoot, output);
  const stale = !fs.existsSync(outFile) || newestMtime(path.join(repoRoot, sourceDir)) > fs.statSync(outFile).mtimeMs;
  if (!stale) return console.log(`  ${output} is up to date`);
  const r = spawnSync('npm', ['run', script, '-w', workspace], { cwd: repoRoot, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`building ${workspace} failed`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfStale('@muster/client', 'client', 'client/dist/index.html');
  buildIfStale('@muster/gateway', 'gateway/graphiql', 'gateway/dist/graphiql/index.html', 'build:graphiql');
}
