import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCacheBus, TCacheNotice } from '../lib/answer-caches.js';
import { createTestApp, type TTestApp } from '../test/harness.js';
import { openPgCacheBus, type TCacheBusHandlers } from './cache-bus.js';

let t: TTestApp;
const buses: TCacheBus[] = [];
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  for (const bus of buses) await bus.close();
  await t?.close();
});

/** A bus on the test's database and the notices it has heard. */
async function listeningBus(
  open: (handlers: TCacheBusHandlers) => Promise<TCacheBus> = (handlers) => t.app.ctx.database.openCacheBus(handlers),
) {
  const heard: TCacheNotice[] = [];
  const errors: unknown[] = [];
  const bus = await open({ onNotice: (notice) => heard.push(notice), onError: (error) => errors.push(error) });
  buses.push(bus);
  return { bus, heard, errors };
}

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the cache bus', () => {
  it("carries a process's notices to the others on the database, not back to itself", async () => {
    const a = await listeningBus();
    const b = await listeningBus();
    await a.bus.publish(['product:dhow-cruise', 'products']);
    await until(() => b.heard.length > 0);
    expect(b.heard).toEqual([expect.arrayContaining(['product:dhow-cruise', 'products'])]);
    await b.bus.publish('all');
    await until(() => a.heard.length > 0);
    expect(a.heard).toEqual(['all']);
    // Give each a poll or two more: neither hears its own notice.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(a.heard).toEqual(['all']);
    expect(b.heard).toHaveLength(1);
    expect([...a.errors, ...b.errors]).toEqual([]);
  });

  it.runIf(process.env.TEST_DIALECT === 'postgres')(
    'listens again after its connection is cut, clearing everything since notices may have been lost',
    async () => {
      if (!t.databaseUrl) throw new Error('no database URL');
      const name = `rihla-cache-test-${crypto.randomBytes(4).toString('hex')}`;
      const connectionString = t.databaseUrl;
      const listener = await listeningBus((handlers) =>
        openPgCacheBus(t.app.ctx.db, { connectionString, application_name: name }, handlers),
      );
      const sender = await listeningBus();
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${name}`.execute(
        t.app.ctx.db,
      );
      await until(() => listener.heard.includes('all'));
      expect(listener.errors.length).toBeGreaterThan(0);
      await sender.bus.publish(['banners']);
      await until(() => listener.heard.length > 1);
      expect(listener.heard).toEqual(['all', ['banners']]);
    },
  );
});
