// Backups of the database and their restoring (decision 114), the other place besides database.ts that knows SQLite
// from PostgreSQL: SQLite's copy comes from its online backup API (never a file copy, which could catch a page
// half written), PostgreSQL's from pg_dump of the connection's schema, in the snapshot the manifest's counts are read
// in. A restore replaces the configured database whole; the caller has checked the backup's files and asked whether
// the database may be replaced.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { migrateToLatest, openDatabase } from './database.js';

/** The database settings (config.ts), as database.ts takes them: db/ imports nothing above it. */
type TDatabaseConfig = Parameters<typeof openDatabase>[0];

/** The tables whose rows a backup's manifest counts and a restore compares: the money and the audit trail. */
export const BACKUP_COUNTED_TABLES = ['orders', 'payments', 'order_refunds', 'ledger_entries', 'audit_log'] as const;
export type TBackupCountedTable = (typeof BACKUP_COUNTED_TABLES)[number];

/** What a database holds, as a manifest records it. */
export interface TDatabaseFacts {
  lastMigration: string | null;
  counts: Record<TBackupCountedTable, number>;
  /** PostgreSQL only: the schema the tables live in. */
  schema: string | null;
}

/** A refusal a person can act on (no stack): the command prints it and exits with 2. */
export class BackupRefusal extends Error {}

/** The database file of a backup: its name inside the backup's directory by dialect. */
export const BACKUP_DATABASE_FILE = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const;

type TQuery = (text: string) => Promise<Array<Record<string, unknown>>>;

/** Row counts and the last migration, through whichever connection reads the state being backed up. */
async function readFacts(query: TQuery, hasTable: (name: string) => Promise<boolean>): Promise<TDatabaseFacts> {
  const counts = {} as Record<TBackupCountedTable, number>;
  for (const table of BACKUP_COUNTED_TABLES) {
    counts[table] = (await hasTable(table))
      ? Number((await query(`select count(*) as n from ${table}`))[0]?.n ?? 0)
      : 0;
  }
  const lastMigration = (await hasTable('kysely_migration'))
    ? (((await query('select name from kysely_migration order by name desc limit 1'))[0]?.name as string) ?? null)
    : null;
  return { lastMigration, counts, schema: null };
}

function sqliteFacts(sqlite: SQLite.Database): Promise<TDatabaseFacts> {
  return readFacts(
    async (text) => sqlite.prepare(text).all() as Array<Record<string, unknown>>,
    async (name) =>
      sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(name) !== undefined,
  );
}

/** Every page in one step: one read transaction, so a write meanwhile neither tears the copy nor restarts it. */
const ALL_PAGES = 0x7fffffff;

/** Writes the configured database into `dir`; answers the file's name and what it holds. */
export async function backupDatabase(
  config: TDatabaseConfig,
  dir: string,
): Promise<{ file: string; facts: TDatabaseFacts }> {
  if (config.dialect === 'sqlite') return backupSqlite(config.filename, dir);
  return backupPostgres(config.url, dir);
}

async function backupSqlite(filename: string, dir: string): Promise<{ file: string; facts: TDatabaseFacts }> {
  if (filename === ':memory:') throw new BackupRefusal('An in-memory database cannot be backed up.');
  if (!fs.existsSync(filename)) throw new BackupRefusal(`There is no database at ${filename} to back up.`);
  const file = BACKUP_DATABASE_FILE.sqlite;
  const source = new SQLite(filename, { fileMustExist: true });
  try {
    // NOTE: a reader never waits on a writer in WAL mode; the timeout covers a server opening or checkpointing the file.
    source.pragma('busy_timeout = 5000');
    await source.backup(path.join(dir, file), { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  // The copy becomes one self-contained file (no write-ahead log beside it); a server sets WAL again when it opens it.
  const copy = new SQLite(path.join(dir, file));
  try {
    copy.pragma('journal_mode = DELETE');
    return { file, facts: await sqliteFacts(copy) };
  } finally {
    copy.close();
  }
}

async function backupPostgres(url: string, dir: string): Promise<{ file: string; facts: TDatabaseFacts }> {
  const file = BACKUP_DATABASE_FILE.postgres;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await assertClientFits(client, 'pg_dump');
    // The counts and pg_dump read the same snapshot: the manifest says exactly what the dump holds.
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]?.id ?? '';
    const schema = (await client.query<{ name: string | null }>('select current_schema() as name')).rows[0]?.name;
    if (!schema) throw new BackupRefusal("The connection's schema does not exist: nothing to back up.");
    const facts = await readFacts(
      async (text) => (await client.query(text)).rows,
      async (name) => (await client.query('select to_regclass($1) as oid', [name])).rows[0]?.oid !== null,
    );
    await runTool(
      'pg_dump',
      ['--format=custom', `--schema=${quoted(schema)}`, `--snapshot=${snapshot}`, `--file=${path.join(dir, file)}`],
      url,
    );
    await client.query('commit');
    return { file, facts: { ...facts, schema } };
  } finally {
    await client.end();
  }
}

/** Migrates the configured database to this release and answers what it then holds (after a restore). */
export async function migratedFacts(config: TDatabaseConfig): Promise<TDatabaseFacts> {
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database.db);
    return await readFacts(
      async (text) => (await sql.raw(text).execute(database.db)).rows as Array<Record<string, unknown>>,
      // Every table exists once migrated.
      async () => true,
    );
  } finally {
    await database.close();
  }
}

