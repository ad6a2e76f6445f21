// What every `npm run admin` command runs in: the server's configuration and database, migrated, as a small app
// context; a refusal (an AppError) or a configuration the server would refuse is printed as one message, no stack.
import { loadConfig, loadEnvFile, type TConfig } from '../config.js';
import type { TAppContext } from '../context.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { AppError } from '../lib/app-error.js';
import { systemClock } from '../lib/clock.js';
import { loadPersonalDataKeys } from '../lib/personal-data.js';

/**
 * The server's configuration (the .env file, then the environment), as every command line tool reads it; null when the
 * server would refuse it, its reason printed as one line.
 */
export function loadCliConfig(): TConfig | null {
  loadEnvFile();
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return null;
  }
}

/** Runs `work` with the configured database; its exit code (1 when refused, with the reason printed). */
export async function withAdminContext(work: (ctx: TAppContext) => Promise<void>): Promise<number> {
  const config = loadCliConfig();
  if (!config) return 1;
  const database = await openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    // The services these commands call need only the configuration, the database, the clock and the personal data
    // keys of the app's context.
    const personalData = loadPersonalDataKeys({ ...config.personalData, dataDir: config.dataDir }, console.warn);
    await work({ config, database, db: database.db, clock: systemClock, personalData } as unknown as TAppContext);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await database.close();
  }
}
