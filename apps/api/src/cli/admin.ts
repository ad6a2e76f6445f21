// `npm run admin -- <command>`: back office tasks from the command line (issue 17, decision 031).
//   create-owner --email <email> --name <name> [--password <password>]
//   disable-demo-operators (cli/demo-operators.ts)
//   reset-sign-in --email <email>         a one-time link to choose a new password (and enrol a new authenticator)
//   reset-second-factor --email <email>   the password stays; a new authenticator is enrolled at the next sign-in
//   rotate-personal-data-key              re-encrypts passengers' details sealed under an older key (decision 092)
//   erase-expired-passengers              erases passengers' details past the shop's retention days (decision 098)
// Without --password the password is read from the ADMIN_PASSWORD environment variable (so that it stays out
// of the shell's history). The owner enrols a second factor at their first sign-in at /admin.
import { parseArgs } from 'node:util';
import { OPERATOR_PASSWORD_MIN } from '@rihla/shared/schemas/operators';
import { z } from 'zod';
import { createOwner, resetSecondFactorByEmail, resetSignInByEmail } from '../modules/operators/index.js';
import { withAdminContext } from './admin-context.js';
import { DISABLE_DEMO_OPERATORS, disableDemoOperators } from './demo-operators.js';
import { ERASE_EXPIRED_PASSENGERS, eraseExpiredPassengersCommand } from './erase-expired-passengers.js';
import { ROTATE_PERSONAL_DATA_KEY, rotatePersonalDataKey } from './personal-data-key.js';

const USAGE = `Usage: npm run admin -- create-owner --email <email> --name <name> [--password <password>]
  The password may come from ADMIN_PASSWORD instead of --password (at least ${OPERATOR_PASSWORD_MIN} characters).
       npm run admin -- reset-sign-in --email <email>
  An operator (an owner who lost both phone and recovery codes) gets a one-time link to choose a new password.
       npm run admin -- reset-second-factor --email <email>
  The operator keeps the password and sets up a new authenticator app at the next sign-in.
       npm run admin -- ${DISABLE_DEMO_OPERATORS}
  Disables every operator still on the demo password.
       npm run admin -- ${ROTATE_PERSONAL_DATA_KEY}
  Re-encrypts under PERSONAL_DATA_KEY every passenger's details sealed under a key of PERSONAL_DATA_OLD_KEYS (or the
  key generated into DATA_DIR outside production).
       npm run admin -- ${ERASE_EXPIRED_PASSENGERS}
  Erases passengers' details of trips more than the shop's retention days ago (the messages worker does it too).`;

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
if (command === ROTATE_PERSONAL_DATA_KEY) process.exit(await rotatePersonalDataKey());
if (command === ERASE_EXPIRED_PASSENGERS) process.exit(await eraseExpiredPassengersCommand());
if (command === 'reset-sign-in' || command === 'reset-second-factor') {
  process.exit(await restoreOperator(command, values.email));
}
if (command !== 'create-owner') fail(command ? `Unknown command: ${command}` : 'Name a command.');
const parsed = ZOwner.safeParse({
  email: values.email,
  name: values.name,
  password: values.password ?? process.env.ADMIN_PASSWORD,
});
if (!parsed.success) fail(parsed.error.issues.map((issue) => issue.message).join('\n'));

process.exitCode = await withAdminContext(async (ctx) => {
  const { id } = await createOwner(ctx, parsed.data);
  console.log(`Owner ${parsed.data.email} created (id ${id}) in the ${ctx.config.database.dialect} database.`);
  console.log('Sign in at /admin: the first sign-in sets up the authenticator app and shows the recovery codes.');
});

/**
 * An operator who cannot sign in, restored from the command line (issue 32, decision 061): `reset-sign-in` prints a
 * one-time link (as an owner's reset on the Staff page makes), `reset-second-factor` forgets the authenticator and
 * recovery codes only. Either ends the operator's sessions and is recorded in the audit log.
 */
async function restoreOperator(command: 'reset-sign-in' | 'reset-second-factor', email: unknown): Promise<number> {
  if (typeof email !== 'string' || email.trim() === '') fail('--email is required');
  return withAdminContext(async (ctx) => {
    if (command === 'reset-sign-in') {
      const reset = await resetSignInByEmail(ctx, email);
      console.log(`The sign-in of ${email} is reset: the old password, second factor and sessions no longer work.`);
      console.log(`Open this link before ${reset.expiresAt} (it works once) to choose a new password:`);
      console.log(`  ${new URL(reset.invitePath, ctx.config.publicUrl).href}`);
      console.log(
        'Then sign in at /admin: an owner or a manager sets up a new authenticator app and gets new recovery codes.',
      );
    } else {
      const reset = await resetSecondFactorByEmail(ctx, email);
      console.log(`The second factor of ${reset.email} is reset and their sessions have ended.`);
      console.log('Sign in at /admin with the same password: the first sign-in sets up a new authenticator app.');
    }
  });
}
