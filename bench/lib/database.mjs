// The database a bench section runs on: SQLite in the section's temporary directory, or a PostgreSQL database
// made for the run (on BENCH_DATABASE_URL's server) and dropped afterwards.
import path from 'node:path';
import pg from 'pg';

export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The dialects a section measures: both unless BENCH_DIALECTS names some (e.g. `sqlite`). */
export function benchDialects() {
  return (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',').filter(Boolean);
}

/** Pools closed a moment ago may still be saying goodbye: waits for them rather than cutting them off. */
async function dropDatabase(admin, name) {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await admin.query(`drop database if exists "${name}"`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  await admin.query(`drop database if exists "${name}" with (force)`);
}

/**
 * Runs `work(database, databaseUrl)`: `database` is the API's TDatabaseConfig, `databaseUrl` what the server's
 * DATABASE_URL gets (undefined for SQLite, which the server finds in its DATA_DIR).
 */
export async function withDatabase(dialect, dataDir, work) {
  if (dialect === 'sqlite') return work({ dialect: 'sqlite', filename: path.join(dataDir, 'rihla.sqlite') }, undefined);
  const name = `rihla_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    return await work({ dialect: 'postgres', url: url.toString() }, url.toString());
  } finally {
    await dropDatabase(admin, name);
    await admin.end();
  }
}