/** How many orders the configured database holds (0 when there is no database or no table yet). */
export async function ordersIn(config: TDatabaseConfig): Promise<number> {
  if (config.dialect === 'sqlite') {
    if (config.filename === ':memory:' || !fs.existsSync(config.filename)) return 0;
    const sqlite = new SQLite(config.filename, { fileMustExist: true });
    try {
      return (await sqliteFacts(sqlite)).counts.orders;
    } finally {
      sqlite.close();
    }
  }
  return withClient(config.url, async (client) => {
    const schema = await targetSchemaOf(client);
    const table = await client.query('select to_regclass($1) as oid', [`"${schema}".orders`]);
    if (table.rows[0]?.oid === null) return 0;
    const rows = await client.query<{ n: number }>(`select count(*)::int as n from "${schema}".orders`);
    return rows.rows[0]?.n ?? 0;
  });
}

/**
 * Replaces the configured database with a backup's file. SQLite: the file is copied beside the database and renamed
 * over it (atomic: the database is the old one or the new one, never half of each), refused while a server has it
 * open. PostgreSQL: the connection's schema is dropped and the dump restored in one transaction (all or nothing).
 */
export async function restoreDatabase(config: TDatabaseConfig, file: string, sourceSchema: string | null) {
  if (config.dialect === 'sqlite') return restoreSqlite(config.filename, file);
  return restorePostgres(config.url, file, sourceSchema);
}

