// Migrations run once across servers (decision 115): several processes starting at once on a fresh database each
// bring the schema up to date, one of them runs each migration, and the others wait for it and find nothing to do.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { builtEntry } from '../test/built-entry.js';
import {
  dropPostgresSchema,
  migrateToLatest,
  migrationNames,
  migrationsOfLaterRelease,
  openDatabase,
  type TDatabaseHandle,
} from './database.js';

const isPostgres = process.env.TEST_DIALECT === 'postgres';
const pgUrl = process.env.TEST_DATABASE_URL as string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-concurrent-migrations-'));
const schemas: string[] = [];

afterAll(async () => {
  for (const schema of schemas) await dropPostgresSchema(pgUrl, schema);
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A database no migration has touched: a new SQLite file, or a new PostgreSQL schema. */
function freshDatabase(): { open(): Promise<TDatabaseHandle>; url: string } {
  const name = `cm_${crypto.randomBytes(5).toString('hex')}`;
  if (isPostgres) {
    schemas.push(name);
    const url = new URL(pgUrl);
    url.searchParams.set('options', `-c search_path=${name}`);
    return {
      open: () => openDatabase({ dialect: 'postgres', url: pgUrl }, { pgSchema: name, pgPoolSize: 2 }),
      url: url.toString(),
    };
  }
  const filename = path.join(dir, `${name}.sqlite`);
  return { open: () => openDatabase({ dialect: 'sqlite', filename }), url: `sqlite:${filename}` };
}

/** The schema as text: every table's columns and every index, with the schema's own name left out. */
async function schemaOf(handle: TDatabaseHandle): Promise<string[]> {
  if (handle.dialect === 'sqlite') {
    const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
      select type, name, sql from sqlite_master where name not like 'sqlite_%' order by type, name`.execute(handle.db);
    return rows.map((row) => `${row.type} ${row.name}: ${row.sql}`);
  }
  const columns = await sql<{ line: string }>`
    select table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' ||
           coalesce(column_default, '') as line
    from information_schema.columns where table_schema = current_schema()`.execute(handle.db);
  const indexes = await sql<{ line: string }>`
    select replace(indexdef, current_schema() || '.', '') as line from pg_indexes
    where schemaname = current_schema()`.execute(handle.db);
  return [...columns.rows, ...indexes.rows].map((row) => row.line).sort();
}

async function migrationsRun(handle: TDatabaseHandle): Promise<string[]> {
  const rows = await handle.db
    .selectFrom('kysely_migration' as never)
    .select(sql<string>`name`.as('name'))
    .orderBy(sql`name`)
    .execute();
  return rows.map((row) => row.name);
}

let reference: { schema: string[]; migrations: string[] } | undefined;

/** The schema and migration list of a database migrated by one process alone. */
async function referenceSchema(): Promise<{ schema: string[]; migrations: string[] }> {
  if (!reference) {
    const handle = await freshDatabase().open();
    try {
      await migrateToLatest(handle.db);
      reference = { schema: await schemaOf(handle), migrations: await migrationsRun(handle) };
    } finally {
      await handle.close();
    }
  }
  return reference;
}

async function expectWholeAndOnce(database: { open(): Promise<TDatabaseHandle> }): Promise<void> {
  const expected = await referenceSchema();
  const handle = await database.open();
  try {
    const migrations = await migrationsRun(handle);
    expect(migrations).toEqual(expected.migrations);
    expect(migrations).toEqual(migrationNames());
    expect(await schemaOf(handle)).toEqual(expected.schema);
  } finally {
    await handle.close();
  }
}

describe('migrateToLatest from several processes at once (decision 115)', () => {
  it('three handles on one fresh database all succeed; each migration runs once and the schema is whole', async () => {
    const database = freshDatabase();
    const handles = await Promise.all([1, 2, 3].map(() => database.open()));
    try {
      const outcomes = await Promise.allSettled(handles.map((handle) => migrateToLatest(handle.db)));
      expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
        'ok',
      ]);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
    await expectWholeAndOnce(database);
  });

  it('three processes of the built code migrating one fresh database at the same moment all succeed', async () => {
    const database = freshDatabase();
    // Opened once from here: on PostgreSQL that makes the schema the processes' URL names.
    await (await database.open()).close();
    const children = [1, 2, 3].map(() => startMigratingProcess(database.url));
    // Each has opened the database; then all are told to migrate at once.
    await Promise.all(children.map((child) => child.opened));
    for (const child of children) child.go();
    const outcomes = await Promise.all(children.map((child) => child.finished));
    expect(outcomes).toEqual(['migrated', 'migrated', 'migrated']);
    await expectWholeAndOnce(database);
  }, 60_000);
});

describe('a migration run that fails (decision 115)', () => {
  it('is undone whole, on SQLite as on PostgreSQL: the next start runs every migration again', async () => {
    const handle = await freshDatabase().open();
    try {
      // The last migration's table is in the way: every migration before it runs, then that one fails.
      await sql`create table content_pages (page text primary key)`.execute(handle.db);
      await expect(migrateToLatest(handle.db)).rejects.toThrow(/Migration 2026-11-29-057-content-pages failed/);
      const tables = (await handle.db.introspection.getTables({ withInternalKyselyTables: true })).map(
        (table) => table.name,
      );
      expect(tables.filter((name) => !name.startsWith('kysely_'))).toEqual(['content_pages']);
      // PostgreSQL keeps Kysely's own tables, made before its lock; SQLite makes them inside it.
      if (tables.includes('kysely_migration')) expect(await migrationsRun(handle)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});

describe("a server of this release on a later release's schema (decision 115)", () => {
  it('migrates nothing and starts, where Kysely refused a database with migrations it does not know', async () => {
    const handle = await freshDatabase().open();
    try {
      await migrateToLatest(handle.db);
      const later = '2099-01-01-999-a-later-release';
      await sql`insert into kysely_migration (name, timestamp) values (${later}, ${new Date().toISOString()})`.execute(
        handle.db,
      );
      await sql`create table later_release_table (id text primary key)`.execute(handle.db);
      await migrateToLatest(handle.db);
      expect(await migrationsOfLaterRelease(handle.db)).toEqual([later]);
      expect(await migrationsRun(handle)).toEqual([...migrationNames(), later]);

      // A migration this code does not know among its own is not a later release's: still refused.
      await sql`insert into kysely_migration (name, timestamp) values (${'2026-11-21-000-unknown'}, ${''})`.execute(
        handle.db,
      );
      await expect(migrateToLatest(handle.db)).rejects.toThrow(/failed/);
    } finally {
      await handle.close();
    }
  });
});

/**
 * A child process that opens `databaseUrl` with the built database module (as the server does at start), says
 * "opened", waits for "go" on its stdin, migrates, and answers "migrated" or the error it met.
 */
function startMigratingProcess(databaseUrl: string): {
  opened: Promise<void>;
  go(): void;
  finished: Promise<string>;
} {
  const script = `
    const { migrateToLatest, openDatabase } = await import(process.env.DATABASE_MODULE);
    const url = process.env.DATABASE_URL;
    const handle = await openDatabase(
      url.startsWith('sqlite:') ? { dialect: 'sqlite', filename: url.slice('sqlite:'.length) } : { dialect: 'postgres', url },
    );
    process.stdout.write('opened\\n');
    process.stdin.once('data', async () => {
      try {
        await migrateToLatest(handle.db);
        process.stdout.write('migrated\\n');
      } catch (error) {
        process.stdout.write(\`failed: \${error.message} \${error.cause?.message ?? ''}\\n\`);
      } finally {
        await handle.close();
        process.exit(0);
      }
    });`;
  // A file, not `node -e`: an eval'd module would make the checkpointer's eval'd worker a module too.
  const file = path.join(dir, 'migrate.mjs');
  if (!fs.existsSync(file)) fs.writeFileSync(file, script);
  const child = spawn(process.execPath, [file], {
    env: { PATH: process.env.PATH ?? '', DATABASE_MODULE: builtEntry('db/database'), DATABASE_URL: databaseUrl },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    errors += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const opened = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => output.includes('opened') && resolve());
    exited.then(() => reject(new Error(`the process ended before opening the database:\n${output}${errors}`)));
  });
  return {
    opened,
    go: () => child.stdin.write('go\n'),
    finished: exited.then(() => `${output.replace('opened\n', '')}${errors}`.trim()),
  };
}
