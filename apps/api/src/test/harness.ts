// Builds a real app on a migrated database of its own for a test file: SQLite in memory (or in a file), or a
// PostgreSQL database of its own when TEST_DIALECT=postgres, each a copy of the run's template (decision 064).
// No mocks: the sandbox gateway, the database and the files are real.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TCallName, TCallRequest } from '@rihla/shared/api-calls';
import type { TCodePurpose } from '@rihla/shared/constants';
import { phoneInE164 } from '@rihla/shared/rules/phone';
import { todayInDubai } from '@rihla/shared/rules/time';
import type { TUserRegisterRequest } from '@rihla/shared/schemas/auth';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { dropPostgresSchema, migrateToLatest, openDatabase, type TDatabaseHandle } from '../db/database.js';
import { DEMO_USER, seedDemoData } from '../demo/seed.js';
import type { TClock } from '../lib/clock.js';
import type { TRateLimitTable } from '../lib/rate-limits.js';
import { composeSms } from '../modules/messages/compose.js';
import {
  createPostgresCopy,
  dropPostgresDatabase,
  postgresDatabaseUrl,
  sqliteTemplateImage,
  TEMPLATE_SCHEMA,
  type TTemplateContent,
  templateRun,
} from './template-database.js';

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
  /** The database as another process reaches it (DATABASE_URL); for an in-memory SQLite database, null. */
  databaseUrl: string | null;
  call<N extends TCallName>(
    name: N,
    body?: TCallRequest<N> | unknown,
    token?: string,
    options?: TCallOptions,
  ): Promise<TCallResponse>;
  /** Registers and logs in a fresh shopper; returns the token and the phone number used. */
  newShopper(overrides?: Partial<{ first_name: string; last_name: string }>): Promise<{ token: string; phone: string }>;
  /**
   * The one-time code in the newest unsent text to a number (decision 047), read as the shopper would: the text
   * the outbox worker would send now, which is then marked sent (as the worker would).
   */
  codeSentTo(phone: string, purpose?: TCodePurpose): Promise<string>;
  /** Signs up through users/userRegister and enters the texted code (users/verifyPhone); answers the token. */
  signUp(fields: TUserRegisterRequest, browser?: TTestBrowser): Promise<string>;
  /** Another browser: its own cookies (call() uses one browser for every call unless told otherwise). */
  newBrowser(): TTestBrowser;
  loginDemoShopper(): Promise<string>;
  close(): Promise<void>;
}

export interface TCallOptions {
  /** The client address the request comes from (request.ip); 127.0.0.1 by default. */
  remoteAddress?: string;
  /** The browser whose cookies go with the request and keep the answer's; the app's one browser by default. */
  browser?: TTestBrowser;
  /** More request headers (Accept-Language, decision 102). */
  headers?: Record<string, string>;
}

/** A browser's cookies, by name (the sign-up cookie of decision 060 is the only one the API sets). */
export interface TTestBrowser {
  cookies: Map<string, string>;
}

/** Keeps the cookies an answer sets (a Max-Age of 0 forgets one); paths and expiry are not followed. */
function keepCookies(browser: TTestBrowser, setCookie: string | string[] | undefined): void {
  for (const line of [setCookie ?? []].flat()) {
    const [pair = '', ...attributes] = line.split(';');
    const [name = '', value = ''] = pair.trim().split('=', 2);
    if (attributes.some((attribute) => attribute.trim().toLowerCase() === 'max-age=0')) browser.cookies.delete(name);
    else browser.cookies.set(name, value);
  }
}

export interface TTestAppOptions {
  seed?: boolean;
  clock?: TTestClock;
  /**
   * Rate limits: 'off' by default so that suites making many calls from one address never meet them;
   * 'on' applies lib/rate-limits.ts; a table applies those budgets instead.
   */
  rateLimits?: 'off' | 'on' | TRateLimitTable;
  /** SQLite only: keep the database in a file (so that another app can open it) rather than in memory. */
  sqliteFile?: boolean;
  /**
   * Builds a second app on the database of an existing one, with its clock unless one is given: on SQLite
   * in a file and on PostgreSQL through a connection pool of its own (as a second API process would);
   * on in-memory SQLite through the same handle. Nothing is migrated or seeded; closing it leaves the
   * database to its owner.
   */
  shareDatabaseWith?: TTestApp;
  /** More settings of the environment, as config.ts reads them (e.g. TRUST_PROXY). */
  env?: Record<string, string>;
  /** Collects the server's log lines (at LOG_LEVEL info unless env says otherwise) instead of silencing them. */
  logLines?: string[];
}

