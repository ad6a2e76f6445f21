import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { CHECKPOINT_EVERY_MS } from './wal-checkpointer.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-wal-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

describe.runIf(process.env.TEST_DIALECT !== 'postgres')('the SQLite write-ahead log (decision 025)', () => {
  it('is copied into the database file by the worker, never by a commit of the server', async () => {
    const filename = path.join(dir, 'wal.sqlite');
    const handle = await openDatabase({ dialect: 'sqlite', filename });
    try {
      const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(handle.db);
      expect(rows[0]?.wal_autocheckpoint).toBe(0);
      await sql`create table filler (id integer primary key, body text not null)`.execute(handle.db);
      // About 4 MB: four times what a commit would have checkpointed on its own (1,000 pages of 4 KB).
      for (let batch = 0; batch < 40; batch++) {
        await handle.db.transaction().execute(async (trx) => {
          for (let row = 0; row < 100; row++) {
            await sql`insert into filler (body) values (${'x'.repeat(1_000)})`.execute(trx);
          }
        });
      }
      // The rows are in the log; the database file itself grows only when a checkpoint copies them over.
      const isCopied = await waitFor(() => fs.statSync(filename).size > 3_500_000, CHECKPOINT_EVERY_MS * 4);
      expect(isCopied).toBe(true);
      const count = await sql<{ n: number }>`select count(*) as n from filler`.execute(handle.db);
      expect(Number(count.rows[0]?.n)).toBe(4_000);
    } finally {
      await handle.close();
    }
    // Closing ends the worker with a last checkpoint: the file opens again with every row.
    const again = await openDatabase({ dialect: 'sqlite', filename });
    try {
      const count = await sql<{ n: number }>`select count(*) as n from filler`.execute(again.db);
      expect(Number(count.rows[0]?.n)).toBe(4_000);
    } finally {
      await again.close();
    }
  });
});
