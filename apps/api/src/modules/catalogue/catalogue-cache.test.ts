import zlib from 'node:zlib';
import { DEMO_PRODUCTS } from '@rihla/demo/catalogue';
import { MAX_LIST_ITEMS } from '@rihla/shared/schemas/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProductRow } from '../../demo/seed.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { insertProduct } from './catalogue.repository.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type TItem = { module: string; planId: string; title: string };

async function firstProduct(): Promise<TItem> {
  const res = await t.call('users/filteredList', { limit: 1, page: 0 });
  return res.body.data[0];
}

async function renameProduct(planId: string, title: string): Promise<void> {
  await t.app.ctx.db.updateTable('products').set({ title }).where('id', '=', planId).execute();
}

describe('the cache of catalogue answers', () => {
  it('answers a repeated read from the cache until the catalogue is written, then reads it again', async () => {
    const product = await firstProduct();
    const body = { module: product.module, planId: product.planId };
    const first = await t.call('users/viewDetail', body);
    expect(first.raw.headers['content-type']).toBe('application/json; charset=utf-8');
    await renameProduct(product.planId, 'Renamed behind the cache');
    expect((await t.call('users/viewDetail', body)).body).toEqual(first.body);
    t.app.ctx.caches.responses.clear();
    expect((await t.call('users/viewDetail', body)).body.data.title).toBe('Renamed behind the cache');
    await renameProduct(product.planId, product.title);
    t.app.ctx.caches.responses.clear();
  });

  it("tells each signed-in shopper whether the product is in their own wishlist, whatever the visitors' answer", async () => {
    const product = await firstProduct();
    const body = { module: product.module, planId: product.planId };
    expect((await t.call('users/viewDetail', body)).body.data.isWishlisted).toBe(0);
    const fan = await t.newShopper();
    const other = await t.newShopper();
    await t.call('users/addFavourites', body, fan.token);
    expect((await t.call('users/viewDetail', body, fan.token)).body.data.isWishlisted).toBe(1);
    expect((await t.call('users/viewDetail', body, other.token)).body.data.isWishlisted).toBe(0);
    expect((await t.call('users/viewDetail', body)).body.data.isWishlisted).toBe(0);
    await t.call('users/removeFavourites', body, fan.token);
    expect((await t.call('users/viewDetail', body, fan.token)).body.data.isWishlisted).toBe(0);
  });

  it('sends a cached answer compressed as the client accepts (br, gzip), the same answer once decoded', async () => {
    const body = JSON.stringify({ category: ['Holidays'] });
    const post = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/filteredList',
        headers: {
          'content-type': 'application/json',
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
        payload: body,
      });
    const plain = await post();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding, accept-language');
    const answer = plain.json();
    expect(answer.data.length).toBeGreaterThan(0);
    // A browser's header: br preferred; a client that weighs gzip higher gets gzip.
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
      ['gzip;q=1, br;q=0.5', 'gzip', zlib.gunzipSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      for (let round = 0; round < 2; round += 1) {
        const res = await post(accept);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toBe('accept-encoding, accept-language');
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
        expect(JSON.parse(decode(res.rawPayload).toString('utf8'))).toEqual(answer);
      }
    }
    // Nothing acceptable named, or an answer too small to gain from it: sent as it is.
    expect((await post('compress, x-unknown')).headers['content-encoding']).toBeUndefined();
    const small = await t.app.inject({
      method: 'POST',
      url: '/api/users/search',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
      payload: JSON.stringify({ title: 'zzzz-no-such-product' }),
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().data).toEqual([]);
  });

  it("answers a visitor's repeated body as it arrived, and still refuses a body that differs only by a bad value", async () => {
    t.app.ctx.caches.responses.clear();
    const product = await firstProduct();
    const body = { module: product.module, planId: product.planId };
    const first = await t.call('users/viewDetail', body);
    await renameProduct(product.planId, 'Renamed behind the raw key');
    const again = await t.call('users/viewDetail', body);
    expect(again.raw.rawPayload.equals(first.raw.rawPayload)).toBe(true);
    // Keys in another order, or a bad module: validated again, never taken for the cached body.
    const reordered = await t.call('users/viewDetail', { planId: product.planId, module: product.module });
    expect(reordered.body).toEqual(first.body);
    const bad = await t.call('users/viewDetail', { ...body, module: 'cruises' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.status).toBe(0);
    await renameProduct(product.planId, product.title);
    t.app.ctx.caches.responses.clear();
  });

  it('keeps answers of different requests apart', async () => {
    const holidays = await t.call('users/filteredList', { category: ['Holidays'] });
    const tickets = await t.call('users/filteredList', { category: ['Entry ticket'] });
    expect(holidays.body.data.every((item: TItem) => item.module === 'holidays')).toBe(true);
    expect(tickets.body.data.every((item: TItem) => item.module === 'entryTicket')).toBe(true);
    const dubai = await t.call('users/search', { title: 'dubai' });
    const desert = await t.call('users/search', { title: 'desert' });
    expect(dubai.body.data).not.toEqual(desert.body.data);
  });

  it('runs the queries of an answer once for identical requests that miss it together, refusals included', async () => {
    const product = await firstProduct();
    const { ctx } = t.app;
    const db = ctx.db;
    let productReads = 0;
    // The real database, with every query against products counted, and its answers 30 ms late (a database
    // under load) so that the requests surely overlap.
    ctx.db = db.withPlugin({
      transformQuery: (args) => {
        if (JSON.stringify(args.node).includes('"products"')) productReads += 1;
        return args.node;
      },
      transformResult: async (args) => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        return args.result;
      },
    });
    try {
      ctx.caches.responses.clear();
      const body = { module: product.module, planId: product.planId };
      const answers = await Promise.all(Array.from({ length: 32 }, () => t.call('users/viewDetail', body)));
      expect(new Set(answers.map((answer) => answer.raw.body)).size).toBe(1);
      expect(answers[0]?.body.data.planId).toBe(product.planId);
      expect(productReads).toBe(1);
      const missing = { module: 'picnic', planId: 'no-such-product' };
      const refusals = await Promise.all(Array.from({ length: 16 }, () => t.call('users/viewDetail', missing)));
      expect(refusals.map((refusal) => refusal.statusCode)).toEqual(Array(16).fill(404));
      expect(productReads).toBe(2);
      expect((await t.call('users/viewDetail', missing)).statusCode).toBe(404);
      expect(productReads).toBe(3);
    } finally {
      ctx.db = db;
    }
  });

  it('does not cache refusals: an unknown product stays a 404 and bad input a 400', async () => {
    for (let round = 0; round < 2; round++) {
      const missing = await t.call('users/viewDetail', { module: 'picnic', planId: 'no-such-product' });
      expect(missing.statusCode).toBe(404);
      const bad = await t.call('users/filteredList', { price: ['Free'] });
      expect(bad.statusCode).toBe(400);
    }
  });
});

