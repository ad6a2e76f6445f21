// Writes the demo operators of @rihla/demo (decision 055): only into a database that has no operator yet, so
// neither a later start nor `npm run seed` brings back one that was removed or disabled. Each records the hash of
// its published password, which the production start-up check (plugins/demo-operators-guard.ts) compares.
import { DEMO_OPERATOR_PASSWORD, DEMO_OPERATORS } from '@rihla/demo/operators';
import type { TDb } from '../db/database.js';
import type { TClock } from '../lib/clock.js';
import { isoNow } from '../lib/clock.js';
import { hashPassword } from '../modules/auth/index.js';
import { insertOperator } from '../modules/operators/index.js';

export { DEMO_OPERATOR_PASSWORD, DEMO_OPERATORS } from '@rihla/demo/operators';

let passwordHash: Promise<string> | undefined;

/** Adds the demo operators when the database has no operator at all; otherwise writes nothing. */
export async function seedDemoOperators(db: TDb, clock: TClock): Promise<void> {
  const anyOperator = await db.selectFrom('operators').select('id').limit(1).executeTakeFirst();
  if (anyOperator) return;
  passwordHash ??= hashPassword(DEMO_OPERATOR_PASSWORD);
  const hash = await passwordHash;
  const now = isoNow(clock);
  for (const operator of DEMO_OPERATORS) {
    await insertOperator(
      db,
      {
        id: operator.id,
        email: operator.email,
        name: operator.name,
        role: operator.role,
        status: 'active',
        password_hash: hash,
        totp_secret: operator.totpSecret,
        totp_last_step: null,
        refund_limit_fils: operator.refundLimitFils,
        invite_hash: null,
        invite_expires_at: null,
        last_sign_in_at: null,
        created_at: now,
        updated_at: now,
        demo_password_hash: hash,
      },
      { ifMissing: true },
    );
  }
}
