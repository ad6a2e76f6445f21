// The one place that knows which database runs: SQLite through better-sqlite3 (the embedded default) or
// PostgreSQL through pg. Everything above this file speaks Kysely and the portable schema of migrations/.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
  Migrator,
  PostgresAdapter,
  SqliteDialect,
  sql,
} from 'kysely';
import pg from 'pg';
import type { TDatabaseConfig } from '../config.js';
import type { TCacheBus } from '../lib/answer-caches.js';
import { openPgCacheBus, openSqliteCacheBus, type TCacheBusHandlers } from './cache-bus.js';
import * as initial from './migrations/2026-11-21-001-initial.js';
import * as capacity from './migrations/2026-11-21-002-capacity.js';
import * as catalogueIndexes from './migrations/2026-11-21-003-catalogue-indexes.js';
import * as rateLimits from './migrations/2026-11-21-004-rate-limits.js';
import * as cacheGenerations from './migrations/2026-11-23-005-cache-generations.js';
import * as bookingIndexes from './migrations/2026-11-23-006-booking-indexes.js';
import * as orderFailureReason from './migrations/2026-11-24-007-order-failure-reason.js';
import * as pendingPaymentsIndex from './migrations/2026-11-24-008-pending-payments-index.js';
import * as departures from './migrations/2026-11-24-009-departures.js';
import * as checkoutLineIds from './migrations/2026-11-25-010-checkout-line-ids.js';
import * as operators from './migrations/2026-11-25-011-operators.js';
import * as catalogueDesk from './migrations/2026-11-25-012-catalogue-desk.js';
import * as contentDesk from './migrations/2026-11-25-013-content-desk.js';
import * as bookingsDesk from './migrations/2026-11-25-014-bookings-desk.js';
import * as manifests from './migrations/2026-11-25-015-manifests.js';
import * as phoneBookings from './migrations/2026-11-25-016-phone-bookings.js';
import * as dateChanges from './migrations/2026-11-25-017-date-changes.js';
import * as reports from './migrations/2026-11-25-018-reports.js';
import * as outbox from './migrations/2026-11-25-019-outbox.js';
import * as reminderChoice from './migrations/2026-11-25-020-reminder-choice.js';
import * as phoneCodes from './migrations/2026-11-25-021-phone-codes.js';
import * as ledger from './migrations/2026-11-25-022-ledger.js';
import * as giftCards from './migrations/2026-11-26-023-gift-cards.js';
import * as payingWithBalances from './migrations/2026-11-26-024-paying-with-balances.js';
import * as promoDesk from './migrations/2026-11-26-025-promo-desk.js';
import * as giftCardPurchases from './migrations/2026-11-26-026-gift-card-purchases.js';
import * as demoOperators from './migrations/2026-11-27-027-demo-operators.js';
import * as signupBrowser from './migrations/2026-11-27-028-signup-browser.js';
import * as operatorCodeLock from './migrations/2026-11-27-029-operator-code-lock.js';
import * as orderRefunds from './migrations/2026-11-27-030-order-refunds.js';
import * as shopSettings from './migrations/2026-11-28-031-shop-settings.js';
import * as checkInTickets from './migrations/2026-11-28-032-check-in-tickets.js';
import * as customerNotes from './migrations/2026-11-28-034-customer-notes.js';
import * as paymentLinkSends from './migrations/2026-11-28-035-payment-link-sends.js';
import * as groupUnit from './migrations/2026-11-28-037-group-unit.js';
import * as gatewayTransactions from './migrations/2026-11-28-040-gateway-transactions.js';
import * as paymentReconciliation from './migrations/2026-11-28-041-payment-reconciliation.js';
import * as epgFinalizations from './migrations/2026-11-28-042-epg-finalizations.js';
import * as passengers from './migrations/2026-11-28-044-passengers.js';
import * as pickups from './migrations/2026-11-28-045-pickups.js';
import * as waivers from './migrations/2026-11-28-047-waivers.js';
import * as passengerCheckIns from './migrations/2026-11-28-048-passenger-check-ins.js';
import * as passengerErasures from './migrations/2026-11-28-049-passenger-erasures.js';
import * as arabicContent from './migrations/2026-11-28-051-arabic-content.js';
import * as orderLanguage from './migrations/2026-11-28-052-order-language.js';
import * as operatorLanguage from './migrations/2026-11-28-053-operator-language.js';
import * as checkoutPassengers from './migrations/2026-11-28-055-checkout-passengers.js';
import * as arabicBookingTerms from './migrations/2026-11-29-056-arabic-booking-terms.js';
import * as contentPages from './migrations/2026-11-29-057-content-pages.js';
import * as partners from './migrations/2026-11-29-058-partners.js';
import * as agencies from './migrations/2026-11-29-059-agencies.js';
import * as octoHoldPickup from './migrations/2026-11-29-060-octo-hold-pickup.js';
import * as seatHoldsExpiry from './migrations/2026-11-29-061-seat-holds-expiry.js';
import { CurrentSchemaPostgresDialect } from './schema-introspector.js';
import type { Database } from './tables/schema.js';
import { startWalCheckpointer, type TWalCheckpointer } from './wal-checkpointer.js';

