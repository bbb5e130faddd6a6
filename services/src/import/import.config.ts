import path from 'node:path';
import { IMPORT_UPLOAD_MAX_BYTES } from '@muster/contract';
import { UPLOAD_MAX_BYTES } from '@muster/contract/rules';
import type { ScanLimits } from './scans';

export interface ImportConfig {
  /** Largest upload accepted by the import upload route (IMPORT_UPLOAD_LIMIT_BYTES, 2 GB by default). */
  uploadLimitBytes: number;
  /** Where uploads are streamed to. */
  uploadDir: string;
  /** The only folder staff may name a server file in (IMPORTS_ROOT, <data>/imports/server by default). */
  importsRoot: string;
  /** Limits on an import's scans (IMPORT_SCAN_MAX_BYTES, IMPORT_SCANS_MAX_FILES). */
  scans: ScanLimits;
}

export function importConfigFromEnv(dataDir: string, env = process.env): ImportConfig {
  return {
    uploadLimitBytes: Number(env.IMPORT_UPLOAD_LIMIT_BYTES || IMPORT_UPLOAD_MAX_BYTES),
    uploadDir: path.join(dataDir, 'imports', 'uploads'),
    importsRoot: path.resolve(env.IMPORTS_ROOT || path.join(dataDir, 'imports', 'server')),
    scans: {
      maxBytes: Number(env.IMPORT_SCAN_MAX_BYTES || UPLOAD_MAX_BYTES),
      maxFiles: Number(env.IMPORT_SCANS_MAX_FILES || 100_000),
    },
  };
}

/** The absolute path of a file named relative to the imports root, or null when it would leave the root. */
export function underRoot(root: string, named: string): string | null {
  const full = path.resolve(root, named);
  const rel = path.relative(root, full);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? full : null;
}
