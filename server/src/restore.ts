/**
 * `npm run restore -- <backup file>`: a backup from /admin/controls into the database the environment names
 * (DATABASE_URL, else the embedded PGlite in DATA_DIR), which must be empty. docs/operations.md tells the steps.
 */
import 'reflect-metadata';
import { resolve } from 'node:path';
import { loadConfig } from './config/config.js';
import { restoreBackup, RestoreRefusedError } from './admin/restore.js';
import { DataFolderLockedError } from './database/database.js';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- <backup-YYYYMMDD-HHMMSS.json.gz>');
  process.exit(2);
}
// npm runs scripts in the repository's root; a relative path means the folder the command was typed in.
const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
try {
  const counts = await restoreBackup(config, path);
  const rows = [...counts.values()].reduce((a, b) => a + b, 0);
  console.log(
    `Restored ${rows} rows in ${counts.size} tables from ${path} into ` +
      `${config.DATABASE_URL ? 'DATABASE_URL' : config.DATA_DIR}.`,
  );
} catch (error) {
  if (error instanceof RestoreRefusedError || error instanceof DataFolderLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
