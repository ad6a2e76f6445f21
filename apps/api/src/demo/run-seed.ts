// `npm run seed`: migrates and writes the demo data into the configured database (existing rows are kept; the demo
// operators only into a database with no operator). Refused in production (decision 055).
import { loadConfig, loadEnvFile } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { systemClock } from '../lib/clock.js';
import { seedDemoData } from './seed.js';

loadEnvFile();
const config = loadConfig();
if (config.env === 'production') {
  console.error('npm run seed writes demo data and is refused when NODE_ENV=production.');
  process.exit(1);
}
const database = await openDatabase(config.database);
try {
  await migrateToLatest(database.db);
  await seedDemoData(database.db, systemClock);
  console.log(`Demo data is in the ${config.database.dialect} database.`);
} finally {
  await database.close();
}
