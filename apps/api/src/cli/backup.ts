// `npm run backup [-- --out DIR]` (issue 38, decision 114): one consistent backup of the configured database, the
// uploaded pictures and a manifest, while the shop serves, in DIR/<UTC time>/ (DIR: DATA_DIR/backups by default).
// The last line printed is the backup's directory, for a script to copy elsewhere.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadCliConfig } from './admin-context.js';
import { BackupRefusal, createBackup } from './backups.js';

const USAGE = `Usage: npm run backup [-- --out DIR]
  Writes a backup of the configured database and DATA_DIR/uploads into DIR/<UTC time>/ (DATA_DIR/backups by default).
  The personal data key is not in it: keep PERSONAL_DATA_KEY apart (without it, passengers' details cannot be read).`;

process.exitCode = await main();

async function main(): Promise<number> {
  let values: { out?: string | undefined };
  try {
    ({ values } = parseArgs({ options: { out: { type: 'string' } }, strict: true }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 1;
  }
  const config = loadCliConfig();
  if (!config) return 1;
  const outDir = path.resolve(values.out ?? path.join(config.dataDir, 'backups'));
  try {
    const dir = await createBackup(config, outDir);
    console.log(`Backed up the ${config.database.dialect} database and the uploaded pictures into:`);
    console.log(dir);
    return 0;
  } catch (error) {
    if (error instanceof BackupRefusal) {
      console.error(error.message);
      return 2;
    }
    // A database that cannot be reached, a tool that failed: said in one line for cron's mail, no stack.
    console.error('The backup failed:', error instanceof Error ? error.message : String(error));
    return 1;
  }
}
