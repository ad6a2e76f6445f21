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
