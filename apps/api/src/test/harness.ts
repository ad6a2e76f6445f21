// Builds a real app on a freshly migrated database for a test file: SQLite in memory, or a PostgreSQL schema
// of its own when TEST_DIALECT=postgres. No mocks: the sandbox gateway, the database and the files are real.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TCallName, TCallRequest } from '@rihla/shared/api-calls';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { dropPostgresSchema, migrateToLatest, openDatabase } from '../db/database.js';
import { DEMO_USER, seedDemoData } from '../db/seed/seed.js';
import type { TClock } from '../lib/clock.js';

export const TEST_PUBLIC_URL = 'http://rihla.test';

export interface TTestClock extends TClock {
  set(iso: string): void;
  advance(ms: number): void;
}

export function createTestClock(startIso = new Date().toISOString()): TTestClock {
  let current = new Date(startIso).getTime();
  return {
    now: () => new Date(current),
    set: (iso) => {
      current = new Date(iso).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export interface TCallResponse {
  statusCode: number;
  body: { status: number; message: string; data?: any };
  raw: LightMyRequestResponse;
}

export interface TTestApp {
  app: FastifyInstance;
  clock: TTestClock;
  dataDir: string;
  dialect: 'sqlite' | 'postgres';
  call<N extends TCallName>(name: N, body?: TCallRequest<N> | unknown, token?: string): Promise<TCallResponse>;
  /** Registers and logs in a fresh shopper; returns the token and the phone number used. */
  newShopper(overrides?: Partial<{ first_name: string; last_name: string }>): Promise<{ token: string; phone: string }>;
  loginDemoShopper(): Promise<string>;
  close(): Promise<void>;
}

let phoneCounter = 0;

/**
 * A valid UAE mobile number no other test of this process uses. Each test file has a database of its own,
 * so a counter is enough (an earlier mix of pid, time and counter could repeat itself).
 */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `050${1_000_000 + phoneCounter}`;
}

export async function createTestApp(options: { seed?: boolean; clock?: TTestClock } = {}): Promise<TTestApp> {
  const dialect = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-test-'));
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (dialect === 'postgres' && !pgUrl) throw new Error('TEST_DIALECT=postgres needs TEST_DATABASE_URL');
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    DATABASE_URL: dialect === 'postgres' ? pgUrl : 'sqlite::memory:',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  });
  const database = await openDatabase(config.database, { pgSchema: schema, pgPoolSize: 5 });
  await migrateToLatest(database.db, dialect === 'postgres' ? schema : undefined);
  const clock = options.clock ?? createTestClock();
  if (options.seed !== false) await seedDemoData(database.db, clock);
  const app = await buildApp({ config, database, clock });
  await app.ready();

  const call: TTestApp['call'] = async (name, body = {}, token) => {
    const raw = await app.inject({
      method: 'POST',
      url: `/api/${name}`,
      payload: body as object,
      headers: token ? { 'x-access-token': token } : {},
    });
    return { statusCode: raw.statusCode, body: raw.json(), raw };
  };

  return {
    app,
    clock,
    dataDir,
    dialect,
    call,
    async newShopper(overrides = {}) {
      const phone = uniquePhone();
      const password = 'secret-pass-1';
      const registered = await call('users/userRegister', {
        first_name: overrides.first_name ?? 'Test',
        last_name: overrides.last_name ?? 'Shopper',
        country: 'AE',
        phone_number: phone,
        email: 'shopper@example.com',
        password,
        confirm_password: password,
      });
      if (registered.body.status !== 1) throw new Error(`register failed: ${registered.body.message}`);
      const login = await call('users/userLogin', { country: 'AE', phone_number: phone, password });
      if (login.body.status !== 1) throw new Error(`login failed: ${login.body.message}`);
      return { token: login.body.data.token as string, phone };
    },
    async loginDemoShopper() {
      const login = await call('users/userLogin', {
        country: DEMO_USER.country,
        phone_number: DEMO_USER.phone_number,
        password: DEMO_USER.password,
      });
      return login.body.data.token as string;
    },
    async close() {
      await app.close();
      await database.close();
      if (dialect === 'postgres' && pgUrl) await dropPostgresSchema(pgUrl, schema);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