describe('list sizes', () => {
  it(`answers limit 'all' with at most ${MAX_LIST_ITEMS} cards, and the next page with the rest`, async () => {
    const base = DEMO_PRODUCTS[0];
    if (!base) throw new Error('no demo product');
    const rows = Array.from({ length: MAX_LIST_ITEMS + 10 }, (_, index) =>
      demoProductRow(
        { ...base, id: `${base.id}-copy-${index}`, title: `${base.title} copy ${index}` },
        1000 + index,
        '2026-11-21T00:00:00.000Z',
      ),
    );
    for (const row of rows) await insertProduct(t.app.ctx.db, row);
    t.app.ctx.caches.responses.clear();
    const total = DEMO_PRODUCTS.length + rows.length;
    const first = await t.call('users/filteredList', {});
    expect(first.body.data).toHaveLength(MAX_LIST_ITEMS);
    const second = await t.call('users/filteredList', { limit: 'all', page: 1 });
    expect(second.body.data).toHaveLength(total - MAX_LIST_ITEMS);
    const ids = new Set([...first.body.data, ...second.body.data].map((item: TItem) => item.planId));
    expect(ids.size).toBe(total);
    const tooMany = await t.call('users/filteredList', { limit: MAX_LIST_ITEMS + 1 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toEqual({ status: 0, message: `limit must be 'all' or a number from 1 to ${MAX_LIST_ITEMS}` });
  });
});
