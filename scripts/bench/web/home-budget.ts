// The home page's JavaScript budget (issue 16 point 17): what a first visit to / downloads before the page can run,
// read from the build's manifest (client/dist/.vite/manifest.json): the entry script and every chunk it imports
// statically, transitively. Lazy routes' chunks (dynamic imports) load only on the pages that need them.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

export const HOME_JS_BUDGET_GZIP = 150 * 1024;

export interface ScriptWeight {
  file: string;
  raw: number;
  gzip: number;
}

/** The entry's scripts and their sizes: raw, and as sent to a browser that accepts gzip (the build's .gz copy). */
export function initialScripts(dist: string, entry = 'index.html'): ScriptWeight[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  if (!manifest[entry]?.isEntry) throw new Error(`${entry} is not an entry of the build manifest`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entry);
  return [...seen]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const body = fs.readFileSync(path.join(dist, file));
      const gz = path.join(dist, `${file}.gz`);
      const gzip = fs.existsSync(gz) ? fs.statSync(gz).size : zlib.gzipSync(body, { level: 9 }).length;
      return { file, raw: body.length, gzip };
    })
    .sort((a, b) => b.gzip - a.gzip);
}
