// `npm run restore -- DIR [--yes]` (issue 38, decision 114): restores a backup of `npm run backup` into the configured
// database and DATA_DIR/uploads, with every server and the messages worker stopped. Refused (exit 2, nothing changed)
// when a file does not match the manifest's sha256, when the backup is of the other kind of database, or when the
// database already holds orders and --yes is not given. The restored database is migrated to this release.
import { parseArgs } from 'node:util';
import { BACKUP_COUNTED_TABLES } from '../db/backup.js';
import { loadCliConfig } from './admin-context.js';
import { BackupRefusal, restoreBackup } from './backups.js';

const USAGE = `Usage: npm run restore -- DIR [--yes]
  Restores the backup in DIR into the configured database and DATA_DIR/uploads. Stop every server and the messages
  worker first. --yes replaces a database that already holds orders.`;

process.exitCode = await main();

async function main(): Promise<number> {
  let parsed: { positionals: string[]; values: { yes?: boolean | undefined } };
  try {
    parsed = parseArgs({ allowPositionals: true, options: { yes: { type: 'boolean' } }, strict: true });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 1;
  }
  const [dir, ...rest] = parsed.positionals;
  if (!dir || rest.length > 0) {
    console.error(`Name one backup directory.\n\n${USAGE}`);
    return 1;
  }
  const config = loadCliConfig();
  if (!config) return 1;
  try {
    const result = await restoreBackup(config, dir, parsed.values.yes === true);
    const { manifest } = result;
    console.log(`Restored the backup of ${manifest.createdAt} into the ${config.database.dialect} database.`);
    console.log(
      `Migrations: ${manifest.lastMigration ?? 'none'} in the backup, ${result.lastMigration ?? 'none'} now.`,
    );
    console.log(`${'Table'.padEnd(16)}${'In the backup'.padStart(14)}${'Restored'.padStart(10)}`);
    for (const table of BACKUP_COUNTED_TABLES) {
      const backedUp = String(manifest.counts[table] ?? '-');
      console.log(`${table.padEnd(16)}${backedUp.padStart(14)}${String(result.counts[table]).padStart(10)}`);
    }
    const pictures = Object.keys(manifest.files).filter((name) => name.startsWith('uploads/')).length;
    console.log(`${pictures} uploaded picture(s) restored.`);
    return 0;
  } catch (error) {
    if (error instanceof BackupRefusal) {
      console.error(error.message);
      return 2;
    }
    // A database that cannot be reached, a tool that failed: said in one line for cron's mail, no stack.
    console.error('The restore failed:', error instanceof Error ? error.message : String(error));
    return 1;
  }
}
