import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/harness.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

describe.runIf(process.env.TEST_DIALECT === 'postgres')('PostgreSQL statements', () => {
  it('are prepared once per connection and run again with new values (decision 020)', async () => {
    const marker = `probe_${Date.now()}`;
    await t.app.ctx.db.connection().execute(async (connection) => {
      const sums: number[] = [];
      for (const value of [1, 41]) {
        const { rows } = await sql<{ n: number }>`select ${value}::int + 1 as n, ${marker}::text as marker`.execute(
          connection,
        );
        sums.push(Number(rows[0]?.n));
      }
      expect(sums).toEqual([2, 42]);
      // The marker travels as a value, so only the probe's own text holds "::text as marker".
      const { rows } = await sql<{ name: string }>`
        select name from pg_prepared_statements where position(${'::text as marker'} in statement) > 0
          and position(${'pg_prepared_statements'} in statement) = 0`.execute(connection);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.name).toMatch(/^rihla_\d+$/);
    });
  });
});

describe.runIf(process.env.TEST_DIALECT === 'postgres')('PostgreSQL introspection (the migrator asks it)', () => {
  it('reads the connection schema only, and does not fail when another schema is dropped meanwhile', async () => {
    const db = t.app.ctx.db;
    const other = `other_${Date.now().toString(36)}`;
    await sql`create schema ${sql.id(other)}`.execute(db);
    await sql`create table ${sql.id(other, 'elsewhere')} (id int)`.execute(db);
    try {
      const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
      expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([rows[0]?.schema]));
      expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['orders', 'kysely_migration']));
      expect(tables.map((table) => table.name)).not.toContain('elsewhere');
      const users = tables.find((table) => table.name === 'users');
      expect(users?.columns.find((column) => column.name === 'id')).toMatchObject({
        dataType: 'text',
        isNullable: false,
      });
      const withoutKysely = await db.introspection.getTables();
      expect(withoutKysely.map((table) => table.name)).not.toContain('kysely_migration');
      expect((await db.introspection.getSchemas()).map((schema) => schema.name)).toEqual([rows[0]?.schema]);

      // Schemas made and dropped while the catalogue is read again and again, as parallel test files do. Kysely's
      // own introspector failed about one read in six here ("schema … does not exist").
      let isChurning = true;
      const failures: string[] = [];
      let reads = 0;
      const churn = async () => {
        for (let index = 0; index < 40; index += 1) {
          const name = `${other}_${index}`;
          await sql`create schema ${sql.id(name)}`.execute(db);
          await sql`create table ${sql.id(name, 'a')} (id serial primary key, b text)`.execute(db);
          await sql`drop schema ${sql.id(name)} cascade`.execute(db);
        }
        isChurning = false;
      };
      const readAgain = async () => {
        while (isChurning) {
          reads += 1;
          await db.introspection
            .getTables({ withInternalKyselyTables: true })
            .catch((error: Error) => failures.push(error.message));
        }
      };
      await Promise.all([churn(), readAgain(), readAgain(), readAgain()]);
      expect(reads).toBeGreaterThan(20);
      expect(failures).toEqual([]);
    } finally {
      await sql`drop schema ${sql.id(other)} cascade`.execute(db);
    }
  });
});
