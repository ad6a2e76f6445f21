// Snapshots of the database for tests that prove a request changed nothing: a fingerprint of every table
// (found at run time, so tables added later are covered without editing this file) and the rows of one
// account.
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { TTestApp } from './harness.js';

/** The row counter installChangeCounter adds. */
const COUNTER_TABLE = 'test_change_counter';
/** Kysely's own bookkeeping (never touched by a request) and the counter of this file. */
const BOOKKEEPING_TABLES = new Set(['kysely_migration', 'kysely_migration_lock', COUNTER_TABLE]);

const tablesCache = new WeakMap<TTestApp, Promise<string[]>>();

export function tablesOf(t: TTestApp): Promise<string[]> {
  let tables = tablesCache.get(t);
  if (!tables) {
    tables = (async () => {
      const result =
        t.dialect === 'postgres'
          ? await sql<{ name: string }>`select table_name as name from information_schema.tables
              where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.app.ctx.db)
          : await sql<{ name: string }>`select name from sqlite_master
              where type = 'table' and name not like 'sqlite_%'`.execute(t.app.ctx.db);
      return result.rows
        .map((row) => row.name)
        .filter((name) => !BOOKKEEPING_TABLES.has(name))
        .sort();
    })();
    tablesCache.set(t, tables);
  }
  return tables;
}

const columnsCache = new Map<string, Promise<string[]>>();

export function columnsOf(t: TTestApp, table: string): Promise<string[]> {
  const key = `${t.dialect}:${table}`;
  let columns = columnsCache.get(key);
  if (!columns) {
    columns = (async () => {
      const result =
        t.dialect === 'postgres'
          ? await sql<{ name: string }>`select column_name as name from information_schema.columns
              where table_schema = current_schema() and table_name = ${table}`.execute(t.app.ctx.db)
          : await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(t.app.ctx.db);
      return result.rows.map((row) => row.name);
    })();
    columnsCache.set(key, columns);
  }
  return columns;
}

/** table -> hash of its rows (in a stable order). */
export type TFingerprint = Map<string, string>;

/** A hash of every table's rows; PostgreSQL hashes on its side in one round trip. */
export async function fingerprint(
  t: TTestApp,
  ignore: ReadonlySet<string> = new Set(),
  only?: readonly string[],
): Promise<TFingerprint> {
  const tables = (await tablesOf(t)).filter((table) => !ignore.has(table) && (!only || only.includes(table)));
  if (tables.length === 0) return new Map();
  const result = new Map<string, string>();
  if (t.dialect === 'postgres') {
    const parts = tables.map(
      (table) =>
        sql`select ${table} as name, (select md5(coalesce(string_agg(md5(r::text), ',' order by md5(r::text)), ''))
          from ${sql.table(table)} r) as hash`,
    );
    const query = sql.join(parts, sql` union all `);
    const rows = await sql<{ name: string; hash: string }>`${query}`.execute(t.app.ctx.db);
    for (const row of rows.rows) result.set(row.name, row.hash);
    return result;
  }
  for (const table of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.app.ctx.db);
    const lines = rows.rows.map((row) => JSON.stringify(row)).sort();
    result.set(table, crypto.createHash('sha256').update(lines.join('\n')).digest('hex'));
  }
  return result;
}

/** The tables whose hash differs between two fingerprints ([] when nothing changed). */
export function changedTables(before: TFingerprint, after: TFingerprint): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

/**
 * Every row that belongs to one account: its users row, rows of every table with a user_id column, rows
 * pointing at its checkouts (seat holds, payments) and the gateway transactions of its payments.
 */
export async function accountRows(t: TTestApp, userId: string): Promise<Record<string, string[]>> {
  const { db } = t.app.ctx;
  const snapshot: Record<string, string[]> = {};
  const checkoutIds = (await db.selectFrom('checkouts').select('id').where('user_id', '=', userId).execute()).map(
    (row) => row.id,
  );
  for (const table of await tablesOf(t)) {
    const columns = await columnsOf(t, table);
    const conditions = [];
    if (table === 'users') conditions.push(sql`id = ${userId}`);
    if (columns.includes('user_id')) conditions.push(sql`user_id = ${userId}`);
    if (columns.includes('checkout_id') && checkoutIds.length > 0)
      conditions.push(sql`checkout_id in (${sql.join(checkoutIds.map((id) => sql`${id}`))})`);
    if (table === 'sandbox_transactions')
      conditions.push(sql`id in (select provider_transaction_id from payments where user_id = ${userId})`);
    if (conditions.length === 0) continue;
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}
      where ${sql.join(conditions, sql` or `)}`.execute(db);
    snapshot[table] = rows.rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}

/**
 * Counts the rows written to each table, with triggers on the test's own database. A transaction that is
 * rolled back rolls its counts back too, so an unchanged count proves that nothing was written to a table;
 * only the tables whose count moved need a fresh fingerprint.
 */
export async function installChangeCounter(t: TTestApp): Promise<void> {
  const { db } = t.app.ctx;
  const tables = await tablesOf(t);
  await sql`create table ${sql.table(COUNTER_TABLE)} (name text primary key, n integer not null)`.execute(db);
  for (const table of tables)
    await sql`insert into ${sql.table(COUNTER_TABLE)} (name, n) values (${table}, 0)`.execute(db);
  if (t.dialect === 'postgres') {
    await sql`create function test_count_change() returns trigger language plpgsql as $$
      begin update test_change_counter set n = n + 1 where name = TG_TABLE_NAME; return null; end $$`.execute(db);
  }
  for (const table of tables) {
    for (const operation of ['insert', 'update', 'delete']) {
      const trigger = sql.raw(`test_count_${operation}_${table}`);
      if (t.dialect === 'postgres') {
        await sql`create trigger ${trigger} after ${sql.raw(operation)} on ${sql.table(table)}
          for each row execute function test_count_change()`.execute(db);
      } else {
        await sql`create trigger ${trigger} after ${sql.raw(operation)} on ${sql.table(table)}
          begin update test_change_counter set n = n + 1 where name = ${sql.lit(table)}; end`.execute(db);
      }
    }
  }
}

/** table -> rows written so far (see installChangeCounter). */
export async function changeCounts(t: TTestApp): Promise<Map<string, number>> {
  const result = await sql<{ name: string; n: number }>`select name, n from ${sql.table(COUNTER_TABLE)}`.execute(
    t.app.ctx.db,
  );
  return new Map(result.rows.map((row) => [row.name, Number(row.n)]));
}
