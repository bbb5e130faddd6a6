import fs from 'node:fs';
import path from 'node:path';
import yauzl from 'yauzl';

/** The scans an import names, from a ZIP (read from its central directory, one entry streamed at a time) or a folder. */
export interface ScansSource {
  /** The stored name a row's file name matches (its path inside the ZIP or folder, or its base name when unique). */
  find(named: string): string | undefined;
  /** Why a name can never be read (a ZIP name leaving its folder), if it is such a name. */
  unsafe(named: string): boolean;
  /** The file's bytes, refused when larger than `maxBytes`. */
  read(name: string, maxBytes: number): Promise<Buffer | 'too-large'>;
  close(): void;
}

export class ScansUnreadable extends Error {}

/** A name that would leave the folder it is unpacked into (zip slip): absolute, a drive, a backslash, or `..`. */
export const leavesFolder = (name: string) =>
  name.startsWith('/') || /^[a-z]:/i.test(name) || name.includes('\\') || name.split('/').includes('..');

const isZip = (file: string) => /\.zip$/i.test(file);

export async function openScans(source: string, maxFiles: number): Promise<ScansSource> {
  return isZip(source) ? openZip(source, maxFiles) : openFolder(source, maxFiles);
}

function index(names: Iterable<string>) {
  const byPath = new Set<string>();
  const byBase = new Map<string, string | null>();
  for (const name of names) {
    byPath.add(name);
    const base = path.posix.basename(name);
    byBase.set(base, byBase.has(base) ? null : name);
  }
  return (named: string) => {
    const clean = named.replace(/^\.\//, '');
    return byPath.has(clean) ? clean : (byBase.get(clean) ?? undefined);
  };
}

async function openZip(file: string, maxFiles: number): Promise<ScansSource> {
  // Names are decoded here, not by yauzl, so one unsafe name makes that entry unusable rather than the whole ZIP.
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false, decodeStrings: false }, (err, z) =>
      err ? reject(new ScansUnreadable(`The ZIP of scans cannot be read: ${err.message}`)) : resolve(z),
    ),
  );
  const entries = new Map<string, yauzl.Entry>();
  const unsafe = new Set<string>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      const raw = entry.fileName as unknown as Buffer;
      const name = raw.toString(entry.generalPurposeBitFlag & 0x800 ? 'utf8' : 'latin1');
      if (leavesFolder(name)) unsafe.add(name);
      else if (!name.endsWith('/')) entries.set(name, entry);
      if (entries.size > maxFiles) {
        reject(new ScansUnreadable(`The ZIP holds more than ${maxFiles} files (IMPORT_SCANS_MAX_FILES)`));
        return;
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', (err: Error) => reject(new ScansUnreadable(`The ZIP of scans cannot be read: ${err.message}`)));
    zip.readEntry();
  }).catch((err) => {
    zip.close();
    throw err;
  });
  const find = index(entries.keys());
  return {
    find,
    unsafe: (named) => unsafe.has(named),
    async read(name, maxBytes) {
      const entry = entries.get(name)!;
      if (entry.uncompressedSize > maxBytes) return 'too-large';
      const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
        zip.openReadStream(entry, (err, s) => (err ? reject(err) : resolve(s))),
      );
      const chunks: Buffer[] = [];
      let bytes = 0;
      // yauzl checks the inflated size against the entry's, so a size that lies ends the stream with an error.
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        if (bytes > maxBytes) return 'too-large';
        chunks.push(chunk);
      }
      return Buffer.concat(chunks);
    },
    close: () => zip.close(),
  };
}

async function openFolder(folder: string, maxFiles: number): Promise<ScansSource> {
  const names: string[] = [];
  const walk = async (dir: string, prefix: string) => {
    for (const d of await fs.promises.readdir(dir, { withFileTypes: true })) {
      // Symbolic links are not followed: a link could point out of the imports root.
      if (d.isDirectory()) await walk(path.join(dir, d.name), `${prefix}${d.name}/`);
      else if (d.isFile()) names.push(`${prefix}${d.name}`);
      if (names.length > maxFiles)
        throw new ScansUnreadable(`The folder holds more than ${maxFiles} files (IMPORT_SCANS_MAX_FILES)`);
    }
  };
  await walk(folder, '');
  const find = index(names);
  return {
    find,
    unsafe: leavesFolder,
    async read(name, maxBytes) {
      const file = path.join(folder, ...name.split('/'));
      if ((await fs.promises.stat(file)).size > maxBytes) return 'too-large';
      return fs.promises.readFile(file);
    },
    close: () => undefined,
  };
}
