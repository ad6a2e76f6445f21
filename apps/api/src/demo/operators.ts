// The demo operators of the README, one of each role, so a newcomer can try the back office at once. Owners and
// managers sign in with a second factor: their TOTP secrets are printed in the README (add one to an
// authenticator app, or compute a code with any TOTP tool). Never seeded when SEED_DEMO=false.
import type { TOperatorRole } from '@rihla/shared/rules/operator-roles';
import type { TDb } from '../db/database.js';
import type { TClock } from '../lib/clock.js';
import { isoNow } from '../lib/clock.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { findOperatorEmails, insertOperator } from '../modules/operators/operators.repository.js';

export const DEMO_OPERATOR_PASSWORD = 'rihla-operator-demo';

export const DEMO_OPERATORS: ReadonlyArray<{
  id: string;
  email: string;
  name: string;
  role: TOperatorRole;
  totpSecret: string | null;
  refundLimitFils: number | null;
}> = [
  {
    id: 'demo-operator-owner',
    email: 'owner@rihla.example',
    name: 'Omar Owner',
    role: 'owner',
    totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    refundLimitFils: null,
  },
  {
    id: 'demo-operator-manager',
    email: 'manager@rihla.example',
    name: 'Mariam Manager',
    role: 'manager',
    totpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
    refundLimitFils: null,
  },
  {
    id: 'demo-operator-agent',
    email: 'agent@rihla.example',
    name: 'Anil Agent',
    role: 'agent',
    totpSecret: null,
    refundLimitFils: 50_000,
  },
  {
    id: 'demo-operator-guide',
    email: 'guide@rihla.example',
    name: 'Ghada Guide',
    role: 'guide',
    totpSecret: null,
    refundLimitFils: null,
  },
  {
    id: 'demo-operator-editor',
    email: 'editor@rihla.example',
    name: 'Elias Editor',
    role: 'editor',
    totpSecret: null,
    refundLimitFils: null,
  },
];

let passwordHash: Promise<string> | undefined;

/** Adds the demo operators that are missing (by email); existing operators are left as they are. */
export async function seedDemoOperators(db: TDb, clock: TClock): Promise<void> {
  // Every start of a demo install comes here: it hashes the password (argon2) only when an operator is missing.
  const existing = new Set(
    await findOperatorEmails(
      db,
      DEMO_OPERATORS.map((operator) => operator.email),
    ),
  );
  const missing = DEMO_OPERATORS.filter((operator) => !existing.has(operator.email));
  if (missing.length === 0) return;
  passwordHash ??= hashPassword(DEMO_OPERATOR_PASSWORD);
  const hash = await passwordHash;
  const now = isoNow(clock);
  for (const operator of missing) {
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
      },
      { ifMissing: true },
    );
  }
}
