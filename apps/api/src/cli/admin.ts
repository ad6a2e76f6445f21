// `npm run admin -- <command>`: back office tasks from the command line (issue 17, decision 031).
//   create-owner --email <email> --name <name> [--password <password>]
//   disable-demo-operators (cli/demo-operators.ts)
// Without --password the password is read from the ADMIN_PASSWORD environment variable (so that it stays out
// of the shell's history). The owner enrols a second factor at their first sign-in at /admin.
import { parseArgs } from 'node:util';
import { OPERATOR_PASSWORD_MIN } from '@rihla/shared/schemas/operators';
import { z } from 'zod';
import { loadConfig, loadEnvFile } from '../config.js';
import type { TAppContext } from '../context.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { AppError } from '../lib/app-error.js';
import { systemClock } from '../lib/clock.js';
import { createOwner } from '../modules/operators/staff.service.js';
import { DISABLE_DEMO_OPERATORS, disableDemoOperators } from './demo-operators.js';

const USAGE = `Usage: npm run admin -- create-owner --email <email> --name <name> [--password <password>]
  The password may come from ADMIN_PASSWORD instead of --password (at least ${OPERATOR_PASSWORD_MIN} characters).
       npm run admin -- ${DISABLE_DEMO_OPERATORS}`;

const ZOwner = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('--email must be an email address')),
  name: z.string().trim().min(1, '--name is required').max(100, '--name is too long'),
  password: z
    .string({ error: `--password or ADMIN_PASSWORD is required` })
    .min(OPERATOR_PASSWORD_MIN, `The password must be at least ${OPERATOR_PASSWORD_MIN} characters`),
});

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
  strict: false,
});
const [command] = positionals;
if (command === DISABLE_DEMO_OPERATORS) process.exit(await disableDemoOperators());
if (command !== 'create-owner') fail(command ? `Unknown command: ${command}` : 'Name a command.');
const parsed = ZOwner.safeParse({
  email: values.email,
  name: values.name,
  password: values.password ?? process.env.ADMIN_PASSWORD,
});
if (!parsed.success) fail(parsed.error.issues.map((issue) => issue.message).join('\n'));

loadEnvFile();
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await migrateToLatest(database.db);
  // The staff service needs only the database and the clock of the app's context.
  const ctx = { config, database, db: database.db, clock: systemClock } as unknown as TAppContext;
  const { id } = await createOwner(ctx, parsed.data);
  console.log(`Owner ${parsed.data.email} created (id ${id}) in the ${config.database.dialect} database.`);
  console.log('Sign in at /admin: the first sign-in sets up the authenticator app and shows the recovery codes.');
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
