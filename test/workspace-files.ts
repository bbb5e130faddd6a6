import fs from 'node:fs';
import path from 'node:path';

/** The repository's root and its workspaces, as the root package.json lists them. */
export const root = path.resolve(import.meta.dirname, '..');
export const workspaces: string[] = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;

/** Every file under `dir` whose name matches `pattern`, leaving out installed packages, builds and dot folders. */
export function sourceFiles(dir: string, pattern = /\.(ts|tsx|mts|js|mjs|cjs)$/, files: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, pattern, files);
    else if (pattern.test(entry.name)) files.push(full);
  }
  return files;
}
