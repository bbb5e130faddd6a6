import path from 'node:path';
import { IMPORT_UPLOAD_MAX_BYTES } from '@muster/contract';

export interface ImportConfig {
  /** Largest upload accepted by the import upload route (IMPORT_UPLOAD_LIMIT_BYTES, 2 GB by default). */
  uploadLimitBytes: number;
  /** Where uploads are streamed to. */
  uploadDir: string;
  /** The only folder staff may name a server file in (IMPORTS_ROOT, <data>/imports/server by default). */
  importsRoot: string;
}

export function importConfigFromEnv(dataDir: string, env = process.env): ImportConfig {
  return {
    uploadLimitBytes: Number(env.IMPORT_UPLOAD_LIMIT_BYTES || IMPORT_UPLOAD_MAX_BYTES),
    uploadDir: path.join(dataDir, 'imports', 'uploads'),
    importsRoot: path.resolve(env.IMPORTS_ROOT || path.join(dataDir, 'imports', 'server')),
  };
}

/** The absolute path of a file named relative to the imports root, or null when it would leave the root. */
export function underRoot(root: string, named: string): string | null {
  const full = path.resolve(root, named);
  const rel = path.relative(root, full);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? full : null;
}
