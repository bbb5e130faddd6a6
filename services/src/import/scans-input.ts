import fs from 'node:fs';
import path from 'node:path';
import { type ImportConfig, underRoot } from './import.config';
import { openScans } from './scans-source';

export const isZipName = (name: string) => /\.zip$/i.test(name);

/** An uploaded ZIP is checked to open (its central directory read) before it is answered; a ZIP has no headings. */
export async function zipReadable(file: string, config: ImportConfig): Promise<string[]> {
  (await openScans(file, config.scans.maxFiles)).close();
  return [];
}

type Refusal = { refusal: [code: string, message: string, field: string] };

/**
 * The scans an import is started with: an uploaded ZIP (its token) or a ZIP or folder under the imports root,
 * refused like the rows' file when it leaves the root or is not there.
 */
export function scansSource(
  config: ImportConfig,
  { scansUpload, scansServerPath }: { scansUpload?: string; scansServerPath?: string },
): { path: string } | Refusal | undefined {
  if (scansUpload && scansServerPath)
    return {
      refusal: ['BAD_USER_INPUT', 'Give either an uploaded ZIP of scans or a server path, not both', 'scansUpload'],
    };
  if (scansUpload) {
    const file = path.join(config.uploadDir, scansUpload);
    return fs.existsSync(file)
      ? { path: file }
      : { refusal: ['BAD_USER_INPUT', 'No such upload of scans: upload the ZIP again', 'scansUpload'] };
  }
  if (!scansServerPath) return undefined;
  let full = underRoot(config.importsRoot, scansServerPath);
  if (full && fs.existsSync(full)) full = underRoot(fs.realpathSync(config.importsRoot), fs.realpathSync(full));
  if (!full)
    return {
      refusal: [
        'PATH_OUTSIDE_ROOT',
        `Name a ZIP or folder inside the imports folder ${config.importsRoot}`,
        'scansServerPath',
      ],
    };
  if (!fs.existsSync(full))
    return {
      refusal: ['BAD_USER_INPUT', `No ZIP or folder ${scansServerPath} in the imports folder`, 'scansServerPath'],
    };
  const stat = fs.statSync(full);
  if (!stat.isDirectory() && !(stat.isFile() && isZipName(full)))
    return { refusal: ['BAD_USER_INPUT', 'Scans come as a .zip file or a folder', 'scansServerPath'] };
  return { path: full };
}
