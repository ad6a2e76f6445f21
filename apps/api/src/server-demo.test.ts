// Issue 32, decision 055: the demo reaches a database only on a first start that asks for it, never in production,
// and a production server keeps its back office closed while an operator still has the published demo password.
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_PASSWORD } from './demo/operators.js';
import { seedDemoData } from './demo/seed.js';
import { hashPassword } from './modules/auth/passwords.js';
import {
  disableOperatorsOnDemoPassword,
  findOperatorsOnDemoPassword,
} from './modules/operators/demo-passwords.repository.js';
import { BACK_OFFICE_CLOSED } from './plugins/demo-operators-guard.js';
import { createTestApp, type TTestApp } from './test/harness.js';
import { httpCall, spawnServer, type TServerProcess, untilReady } from './test/server-process.js';

const STRONG_SECRET = 'a-strong-random-secret-of-more-than-32-characters';
const PERSONAL_DATA_KEY = 'kK3xL0c6m9Qy1Jq2V4b7N8sT5wZ0aR2eF6hU9iO3pD0=';
/** Each test starts the built server once or twice: slow on a busy 2-core machine. */
const PROCESS_TEST_MS = 120_000;

const apps: TTestApp[] = [];
const servers: TServerProcess[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) {
    await server.kill();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
  for (const t of apps.splice(0)) await t.close();
});

/** A migrated database a server process can open too; seeded with the demo unless told otherwise. */
async function database(options: { seed: boolean }): Promise<TTestApp & { databaseUrl: string }> {
  const t = await createTestApp({ sqliteFile: true, seed: options.seed });
  apps.push(t);
  if (!t.databaseUrl) throw new Error('the test database has no URL for other processes');
  return t as TTestApp & { databaseUrl: string };
}

/** Starts the built server on that database with only the given settings, and waits until it is ready. */
async function start(databaseUrl: string, env: Record<string, string | undefined>): Promise<TServerProcess> {
  const server = await spawnServer({ DATABASE_URL: databaseUrl, ...env });
  servers.push(server);
  return untilReady(server);
}

async function counts(t: TTestApp) {
  const db = t.app.ctx.db;
  const count = async (table: 'operators' | 'products' | 'users') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { operators: await count('operators'), products: await count('products'), users: await count('users') };
}

async function operatorStatuses(t: TTestApp): Promise<Record<string, string>> {
  const rows = await t.app.ctx.db.selectFrom('operators').select(['id', 'status']).execute();
  return Object.fromEntries(rows.map((row) => [row.id, row.status]));
}

async function operatorSignIn(url: string, email: string, password: string) {
  return httpCall(url, 'operator/signIn', { email, password });
}

describe('a production start (NODE_ENV=production, APP_SECRET, nothing else)', () => {
  it(
    'creates no demo data and no operator',
    async () => {
      const t = await database({ seed: false });
      const server = await start(t.databaseUrl, {
        NODE_ENV: 'production',
        APP_SECRET: STRONG_SECRET,
        PERSONAL_DATA_KEY,
        SEED_DEMO: undefined,
      });
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect(await counts(t)).toEqual({ operators: 0, products: 0, users: 0 });
    },
    PROCESS_TEST_MS,
  );
});

describe('seeding the demo on start (SEED_DEMO)', () => {
  it(
    'seeds an empty database once; a later start and `npm run seed` bring back no removed or disabled operator',
    async () => {
      const t = await database({ seed: false });
      const first = await start(t.databaseUrl, { NODE_ENV: 'test', SEED_DEMO: 'true' });
      await first.stop();
      // The users: the demo shopper and the demo agency's travel agent (decision 126).
      expect(await counts(t)).toEqual({ operators: 5, products: 44, users: 2 });

      await t.app.ctx.db.deleteFrom('operators').where('id', '=', 'demo-operator-agent').execute();
      await t.app.ctx.db
        .updateTable('operators')
        .set({ status: 'disabled' })
        .where('id', '=', 'demo-operator-editor')
        .execute();
      const expected = {
        'demo-operator-owner': 'active',
        'demo-operator-manager': 'active',
        'demo-operator-guide': 'active',
        'demo-operator-editor': 'disabled',
      };

      const second = await start(t.databaseUrl, { NODE_ENV: 'test', SEED_DEMO: 'true' });
      await second.stop();
      expect(await operatorStatuses(t)).toEqual(expected);

      await seedDemoData(t.app.ctx.db, t.clock);
      expect(await operatorStatuses(t)).toEqual(expected);
    },
    PROCESS_TEST_MS,
  );
});

describe('a production server with a demo operator that can still sign in', () => {
  it(
    'refuses the back office with a clear 503, keeps the shop open, says why in its log, and opens once fixed',
    async () => {
      const t = await database({ seed: true });
      const server = await start(t.databaseUrl, {
        NODE_ENV: 'production',
        APP_SECRET: STRONG_SECRET,
        PERSONAL_DATA_KEY,
        LOG_LEVEL: 'info',
      });

      const refused = await operatorSignIn(server.url, 'owner@rihla.example', DEMO_OPERATOR_PASSWORD);
      expect(refused.statusCode).toBe(503);
      expect(refused.body).toEqual({ status: 0, message: BACK_OFFICE_CLOSED });
      const shop = await httpCall(server.url, 'homepage/categoryData', {});
      expect(shop.statusCode).toBe(200);
      expect(shop.body.status).toBe(1);
      expect(server.output()).toContain('owner@rihla.example');
      expect(server.output()).toContain('npm run admin -- disable-demo-operators');

      // Four disabled, the owner still on the demo password: still closed.
      await t.app.ctx.db
        .updateTable('operators')
        .set({ status: 'disabled' })
        .where('id', '!=', 'demo-operator-owner')
        .execute();
      expect((await operatorSignIn(server.url, 'owner@rihla.example', DEMO_OPERATOR_PASSWORD)).statusCode).toBe(503);

      // The owner's password changed: open, and the owner signs in with the new one.
      const newPassword = 'a-new-owner-password-nobody-published';
      await t.app.ctx.db
        .updateTable('operators')
        .set({ password_hash: await hashPassword(newPassword) })
        .where('id', '=', 'demo-operator-owner')
        .execute();
      const signedIn = await operatorSignIn(server.url, 'owner@rihla.example', newPassword);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.body.status).toBe(1);
    },
    PROCESS_TEST_MS,
  );
});

describe('npm run admin -- disable-demo-operators', () => {
  it('disables every active operator on the demo password, with an audit line each, and then finds none', async () => {
    const t = await database({ seed: true });
    expect((await findOperatorsOnDemoPassword(t.app.ctx.db)).length).toBe(5);
    const disabled = await disableOperatorsOnDemoPassword(t.app.ctx.db, t.clock.now().toISOString());
    expect(disabled).toHaveLength(5);
    expect(disabled).toContain('owner@rihla.example');
    expect(await findOperatorsOnDemoPassword(t.app.ctx.db)).toEqual([]);
    expect(Object.values(await operatorStatuses(t))).toEqual(Array(5).fill('disabled'));
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .select('object_id')
      .where('action', '=', 'operator.update')
      .execute();
    expect(audit).toHaveLength(5);
  });
});
