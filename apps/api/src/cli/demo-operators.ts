// `npm run admin -- disable-demo-operators` (decision 055): disables every active operator still on the demo password
// published in the README and ends their sessions, so a production server opens its back office again.
import { loadConfig, loadEnvFile } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { systemClock } from '../lib/clock.js';
import { disableOperatorsOnDemoPassword } from '../modules/operators/demo-passwords.repository.js';

export const DISABLE_DEMO_OPERATORS = 'disable-demo-operators';

/** Runs the command; its exit code. */
export async function disableDemoOperators(): Promise<number> {
  loadEnvFile();
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const emails = await disableOperatorsOnDemoPassword(database.db, systemClock.now().toISOString());
    console.log(
      emails.length === 0
        ? 'No active operator signs in with the demo password.'
        : `Disabled ${emails.join(', ')}: they signed in with the demo password.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}
