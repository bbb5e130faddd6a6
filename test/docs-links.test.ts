import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Every relative link in README.md and docs/ must reach a file (and a heading, when it names one), so moving or
// splitting a doc cannot leave readers at a dead end.
const root = path.resolve(import.meta.dirname, '..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? markdownFiles(file) : name.endsWith('.md') ? [file] : [];
  });
}

/** The text outside fenced code blocks and code spans, where a `[x](y)` is not a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchors of a file's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    out.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return out;
}

const files = [path.join(root, 'README.md'), ...markdownFiles(path.join(root, 'docs'))];

test.each(files.map((file) => [path.relative(root, file), file]))('relative links in %s resolve', (_name, file) => {
  const text = readFileSync(file, 'utf8');
  const broken: string[] = [];
  for (const [, target] of prose(text).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const [filePart, anchor] = target.split('#') as [string, string | undefined];
    const linked = filePart ? path.resolve(path.dirname(file), decodeURIComponent(filePart)) : file;
    if (!existsSync(linked)) {
      broken.push(`${target} (no such file)`);
    } else if (
      anchor &&
      statSync(linked).isFile() &&
      linked.endsWith('.md') &&
      !anchors(readFileSync(linked, 'utf8')).has(anchor)
    ) {
      broken.push(`${target} (no such heading)`);
    }
  }
  expect(broken).toEqual([]);
});
