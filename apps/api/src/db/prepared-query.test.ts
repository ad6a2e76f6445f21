import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/harness.js';
import type { TDb } from './database.js';
import { preparedQuery } from './prepared-query.js';

let t: TTestApp;
let db: TDb;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  db = t.app.ctx.db;
});
afterAll(async () => {
  await t?.close();
});

const NOW = '2026-11-24T10:00:00.000Z';

function blogRow(id: string, title: string) {
  return { id, title, image: `/img/${id}.svg`, content: '<p>x</p>', published_at: NOW };
}

describe('preparedQuery', () => {
  it('builds a query once per shape and answers as the same query built each time would', async () => {
    let builds = 0;
    const insertBlogs = preparedQuery((trx, args: { rows: Array<ReturnType<typeof blogRow>> }) => {
      builds += 1;
      return trx.insertInto('blogs').values(args.rows);
    });
    expect(await insertBlogs.run(db, { rows: [blogRow('pq-1', 'One')] })).toBe(1);
    expect(await insertBlogs.run(db, { rows: [blogRow('pq-2', 'Two')] })).toBe(1);
    expect(builds).toBe(1);
    // Another number of rows is another statement.
    expect(await insertBlogs.run(db, { rows: [blogRow('pq-3', 'Three'), blogRow('pq-4', 'Four')] })).toBe(2);
    expect(builds).toBe(2);

    const byIds = preparedQuery((trx, args: { ids: string[]; after: string }) =>
      trx
        .selectFrom('blogs')
        .select(['id', 'title'])
        .where('id', 'in', args.ids)
        .where('published_at', '>=', args.after)
        .orderBy('id'),
    );
    const ids = ['pq-4', 'pq-1', 'pq-nope'];
    const built = await db
      .selectFrom('blogs')
      .select(['id', 'title'])
      .where('id', 'in', ids)
      .where('published_at', '>=', NOW)
      .orderBy('id')
      .execute();
    expect(await byIds.all(db, { ids, after: NOW })).toEqual(built);
    expect(built.map((row) => row.id)).toEqual(['pq-1', 'pq-4']);
    expect(await byIds.first(db, { ids: ['pq-2'], after: NOW })).toEqual({ id: 'pq-2', title: 'Two' });
    expect(await byIds.first(db, { ids: ['pq-2'], after: '2027-01-01T00:00:00.000Z' })).toBeUndefined();

    const retitle = preparedQuery((trx, args: { id: string; title: string }) =>
      trx.updateTable('blogs').set({ title: args.title }).where('id', '=', args.id),
    );
    expect(await retitle.run(db, { id: 'pq-3', title: 'Third' })).toBe(1);
    expect(await retitle.run(db, { id: 'pq-missing', title: 'None' })).toBe(0);
    expect(await byIds.all(db, { ids: ['pq-3'], after: NOW })).toEqual([{ id: 'pq-3', title: 'Third' }]);
  });

  it('runs inside a transaction with the values of each call', async () => {
    const titleOf = preparedQuery((trx, args: { id: string }) =>
      trx.selectFrom('blogs').select('title').where('id', '=', args.id),
    );
    const titles = await db
      .transaction()
      .execute(async (trx) => [
        (await titleOf.first(trx, { id: 'pq-1' }))?.title,
        (await titleOf.first(trx, { id: 'pq-2' }))?.title,
      ]);
    expect(titles).toEqual(['One', 'Two']);
  });

  it('refuses a query that branches on or computes with an argument instead of handing it to Kysely', async () => {
    const branching = preparedQuery((trx, args: { id: string; isNewest: boolean }) => {
      const query = trx.selectFrom('blogs').select('id').where('id', '=', args.id);
      return args.isNewest ? query.orderBy('published_at', 'desc') : query;
    });
    await expect(branching.all(db, { id: 'pq-1', isNewest: false })).rejects.toThrow(/every argument must reach/);
    const computing = preparedQuery((trx, args: { id: string }) =>
      trx.selectFrom('blogs').select('id').where('id', '=', `${args.id}-copy`),
    );
    await expect(computing.all(db, { id: 'pq-1' })).rejects.toThrow(/used as a JS value/);
  });

  it('refuses an undefined value where the query was compiled with a parameter', async () => {
    const titleOf = preparedQuery((trx, args: { id: string | undefined }) =>
      trx
        .selectFrom('blogs')
        .select('title')
        .where('id', '=', args.id as string),
    );
    // An object key holding undefined is a shape of its own (Kysely leaves such a column out), so it never
    // reaches a statement compiled with that parameter; a list item that is undefined would, and is refused.
    const byIds = preparedQuery((trx, args: { ids: Array<string | undefined> }) =>
      trx
        .selectFrom('blogs')
        .select('id')
        .where('id', 'in', args.ids as string[]),
    );
    expect(await titleOf.first(db, { id: 'pq-1' })).toEqual({ title: 'One' });
    await expect(byIds.all(db, { ids: ['pq-1', undefined] })).rejects.toThrow(/is undefined/);
  });
});