export type TDb = Kysely<Database>;

export interface TDatabaseHandle {
  db: TDb;
  dialect: TDatabaseConfig['dialect'];
  /** Checks that the database answers (readiness). */
  ping(): Promise<void>;
  /** Cache notices to and from the other processes on this database (decision 017). */
  openCacheBus(handlers: TCacheBusHandlers): Promise<TCacheBus>;
  /** The connections this process holds (metrics): PostgreSQL's pool; SQLite's one connection. */
  poolStats(): { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

/** Migrations in the order they run. Names sort by date; a landed migration is never edited. */
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-21-001-initial': initial,
  '2026-11-21-002-capacity': capacity,
  '2026-11-21-003-catalogue-indexes': catalogueIndexes,
  '2026-11-21-004-rate-limits': rateLimits,
  '2026-11-23-005-cache-generations': cacheGenerations,
  '2026-11-23-006-booking-indexes': bookingIndexes,
  '2026-11-24-007-order-failure-reason': orderFailureReason,
  '2026-11-24-008-pending-payments-index': pendingPaymentsIndex,
  '2026-11-24-009-departures': departures,
  '2026-11-25-010-checkout-line-ids': checkoutLineIds,
  '2026-11-25-011-operators': operators,
  '2026-11-25-012-catalogue-desk': catalogueDesk,
  '2026-11-25-013-content-desk': contentDesk,
  '2026-11-25-014-bookings-desk': bookingsDesk,
  '2026-11-25-015-manifests': manifests,
  '2026-11-25-016-phone-bookings': phoneBookings,
  '2026-11-25-017-date-changes': dateChanges,
  '2026-11-25-018-reports': reports,
  '2026-11-25-019-outbox': outbox,
  '2026-11-25-020-reminder-choice': reminderChoice,
  '2026-11-25-021-phone-codes': phoneCodes,
  '2026-11-25-022-ledger': ledger,
  '2026-11-26-023-gift-cards': giftCards,
  '2026-11-26-024-paying-with-balances': payingWithBalances,
  '2026-11-26-025-promo-desk': promoDesk,
  '2026-11-26-026-gift-card-purchases': giftCardPurchases,
  '2026-11-27-027-demo-operators': demoOperators,
  '2026-11-27-028-signup-browser': signupBrowser,
  '2026-11-27-029-operator-code-lock': operatorCodeLock,
  '2026-11-27-030-order-refunds': orderRefunds,
  '2026-11-28-031-shop-settings': shopSettings,
  '2026-11-28-032-check-in-tickets': checkInTickets,
  '2026-11-28-034-customer-notes': customerNotes,
  '2026-11-28-035-payment-link-sends': paymentLinkSends,
  '2026-11-28-037-group-unit': groupUnit,
  '2026-11-28-040-gateway-transactions': gatewayTransactions,
  '2026-11-28-041-payment-reconciliation': paymentReconciliation,
  '2026-11-28-042-epg-finalizations': epgFinalizations,
  '2026-11-28-044-passengers': passengers,
  '2026-11-28-045-pickups': pickups,
  '2026-11-28-047-waivers': waivers,
  '2026-11-28-048-passenger-check-ins': passengerCheckIns,
  '2026-11-28-049-passenger-erasures': passengerErasures,
  '2026-11-28-051-arabic-content': arabicContent,
  '2026-11-28-052-order-language': orderLanguage,
  '2026-11-28-053-operator-language': operatorLanguage,
  '2026-11-28-055-checkout-passengers': checkoutPassengers,
  '2026-11-29-056-arabic-booking-terms': arabicBookingTerms,
  '2026-11-29-057-content-pages': contentPages,
  '2026-11-29-058-partners': partners,
  '2026-11-29-059-agencies': agencies,
  '2026-11-29-060-octo-hold-pickup': octoHoldPickup,
  '2026-11-29-061-seat-holds-expiry': seatHoldsExpiry,
};

/** The names of every migration, in the order they run. */
export function migrationNames(): string[] {
  return Object.keys(MIGRATIONS);
}

/**
 * The listed migrations, and a placeholder for each migration a later release has already run on this database (its
 * name sorts after our last): during a rolling upgrade this release's servers start, or start again, on the newer
 * schema, which only added to ours (decision 115). Kysely refuses a database with migrations it does not know.
 */
class ListedMigrations implements MigrationProvider {
  readonly #laterRun: () => Promise<string[]>;