interface TDatabaseOwner {
  /** As config.ts reads DATABASE_URL (for PostgreSQL without the schema, which `schema` names). */
  databaseUrl: string;
  schema: string;
  handle: TDatabaseHandle;
  /** Removes the database once its owner closes (a PostgreSQL copy or schema). */
  drop(): Promise<void>;
}

const databaseOwners = new WeakMap<TTestApp, TDatabaseOwner>();

let phoneCounter = 0;

/**
 * A valid UAE mobile number no other test of this process uses. Each test file has a database of its own,
 * so a counter is enough (an earlier mix of pid, time and counter could repeat itself).
 */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `050${1_000_000 + phoneCounter}`;
}

export async function createTestApp(options: TTestAppOptions = {}): Promise<TTestApp> {
  const dialect = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-test-'));
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (dialect === 'postgres' && !pgUrl) throw new Error('TEST_DIALECT=postgres needs TEST_DATABASE_URL');
  const owner = options.shareDatabaseWith ? databaseOwners.get(options.shareDatabaseWith) : undefined;
  if (options.shareDatabaseWith && !owner) throw new Error('shareDatabaseWith: not an app of createTestApp');
  const clock = options.clock ?? options.shareDatabaseWith?.clock ?? createTestClock();
  const database = owner ?? (await createTestDatabase(dialect, dataDir, options, clock));
  const rateLimits = options.rateLimits ?? 'off';
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    DATABASE_URL: database.databaseUrl,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    RATE_LIMITS: rateLimits === 'off' ? 'off' : 'on',
    // The sandbox's callback would confirm every payment in the background, racing the return page each
    // test drives; the callback tests send it themselves or turn it back on.
    SANDBOX_CALLBACKS: 'false',
    // OCTO webhooks' tests receive deliveries on this machine (decision 127).
    PARTNER_WEBHOOKS_ALLOW_LOOPBACK: 'true',
    ...(options.logLines ? { LOG_LEVEL: 'info' } : {}),
    ...options.env,
  });
  const isSharedHandle = owner !== undefined && database.databaseUrl === 'sqlite::memory:';
  const handle =
    owner && !isSharedHandle
      ? await openDatabase(config.database, { pgSchema: owner.schema, pgPoolSize: 5 })
      : database.handle;
  const app = await buildApp({
    config,
    database: handle,
    clock,
    ...(typeof rateLimits === 'object' ? { rateLimits } : {}),
    ...(options.logLines ? { logStream: { write: (line: string) => options.logLines?.push(line) } } : {}),
  });
  await app.ready();

  const defaultBrowser: TTestBrowser = { cookies: new Map() };
  const call: TTestApp['call'] = async (name, body = {}, token, callOptions = {}) => {
    const browser = callOptions.browser ?? defaultBrowser;
    const cookie = [...browser.cookies].map(([cookieName, value]) => `${cookieName}=${value}`).join('; ');
    const raw = await app.inject({
      method: 'POST',
      url: `/api/${name}`,
      payload: body as object,
      headers: {
        ...callOptions.headers,
        ...(token ? { 'x-access-token': token } : {}),
        ...(cookie ? { cookie } : {}),
      },
      ...(callOptions.remoteAddress ? { remoteAddress: callOptions.remoteAddress } : {}),
    });
    keepCookies(browser, raw.headers['set-cookie']);
    return { statusCode: raw.statusCode, body: raw.json(), raw };
  };

  const testApp: TTestApp = {
    app,
    clock,
    dataDir,
    dialect,
    databaseUrl:
      dialect === 'postgres'
        ? withSearchPath(database.databaseUrl, database.schema)
        : database.databaseUrl === 'sqlite::memory:'
          ? null
          : database.databaseUrl,
    call,
    async codeSentTo(phone, purpose = 'signup') {
      const e164 = phone.startsWith('+') ? phone : phoneInE164('AE', phone);
      const row = await app.ctx.db
        .selectFrom('outbox')
        .selectAll()
        .where('topic', '=', 'phoneCode')
        .where('recipient', '=', e164 ?? phone)
        .where('dedupe_key', 'like', `phoneCode:${purpose}:%`)
        .where('status', '=', 'pending')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!row) throw new Error(`no text with a code is waiting for ${phone}`);
      const { body } = await composeSms(app.ctx, row);
      const code = /\b(\d{6})\b/.exec(body)?.[1];
      if (!code) throw new Error(`the text to ${phone} has no code: ${body}`);
      // The harness stands in for the worker and the phone: the text is delivered, so no later run sends it.
      await app.ctx.db
        .updateTable('outbox')
        .set({ status: 'sent', sent_at: clock.now().toISOString(), payload: '{}' })
        .where('id', '=', row.id)
        .execute();
      return code;
    },
    async signUp(fields, browser = defaultBrowser) {
      const registered = await call('users/userRegister', fields, '', { browser });
      if (registered.body.status !== 1) throw new Error(`register failed: ${registered.body.message}`);
      const code = await testApp.codeSentTo(fields.phone_number);
      const verified = await call(
        'users/verifyPhone',
        { country: fields.country, phone_number: fields.phone_number, code },
        '',
        { browser },
      );
      if (verified.body.status !== 1) throw new Error(`verifyPhone failed: ${verified.body.message}`);
      return verified.body.data.token as string;
    },
    newBrowser: () => ({ cookies: new Map() }),
    async newShopper(overrides = {}) {
      const phone = uniquePhone();
      const password = 'secret-pass-1';
      const token = await testApp.signUp({
        first_name: overrides.first_name ?? 'Test',
        last_name: overrides.last_name ?? 'Shopper',
        country: 'AE',
        phone_number: phone,
        email: 'shopper@example.com',
        password,
        confirm_password: password,
      });
      return { token, phone };
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
      if (!isSharedHandle) await handle.close();
      if (!owner) await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  databaseOwners.set(testApp, database);
  return testApp;
}

