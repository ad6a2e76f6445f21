// Frozen in time: this migration imports nothing from the app and is never edited once landed.
// The back office's accounts (issue 17, decision 031).
import type { Kysely } from 'kysely';

// - operators: the back office's people, apart from shoppers; an email signs in (stored lower-case), a role
//   decides what they may do, an agent may have a refund limit in fils; invited operators hold the hash of
//   their invitation until they accept it; a second factor is a TOTP secret (RFC 6238) with the last time
//   step used, so a code is never accepted twice;
// - operator_sessions: by the hash of their token, with a public id to list and revoke them, idle and
//   absolute expiry;
// - operator_challenges: the step between a correct password and a correct code (five minutes, five tries);
// - operator_recovery_codes: hashes of one-time codes for a lost phone;
// - audit_log: every operator write, with the fields before and after as JSON.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('operators')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('totp_secret', 'text')
    .addColumn('totp_last_step', 'integer')
    .addColumn('refund_limit_fils', 'integer')
    .addColumn('invite_hash', 'text')
    .addColumn('invite_expires_at', 'text')
    .addColumn('last_sign_in_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('operators_invite_idx').on('operators').column('invite_hash').execute();

  await db.schema
    .createTable('operator_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('operator_id', 'text', (c) => c.notNull().references('operators.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('operator_sessions_operator_idx').on('operator_sessions').column('operator_id').execute();

  await db.schema
    .createTable('operator_challenges')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('operator_id', 'text', (c) => c.notNull().references('operators.id'))
    .addColumn('pending_secret', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('operator_recovery_codes')
    .addColumn('operator_id', 'text', (c) => c.notNull().references('operators.id'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addPrimaryKeyConstraint('operator_recovery_codes_pk', ['operator_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'text', (c) => c.references('operators.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_log_operator_idx').on('audit_log').columns(['operator_id', 'at']).execute();
  await db.schema
    .createIndex('audit_log_object_idx')
    .on('audit_log')
    .columns(['object_type', 'object_id', 'at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'audit_log',
    'operator_recovery_codes',
    'operator_challenges',
    'operator_sessions',
    'operators',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
