// Migration 027 (issue 32, decision 055): the demo operators a database got before it are marked, so a production
// server finds them still on the published password.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { findOperatorsOnDemoPassword } from '../modules/operators/demo-passwords.repository.js';
import { useUnmigratedDatabase } from '../test/migration-database.js';
import { migrateTo, migrateToLatest } from './database.js';

const database = useUnmigratedDatabase();

const NOW = '2026-11-20T08:00:00.000Z';
const operator = (id: string, email: string, status: string) => ({
  id,
  email,
  name: id,
  role: 'owner',
  status,
  password_hash: `hash-of-${id}`,
  totp_secret: null,
  totp_last_step: null,
  refund_limit_fils: null,
  invite_hash: null,
  invite_expires_at: null,
  last_sign_in_at: null,
  created_at: NOW,
  updated_at: NOW,
});

describe('migration 027 (demo operators)', () => {
  it("marks the demo operators written before it, and nobody else's", async () => {
    // The untyped builder: the operators table as it was at migration 026.
    const db = database().db as unknown as Kysely<any>;
    await migrateTo(database().db, '2026-11-26-026-gift-card-purchases');
    await db
      .insertInto('operators')
      .values([
        operator('demo-operator-owner', 'owner@rihla.example', 'active'),
        operator('demo-operator-guide', 'guide@rihla.example', 'disabled'),
        operator('a-real-owner', 'real@example.com', 'active'),
      ])
      .execute();
    await migrateToLatest(database().db);
    expect(await findOperatorsOnDemoPassword(database().db)).toEqual([
      { id: 'demo-operator-owner', email: 'owner@rihla.example' },
    ]);
    const real = await database()
      .db.selectFrom('operators')
      .select('demo_password_hash')
      .where('id', '=', 'a-real-owner')
      .executeTakeFirstOrThrow();
    expect(real.demo_password_hash).toBeNull();
  });
});