async function restoreSqlite(filename: string, file: string): Promise<void> {
  if (filename === ':memory:') throw new BackupRefusal('A backup cannot be restored into an in-memory database.');
  fs.mkdirSync(path.dirname(filename), { recursive: true });
  const temp = `${filename}.restoring-${process.pid}`;
  fs.copyFileSync(file, temp);
  try {
    syncFile(temp);
    if (fs.existsSync(filename)) assertNoOneHasOpen(filename);
    fs.renameSync(temp, filename);
    syncFile(path.dirname(filename));
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/**
 * Refuses while another process (a server, the messages worker) has the SQLite file open: the last connection to
 * close deletes the write-ahead log and its index, so when ours closes and they remain, someone else holds them.
 * Renaming a new file under a running server would leave it writing to the old one.
 */
function assertNoOneHasOpen(filename: string): void {
  const sqlite = new SQLite(filename, { fileMustExist: true });
  try {
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    sqlite.close();
  }
  if (fs.existsSync(`${filename}-wal`) || fs.existsSync(`${filename}-shm`)) {
    throw new BackupRefusal(
      `Another process has ${filename} open: stop every server and the messages worker, then restore again.`,
    );
  }
}

function syncFile(name: string): void {
  const fd = fs.openSync(name, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

async function restorePostgres(url: string, file: string, sourceSchema: string | null): Promise<void> {
  const { target, source } = await withClient(url, async (client) => {
    await assertClientFits(client, 'pg_restore');
    await assertClientFits(client, 'psql');
    const target = await targetSchemaOf(client);
    const source = sourceSchema ?? target;
    if (source !== target) {
      const taken = await client.query('select 1 from pg_namespace where nspname = $1', [source]);
      if ((taken.rowCount ?? 0) > 0) {
        throw new BackupRefusal(
          `The backup's schema "${source}" exists in this database beside "${target}": restore into another ` +
            'database, or into a schema of that name.',
        );
      }
    }
    return { target, source };
  });
  // The dump creates its own schema: the old one goes first, and a dump of another schema's name is renamed to this
  // connection's, all in psql's one transaction.
  const steps = ['-c', `drop schema if exists ${quoted(target)} cascade`, '-f', '-'];
  if (source !== target) steps.push('-c', `alter schema ${quoted(source)} rename to ${quoted(target)}`);
  await runTool('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], url, {
    pipeTo: { command: 'psql', args: ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', ...steps] },
  });
}

/** An identifier quoted for SQL (and as an exact pattern for pg_dump's --schema: case kept, no wildcards). */
function quoted(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

/** The schema a connection works in: its current schema, or the first of its search_path not yet created. */
async function targetSchemaOf(client: pg.Client): Promise<string> {
  const current = (await client.query<{ name: string | null }>('select current_schema() as name')).rows[0]?.name;
  if (current) return current;
  const searchPath = (await client.query<{ path: string }>("select current_setting('search_path') as path")).rows[0];
  const first = (searchPath?.path ?? '')
    .split(',')
    .map((entry) => entry.trim().replace(/^"(.*)"$/, '$1'))
    .find((entry) => entry !== '' && entry !== '$user');
  return first ?? 'public';
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * pg_dump and pg_restore read a server of their own major version or older only (psql runs the restore): a missing
 * tool or an older one is refused here with what to install, before anything is written.
 */
async function assertClientFits(client: pg.Client, tool: 'pg_dump' | 'pg_restore' | 'psql'): Promise<void> {
  const server = Number(
    (await client.query<{ v: string }>("select current_setting('server_version_num') as v")).rows[0]?.v ?? 0,
  );
  const serverMajor = Math.floor(server / 10_000);
  let output: string;
  try {
    output = await runTool(tool, ['--version'], null);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new BackupRefusal(
      `${tool} was not found on the PATH: install the PostgreSQL client tools of the server's version ` +
        `(${serverMajor}), e.g. \`apt-get install postgresql-client-${serverMajor}\`.`,
    );
  }
  const toolMajor = Number(/(\d+)(?:\.\d+)?/.exec(output)?.[1] ?? 0);
  if (toolMajor < serverMajor) {
    throw new BackupRefusal(
      `${tool} ${toolMajor} cannot read a PostgreSQL ${serverMajor} server: install postgresql-client-${serverMajor}.`,
    );
  }
}

/**
 * libpq's settings of a connection URL, as environment variables: the password stays out of the process list, and
 * the URL's `options` (a search_path) and `sslmode` reach the tool as they reach pg.
 */
function libpqEnvironmentOf(url: string): Record<string, string> {
  const parsed = new URL(url);
  const env: Record<string, string> = {};
  const set = (name: string, value: string | null | undefined) => {
    if (value) env[name] = value;
  };
  set('PGHOST', parsed.searchParams.get('host') ?? decodeURIComponent(parsed.hostname));
  set('PGPORT', parsed.port || parsed.searchParams.get('port'));
  set('PGUSER', decodeURIComponent(parsed.username));
  set('PGPASSWORD', decodeURIComponent(parsed.password));
  set('PGDATABASE', decodeURIComponent(parsed.pathname.replace(/^\//, '')));
  set('PGOPTIONS', parsed.searchParams.get('options'));
  const sslmode = parsed.searchParams.get('sslmode');
  // NOTE: pg's `no-verify` is not libpq's; libpq's `require` encrypts without checking the certificate, as it means.
  set('PGSSLMODE', sslmode === 'no-verify' ? 'require' : sslmode);
  return env;
}

interface TPipe {
  command: string;
  args: string[];
}

/**
 * Runs a PostgreSQL client tool (url: the connection it reaches through libpq's variables), optionally piping its
 * output into a second one; answers the output, or throws with what the tools wrote to stderr.
 */
function runTool(command: string, args: string[], url: string | null, options: { pipeTo?: TPipe } = {}) {
  const env = { ...process.env, ...(url ? libpqEnvironmentOf(url) : {}) };
  return new Promise<string>((resolve, reject) => {
    const first = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const second = options.pipeTo
      ? spawn(options.pipeTo.command, options.pipeTo.args, { env, stdio: ['pipe', 'ignore', 'pipe'] })
      : null;
    let stdout = '';
    let stderr = '';
    let pending = second ? 2 : 1;
    let failure: Error | null = null;
    const finish = (name: string) => (code: number | null) => {
      if (code !== 0 && !failure) failure = new Error(`${name} failed (exit ${code}): ${stderr.trim()}`);
      pending -= 1;
      if (pending === 0) {
        if (failure) reject(failure);
        else resolve(stdout);
      }
    };
    const spawnFailed = (error: Error) => {
      first.kill();
      second?.kill();
      reject(error);
    };
    first.on('error', spawnFailed);
    second?.on('error', spawnFailed);
    first.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    second?.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    if (second?.stdin) {
      first.stdout.pipe(second.stdin);
      // A psql that stops early (ON_ERROR_STOP) closes its input: pg_restore's broken pipe is its failure, said.
      second.stdin.on('error', () => {});
    } else {
      first.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
      });
    }
    first.on('close', finish(command));
    second?.on('close', finish(options.pipeTo?.command ?? ''));
  });
}
