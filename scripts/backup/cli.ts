import path from 'node:path';
import { parseArgs } from 'node:util';
import { dbOptionsFromEnv, defaultSqliteFile, repoRoot } from '@muster/services/db';
import { backup, defaultBackupFolder } from './backup';
import { BackupError } from './manifest';
import { restore } from './restore';

// npm run backup -- [--to <folder>] [--files-only]    npm run restore -- <folder> [--files-only]
// DATA_DIR, SQLITE_FILE, DATABASE_URL and DATABASE_SCHEMA name the site, as they do for `npm start`.
const [command, ...rest] = process.argv.slice(2);
const { values, positionals } = parseArgs({
  args: rest,
  allowPositionals: true,
  options: { to: { type: 'string' }, 'files-only': { type: 'boolean', default: false } },
});
const db = dbOptionsFromEnv();
const dataDir = path.resolve(process.env.DATA_DIR || path.join(repoRoot, 'data'));
const site = { dataDir, sqliteFile: db.databaseUrl ? undefined : path.resolve(db.sqliteFile ?? defaultSqliteFile) };
const log = (line: string) => console.log(`${command}: ${line}`);

try {
  if (command === 'backup') {
    const to = values.to ?? positionals[0] ?? defaultBackupFolder(repoRoot);
    const { folder } = await backup({
      ...site,
      to,
      databaseUrl: db.databaseUrl,
      pgSchema: db.pgSchema,
      filesOnly: values['files-only'],
      log,
    });
    log(`written to ${folder}`);
  } else if (command === 'restore') {
    const from = positionals[0];
    if (!from) throw new BackupError('name the backup folder: npm run restore -- <folder>');
    await restore({ ...site, from, filesOnly: values['files-only'], log });
  } else {
    throw new BackupError(`unknown command ${command ?? ''}: backup or restore`);
  }
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`${command}: ${error.message}${command === 'restore' ? '; nothing was changed' : ''}`);
  process.exit(1);
}
