// A database of its own for a migration test, with no migration run yet: SQLite in memory, or a PostgreSQL schema of
// its own when TEST_DIALECT=postgres (dropped after the file). The test migrates it to the point it needs.
import crypto from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { dropPostgresSchema, openDatabase, type TDatabaseHandle } from '../db/database.js';

/** Opens the database before the file's tests and closes it after; answers the handle (once open). */
export function useUnmigratedDatabase(): () => TDatabaseHandle {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const isPostgres = process.env.TEST_DIALECT === 'postgres';
  const schema = `m_${crypto.randomBytes(6).toString('hex')}`;
  let handle: TDatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await openDatabase(
      isPostgres ? { dialect: 'postgres', url: pgUrl as string } : { dialect: 'sqlite', filename: ':memory:' },
      { pgSchema: schema, pgPoolSize: 2 },
    );
  });
  afterAll(async () => {
    await handle?.close();
    if (isPostgres && pgUrl) await dropPostgresSchema(pgUrl, schema);
  });
  return () => {
    if (!handle) throw new Error('The migration database is open only inside the tests');
    return handle;
  };
}