  constructor(laterRun: () => Promise<string[]>) {
    this.#laterRun = laterRun;
  }

  async getMigrations(): Promise<Record<string, Migration>> {
    const later = await this.#laterRun();
    if (later.length === 0) return MIGRATIONS;
    const fromLaterRelease: Migration = {
      up: async () => {},
      down: async () => {
        throw new Error('A later release ran this migration: undo it with that release');
      },
    };
    return { ...MIGRATIONS, ...Object.fromEntries(later.map((name) => [name, fromLaterRelease])) };
  }
}

/**
 * The migrations a later release ran on this database (their names sort after our last): a server of this release
 * then only starts (decision 115).
 */
export async function migrationsOfLaterRelease(db: TDb): Promise<string[]> {
  const last = Object.keys(MIGRATIONS).at(-1) ?? '';
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return rows
    .map((row) => row.name)
    .filter((name) => name > last && !(name in MIGRATIONS))
    .sort();
}

export interface TOpenOptions {
  /** PostgreSQL only: the schema to work in (created when missing). Tests give each run its own. */
  pgSchema?: string;
  /** PostgreSQL only: the connection pool size. */
  pgPoolSize?: number;
  /** SQLite in memory only: start as a copy of this database file's bytes (tests copy a migrated template). */
  sqliteImage?: Buffer;
}

export async function openDatabase(config: TDatabaseConfig, options: TOpenOptions = {}): Promise<TDatabaseHandle> {
  if (config.dialect === 'sqlite') return openSqlite(config.filename, options.sqliteImage);
  return openPostgres(config.url, options);
}

function openSqlite(filename: string, image?: Buffer): TDatabaseHandle {
  if (image && filename !== ':memory:') throw new Error('A SQLite image opens in memory only');
  if (filename !== ':memory:') fs.mkdirSync(path.dirname(filename), { recursive: true });
  const sqlite = new SQLite(image ?? filename);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // NOTE: another process (a second server, `npm run seed`) may hold the write lock for a moment.
  sqlite.pragma('busy_timeout = 5000');
  // Checkpoints run in a worker thread, not inside whichever commit fills the log (decision 025); after one, the
  // log file is cut back to this size when it starts over.
  let checkpointer: TWalCheckpointer | undefined;
  if (filename !== ':memory:') {
    sqlite.pragma('wal_autocheckpoint = 0');
    sqlite.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
    checkpointer = startWalCheckpointer(filename, (message) => process.emitWarning(message, 'SqliteCheckpointWarning'));
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    db,
    dialect: 'sqlite',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    openCacheBus: (handlers) => openSqliteCacheBus(db, handlers),
    // One connection, used by every query in turn (better-sqlite3 is synchronous): never idle, never waited for.
    poolStats: () => ({ total: 1, idle: 0, waiting: 0, max: 1 }),
    close: async () => {
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

/** The write-ahead log's size once a checkpoint lets it start over. */
const WAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

/** Statements kept prepared; the API has a few hundred distinct queries, each compiled to the same SQL. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query again; preparing costs as much as running a small one. The wrapper keeps
 * prepared statements by their SQL (least recently used dropped first). Safe because Kysely only calls
 * `all` or `run` on them, which finish before the next statement runs (better-sqlite3 is synchronous).
 */
function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const statements = new Map<string, SQLite.Statement>();
  const prepare = (source: string): SQLite.Statement => {
    let statement = statements.get(source);
    if (statement) {
      statements.delete(source);
    } else {
      statement = sqlite.prepare(source);
      if (statements.size >= STATEMENT_CACHE_SIZE) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
    }
    statements.set(source, statement);
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property === 'prepare') return prepare;
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

// NOTE: count(*) and other bigint results arrive from pg as strings; every bigint we read is a small count.
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Distinct statements kept prepared per connection; past this many, further ones are parsed each time. */
const PG_PREPARED_STATEMENTS = 1_000;

/**
 * Kysely sends every query unnamed, so PostgreSQL parses and plans it again on each run, which costs more
 * than running most of our queries. Giving each distinct SQL text a name makes pg prepare it once per
 * connection and only bind and execute it afterwards (decision 020). Queries without parameters (begin,
 * commit) keep the simple protocol.
 */
function keepStatementsPrepared(client: pg.PoolClient, names: Map<string, string>): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (text: unknown, values?: unknown, ...rest: unknown[]): unknown => {
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0 && rest.length === 0) {
      let name = names.get(text);
      if (name === undefined && names.size < PG_PREPARED_STATEMENTS) {
        name = `rihla_${names.size}`;
        names.set(text, name);
      }
      if (name !== undefined) return query({ name, text, values });
    }
    return query(text, values, ...rest);
  };
  client.query = named as typeof client.query;
}

async function openPostgres(url: string, options: TOpenOptions): Promise<TDatabaseHandle> {
  const schema = options.pgSchema;
  if (schema && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid PostgreSQL schema name: ${schema}`);
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`create schema if not exists "${schema}"`);
    } catch (error) {
      // NOTE: `if not exists` does not stop two sessions creating the same schema at once from colliding (23505).
      if (!isUniqueViolation(error)) throw error;
    } finally {
      await admin.end();
    }
  }
  const connection = { connectionString: url, ...(schema ? { options: `-c search_path=${schema}` } : {}) };
  const pool = new pg.Pool({ ...connection, max: options.pgPoolSize ?? 10, types: pgTypes });
  const statementNames = new Map<string, string>();
  pool.on('connect', (client) => keepStatementsPrepared(client, statementNames));
  const db = new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    openCacheBus: (handlers) => openPgCacheBus(db, connection, handlers),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? 10,
    }),
    close: () => db.destroy(),
  };
}

/** The migrator of the listed migrations, whose own tables live in the connection's schema on PostgreSQL. */
async function migratorOf(db: TDb): Promise<Migrator> {
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  // NOTE: on SQLite the migrator runs on the one connection held inside the lock, and a query on it from within the
  // migrator would wait for itself: what a later release ran is read now, under the lock. On PostgreSQL it is read when
  // Kysely asks, under its advisory lock, on another of the pool's connections.
  const laterRun = migrationTableSchema
    ? () => migrationsOfLaterRelease(db)
    : await migrationsOfLaterRelease(db).then(
        (names) => async () => names,
        // A new database: no migration table yet.
        () => async () => [],
      );
  return new Migrator({ db, provider: new ListedMigrations(laterRun), migrationTableSchema });
}

/** How long a process waits for another's migrations before giving up (Kysely waits as long on PostgreSQL). */
const MIGRATION_LOCK_WAIT_MS = 60 * 60 * 1000;
/** How often a SQLite process waiting for another's migrations tries the write lock again. */
const MIGRATION_LOCK_POLL_MS = 25;

/**
 * Runs the migrator while no other process can migrate the same database (decision 115). On PostgreSQL Kysely does
 * it: a session advisory lock, then every pending migration in one transaction. On SQLite Kysely takes no lock (it
 * guards one connection only), so two processes starting on a fresh file both ran migration 001 and one failed.
 * There the migrator runs on one connection inside `BEGIN IMMEDIATE`, SQLite's write lock across processes: whoever
 * takes it first migrates, the others wait and then find nothing pending; a failure rolls the whole run back.
 */
async function withMigrationLock(db: TDb, run: (db: TDb) => Promise<MigrationResultSet>): Promise<MigrationResultSet> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return run(db);
  return db.connection().execute(async (connection) => {
    await beginImmediate(connection);
    let isCommitted = false;
    try {
      const outcome = await run(connection);
      if (!outcome.error && !outcome.results?.some((result) => result.status === 'Error')) {
        await sql`commit`.execute(connection);
        isCommitted = true;
      }
      return outcome;
    } finally {
      if (!isCommitted) await sql`rollback`.execute(connection);
    }
  });
}

/**
 * Takes SQLite's write lock, waiting without blocking the event loop: the busy timeout would stall the whole thread
 * (better-sqlite3 is synchronous), so it is off while the lock is tried every few milliseconds.
 */
async function beginImmediate(connection: TDb): Promise<void> {
  const deadline = Date.now() + MIGRATION_LOCK_WAIT_MS;
  const { rows } = await sql<{ timeout: number }>`pragma busy_timeout`.execute(connection);
  await sql`pragma busy_timeout = 0`.execute(connection);
  try {
    for (;;) {
      try {
        await sql`begin immediate`.execute(connection);
        return;
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'SQLITE_BUSY' || Date.now() > deadline) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, MIGRATION_LOCK_POLL_MS));
    }
  } finally {
    await sql`pragma busy_timeout = ${sql.lit(rows[0]?.timeout ?? 5000)}`.execute(connection);
  }
}

/**
 * Brings the schema up to date; safe to run from several processes at once (one migrates, the others wait: decision
 * 115). On PostgreSQL the migration tables are looked for in the connection's own schema: Kysely otherwise counts
 * them in any schema of the database, and another schema's would hide this one's missing tables.
 */
export async function migrateToLatest(db: TDb): Promise<void> {
  const { error, results } = await withMigrationLock(db, async (locked) =>
    (await migratorOf(locked)).migrateToLatest(),
  );
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

/** Brings the schema to one named migration (up or down): the migration tests start from an older schema. */
export async function migrateTo(db: TDb, name: string): Promise<void> {
  const { error } = await withMigrationLock(db, async (locked) => (await migratorOf(locked)).migrateTo(name));
  if (error) throw new Error(`Migrating to ${name} failed`, { cause: error });
}

/** Drops a PostgreSQL schema made for one test run. */
export async function dropPostgresSchema(url: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid PostgreSQL schema name: ${schema}`);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await admin.end();
  }
}

/** True when an error is a unique-constraint violation, in either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * Runs `work` inside a savepoint of the caller's transaction: when it throws, what it wrote is undone and the
 * error passed on, while the rest of the transaction stands (SQLite and PostgreSQL spell savepoints alike).
 */
export async function inSavepoint<T>(trx: TDb, name: string, work: () => Promise<T>): Promise<T> {
  const savepoint = sql.raw(name);
  await sql`savepoint ${savepoint}`.execute(trx);
  try {
    const result = await work();
    await sql`release savepoint ${savepoint}`.execute(trx);
    return result;
  } catch (error) {
    await sql`rollback to savepoint ${savepoint}`.execute(trx);
    await sql`release savepoint ${savepoint}`.execute(trx);
    throw error;
  }
}
