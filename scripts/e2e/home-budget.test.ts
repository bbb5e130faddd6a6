// The home page's JavaScript (issue 16 point 17): at most 150 KB gzipped on a first visit, read from the build
// manifest of the website the browser tests serve (npm test builds it first when stale).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { repoRoot } from '@muster/services/db';
import { HOME_JS_BUDGET_GZIP, initialScripts } from '../bench/web/home-budget';

const dist = path.join(repoRoot, 'client', 'dist');

test('the home page loads at most 150 KB of gzipped JavaScript; other pages load theirs when visited', () => {
  const scripts = initialScripts(dist);
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const listing = scripts.map((s) => `${s.file} ${kb(s.gzip)}`).join('\n');
  expect(total <= HOME_JS_BUDGET_GZIP ? 'within budget' : `${kb(total)}:\n${listing}`).toBe('within budget');
  // Every script of the page is named in index.html or imported by one that is: the manifest is this build's.
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  expect(html).toContain(scripts.find((s) => s.file.startsWith('assets/index-'))!.file);
  // The viewer (OpenSeadragon) and the search page come with their own routes, not with the home page.
  const code = scripts.map((s) => fs.readFileSync(path.join(dist, s.file), 'utf8')).join('\n');
  expect(code).not.toContain('OpenSeadragon');
  expect(code).toMatch(/value:[`"]Home[`"]/);
  expect(code).not.toMatch(/value:[`"]SearchFacets[`"]/);
});

test('each script and style of the build has brotli and gzip copies that decode to it', () => {
  const assets = path.join(dist, 'assets');
  const large = fs
    .readdirSync(assets)
    .filter((f) => /\.(js|css)$/.test(f) && fs.statSync(path.join(assets, f)).size > 4096);
  expect(large.length).toBeGreaterThan(5);
  for (const file of large) {
    const body = fs.readFileSync(path.join(assets, file));
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(assets, `${file}.br`)))).toEqual(body);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(assets, `${file}.gz`)))).toEqual(body);
  }
});
