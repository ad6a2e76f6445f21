// One migrated (and usually seeded) database per kind of content and test run, copied for each test app
// (decision 064): on SQLite a file image opened in memory, on PostgreSQL a database created from a template
// database. Migrating and seeding cost about 1.3 s an app; a copy costs a few milliseconds on SQLite and a
// database creation on PostgreSQL. The migration tests do not come here: they migrate for real.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { migrateToLatest, openDatabase, type TDb } from '../db/database.js';

/** The schema the tables live in inside a PostgreSQL template and its copies. */
export const TEMPLATE_SCHEMA = 'rihla';

/** Provided by global-setup.ts for each run (and project): where this run's templates live. */
export interface TTemplateRun {
  runId: string;
  dir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateRun: TTemplateRun;
  }
}

/**
 * The content of a template: `key` names everything its rows depend on (whether the demo is seeded, and when),
 * and `fill` writes that content into a freshly migrated database.
 */
export interface TTemplateContent {
  key: string;
  fill(db: TDb): Promise<void>;
}

/** This run's templates, or undefined outside a vitest run with global-setup.ts (the harness then migrates). */
export function templateRun(): TTemplateRun | undefined {
  try {
    return inject('templateRun');
  } catch {
    return undefined;
  }
}

function nameOf(content: TTemplateContent): string {
  return crypto.createHash('sha256').update(content.key).digest('hex').slice(0, 12);
}

async function migrateAndFill(db: TDb, content: TTemplateContent): Promise<void> {
  await migrateToLatest(db);
  await content.fill(db);
}

const sqliteImages = new Map<string, Buffer>();

/**
 * The bytes of a SQLite database holding `content`: built once per run by whichever test process needs it first
 * (written aside and renamed, so another process never reads half a file), then read by the others.
 */
export async function sqliteTemplateImage(run: TTemplateRun, content: TTemplateContent): Promise<Buffer> {
  const file = path.join(run.dir, `${nameOf(content)}.sqlite`);
  const known = sqliteImages.get(file);
  if (known) return known;
  if (!fs.existsSync(file)) {
    const handle = await openDatabase({ dialect: 'sqlite', filename: ':memory:' });
    const aside = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    try {
      await migrateAndFill(handle.db, content);
      await sql`vacuum into ${aside}`.execute(handle.db);
    } finally {
      await handle.close();
    }
    fs.renameSync(aside, file);
  }
  const image = fs.readFileSync(file);
  sqliteImages.set(file, image);
  return image;
}

/** The URL of another database on the server of `url`. */
export function postgresDatabaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function withAdmin<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

const postgresTemplates = new Set<string>();

/** Builds the template database of `content` unless it exists; one builder at a time (an advisory lock). */
async function ensurePostgresTemplate(
  admin: pg.Client,
  url: string,
  template: string,
  content: TTemplateContent,
): Promise<void> {
  if (postgresTemplates.has(template)) return;
  await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
  try {
    const existing = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (existing.rowCount === 0) {
      await admin.query(`create database "${template}"`);
      try {
        const handle = await openDatabase(
          { dialect: 'postgres', url: postgresDatabaseUrl(url, template) },
          { pgSchema: TEMPLATE_SCHEMA, pgPoolSize: 2 },
        );
        try {
          await migrateAndFill(handle.db, content);
        } finally {
          await handle.close();
        }
      } catch (error) {
        await admin.query(`drop database if exists "${template}" with (force)`);
        throw error;
      }
    }
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
  }
  postgresTemplates.add(template);
}

/** A new PostgreSQL database holding `content` (tables in TEMPLATE_SCHEMA); answers its name. */
export function createPostgresCopy(url: string, run: TTemplateRun, content: TTemplateContent): Promise<string> {
  const template = `rihla_tpl_${run.runId}_${nameOf(content)}`;
  const copy = `rihla_t_${run.runId}_${crypto.randomBytes(6).toString('hex')}`;
  return withAdmin(url, async (admin) => {
    await ensurePostgresTemplate(admin, url, template, content);
    await admin.query(`create database "${copy}" template "${template}"`);
    return copy;
  });
}

/**
 * Drops a copy in the background: the test goes on meanwhile (a drop takes about as long as the copy). It never
 * forces: a connection still open on the copy (another app of the same test file that shares it and closes later,
 * a server process a test killed) would be terminated, and a pool's idle client that loses its connection so
 * throws where no test listens (an "Uncaught Exception" of the file that happens to run). A copy still in use is
 * left, and global-setup.ts drops every database of the run, with force, once every test process has ended.
 */
export function dropPostgresDatabase(url: string, database: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(database)) throw new Error(`Invalid PostgreSQL database name: ${database}`);
  withAdmin(url, async (admin) => {
    await admin.query(`drop database if exists "${database}"`);
  }).catch(() => {});
}
