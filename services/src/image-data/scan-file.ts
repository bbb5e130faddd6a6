import fs from 'node:fs';
import path from 'node:path';

/**
 * The scan file of an image with its modification time, or null when it is missing or its path would
 * lead outside the data directory.
 */
export async function scanFile(dataDir: string, filePath: string): Promise<{ file: string; mtimeMs: number } | null> {
  const root = path.resolve(dataDir);
  const file = path.resolve(root, filePath);
  if (!file.startsWith(root + path.sep)) return null;
  const stat = await fs.promises.stat(file).catch(() => undefined);
  return stat?.isFile() ? { file, mtimeMs: stat.mtimeMs } : null;
}
