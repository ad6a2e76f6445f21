// Operators still on the published password the demo seeder gave them (migration 027, decision 055): anyone who
// read the README can sign in as them, so a production server refuses its back office while one is active
// (plugins/demo-operators-guard.ts), and `npm run admin -- disable-demo-operators` disables them.
import type { TDb } from '../../db/database.js';
import { insertAuditEntry } from '../audit/index.js';
import { revokeAllOperatorSessions } from './operators.repository.js';

/** The active operators whose password is still the demo's, as { id, email }. */
export async function findOperatorsOnDemoPassword(db: TDb): Promise<Array<{ id: string; email: string }>> {
  return db
    .selectFrom('operators')
    .select(['id', 'email'])
    .where('status', '=', 'active')
    .where('demo_password_hash', 'is not', null)
    .whereRef('password_hash', '=', 'demo_password_hash')
    .orderBy('email')
    .execute();
}

/** Disables them, ends their sessions and writes an audit line each (from the command line); their emails. */
export async function disableOperatorsOnDemoPassword(db: TDb, now: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const operators = await findOperatorsOnDemoPassword(trx);
    for (const operator of operators) {
      await trx
        .updateTable('operators')
        .set({ status: 'disabled', updated_at: now })
        .where('id', '=', operator.id)
        .execute();
      await revokeAllOperatorSessions(trx, operator.id, now);
      await insertAuditEntry(trx, {
        at: now,
        operatorId: null,
        action: 'operator.update',
        objectType: 'operator',
        objectId: operator.id,
        before: { status: 'active' },
        after: { status: 'disabled' },
      });
    }
    return operators.map((operator) => operator.email);
  });
}