/**
 * A database of the test app's own, migrated and (unless `seed: false`) seeded: a copy of this run's template
 * for that content (decision 064), or migrated and seeded on the spot outside a vitest run.
 */
async function createTestDatabase(
  dialect: 'sqlite' | 'postgres',
  dataDir: string,
  options: TTestAppOptions,
  clock: TTestClock,
): Promise<TDatabaseOwner> {
  const content = templateContent(options, clock);
  const run = templateRun();
  if (dialect === 'postgres') {
    const pgUrl = process.env.TEST_DATABASE_URL as string;
    if (!run) {
      const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
      const handle = await openDatabase({ dialect, url: pgUrl }, { pgSchema: schema, pgPoolSize: 5 });
      await migrateToLatest(handle.db);
      await content.fill(handle.db);
      return { databaseUrl: pgUrl, schema, handle, drop: () => dropPostgresSchema(pgUrl, schema) };
    }
    const name = await createPostgresCopy(pgUrl, run, content);
    const databaseUrl = postgresDatabaseUrl(pgUrl, name);
    const handle = await openDatabase({ dialect, url: databaseUrl }, { pgSchema: TEMPLATE_SCHEMA, pgPoolSize: 5 });
    return { databaseUrl, schema: TEMPLATE_SCHEMA, handle, drop: async () => dropPostgresDatabase(pgUrl, name) };
  }
  const nothingToDrop = async () => {};
  const image = run ? await sqliteTemplateImage(run, content) : undefined;
  if (options.sqliteFile) {
    const filename = path.join(dataDir, 'test.sqlite');
    if (image) fs.writeFileSync(filename, image);
    const handle = await openDatabase({ dialect, filename });
    if (!image) {
      await migrateToLatest(handle.db);
      await content.fill(handle.db);
    }
    return { databaseUrl: `sqlite:${filename}`, schema: '', handle, drop: nothingToDrop };
  }
  const handle = await openDatabase({ dialect, filename: ':memory:' }, image ? { sqliteImage: image } : {});
  if (!image) {
    await migrateToLatest(handle.db);
    await content.fill(handle.db);
  }
  return { databaseUrl: 'sqlite::memory:', schema: '', handle, drop: nothingToDrop };
}

/**
 * What a test app's seeded rows depend on. The demo's rows carry the clock's time (created_at, balances' dates);
 * an app on its own clock gets a template seeded at exactly that time. An app on the default clock (the real time,
 * frozen when the app is made) gets the template seeded by the first such app of the run on the same day in UTC
 * and in Dubai: its rows were written minutes earlier, as a shop's are written before a shopper arrives.
 */
function templateContent(options: TTestAppOptions, clock: TTestClock): TTemplateContent {
  if (options.seed === false) return { key: 'migrated', fill: async () => {} };
  const now = clock.now();
  const key = options.clock
    ? `seeded-at-${now.toISOString()}`
    : `seeded-on-${now.toISOString().slice(0, 10)}-dubai-${todayInDubai(now)}`;
  const seedClock = createTestClock(now.toISOString());
  return { key, fill: (db) => seedDemoData(db, seedClock) };
}

/** A PostgreSQL URL whose connections work in `schema` (pg passes `options` to the server at connect). */
function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}
