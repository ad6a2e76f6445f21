import { MESSAGES } from '@rihla/shared/constants';
import { type TCatalogueItem, ZCatalogueItem } from '@rihla/shared/schemas/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TCallResponse, type TTestApp } from '../../test/harness.js';

let t: TTestApp;
let products: TCatalogueItem[];
beforeAll(async () => {
  t = await createTestApp();
  products = (await t.call('users/filteredList', {})).body.data;
});
afterAll(async () => {
  await t?.close();
});

/** Every call of this file goes through here: whatever it answers, it is never a 5xx. */
async function call(...args: Parameters<TTestApp['call']>): Promise<TCallResponse> {
  const res = await t.call(...args);
  expect(res.statusCode, `${args[0]} answered ${res.raw.body}`).toBeLessThan(500);
  return res;
}

function product(index: number): TCatalogueItem {
  const item = products[index];
  if (!item) throw new Error(`the demo catalogue has no product #${index}`);
  return item;
}

const ref = (item: TCatalogueItem) => ({ module: item.module, planId: item.planId });

async function favouritesOf(token: string): Promise<TCatalogueItem[]> {
  const res = await call('users/listFavourites', {}, token);
  expect(res.statusCode).toBe(200);
  expect(res.body.status).toBe(1);
  return res.body.data;
}

/** Rows of the favourites table of the shopper registered with this local phone number. */
async function favouriteRowsOf(phone: string): Promise<number> {
  const { db } = t.app.ctx;
  const row = await db
    .selectFrom('favourites')
    .innerJoin('users', 'users.id', 'favourites.user_id')
    .select(db.fn.countAll().as('n'))
    .where('users.phone_number', '=', `+971${phone.slice(1)}`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/users/addFavourites', () => {
  it('adds a product, which listFavourites then shows as its catalogue card', async () => {
    const { token } = await t.newShopper();
    expect(await favouritesOf(token)).toEqual([]);
    const item = product(0);
    const res = await call('users/addFavourites', ref(item), token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 1, data: null, message: 'Added to your wishlist' });

    const list = await favouritesOf(token);
    expect(list).toEqual([item]);
    expect(() => ZCatalogueItem.strict().parse(list[0])).not.toThrow();
  });

  it('marks the product as wishlisted in its detail for that user only', async () => {
    const { token } = await t.newShopper();
    const item = product(1);
    expect((await call('users/viewDetail', ref(item), token)).body.data.isWishlisted).toBe(0);
    await call('users/addFavourites', ref(item), token);
    expect((await call('users/viewDetail', ref(item), token)).body.data.isWishlisted).toBe(1);
    expect((await call('users/viewDetail', ref(item))).body.data.isWishlisted).toBe(0);
  });

  it('is harmless when done twice: one entry, status 1 both times', async () => {
    const { token, phone } = await t.newShopper();
    const item = product(2);
    const first = await call('users/addFavourites', ref(item), token);
    const second = await call('users/addFavourites', ref(item), token);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.body.status).toBe(1);
    expect(second.body.status).toBe(1);
    expect(await favouritesOf(token)).toEqual([item]);
    expect(await favouriteRowsOf(phone)).toBe(1);
  });

  it('keeps several favourites, each once', async () => {
    const { token } = await t.newShopper();
    const chosen = [product(3), product(4), product(5)];
    for (const item of chosen) expect((await call('users/addFavourites', ref(item), token)).body.status).toBe(1);
    const list = await favouritesOf(token);
    expect(list).toHaveLength(3);
    expect([...list].sort((a, b) => a.planId.localeCompare(b.planId))).toEqual(
      [...chosen].sort((a, b) => a.planId.localeCompare(b.planId)),
    );
  });

  it('answers an unknown product with 404 and adds nothing', async () => {
    const { token } = await t.newShopper();
    const res = await call('users/addFavourites', { module: 'picnic', planId: 'no-such-product' }, token);
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ status: 0, message: MESSAGES.productNotFound });
    expect(await favouritesOf(token)).toEqual([]);
  });

  it('answers a real product under the wrong module with 404', async () => {
    const { token } = await t.newShopper();
    const item = product(0);
    const otherModule = item.module === 'picnic' ? 'holidays' : 'picnic';
    const res = await call('users/addFavourites', { module: otherModule, planId: item.planId }, token);
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ status: 0, message: MESSAGES.productNotFound });
    expect(await favouritesOf(token)).toEqual([]);
  });

  it('refuses an unknown module and a missing planId with 400', async () => {
    const { token } = await t.newShopper();
    const badModule = await call('users/addFavourites', { module: 'space', planId: product(0).planId }, token);
    expect(badModule.statusCode).toBe(400);
    expect(badModule.body).toEqual({ status: 0, message: 'Unknown module' });
    const noPlan = await call('users/addFavourites', { module: 'picnic' }, token);
    expect(noPlan.statusCode).toBe(400);
    expect(noPlan.body).toEqual({ status: 0, message: 'planId is required' });
  });
});

describe('POST /api/users/removeFavourites', () => {
  it('removes a favourite', async () => {
    const { token } = await t.newShopper();
    const kept = product(0);
    const removed = product(1);
    await call('users/addFavourites', ref(kept), token);
    await call('users/addFavourites', ref(removed), token);

    const res = await call('users/removeFavourites', ref(removed), token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 1, data: null, message: 'Removed from your wishlist' });
    expect(await favouritesOf(token)).toEqual([kept]);
    expect((await call('users/viewDetail', ref(removed), token)).body.data.isWishlisted).toBe(0);
  });

  it('is harmless for a product that is not a favourite', async () => {
    const { token } = await t.newShopper();
    const res = await call('users/removeFavourites', ref(product(2)), token);
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe(1);
    expect(await favouritesOf(token)).toEqual([]);
  });

  it('answers an unknown product with 404', async () => {
    const { token } = await t.newShopper();
    const res = await call('users/removeFavourites', { module: 'holidays', planId: 'no-such-product' }, token);
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ status: 0, message: MESSAGES.productNotFound });
  });
});

describe('favourites and visitors', () => {
  it.each([
    ['users/addFavourites', true],
    ['users/listFavourites', false],
    ['users/removeFavourites', true],
  ] as const)('%s refuses a visitor with 401 and the envelope', async (name, needsProduct) => {
    const before = await t.app.ctx.db
      .selectFrom('favourites')
      .select(t.app.ctx.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const body = needsProduct ? ref(product(0)) : {};
    for (const token of [undefined, 'stale-or-made-up-token']) {
      const res = await call(name, body, token);
      expect(res.statusCode).toBe(401);
      expect(res.body).toEqual({ status: 0, message: MESSAGES.loginRequired });
    }
    const after = await t.app.ctx.db
      .selectFrom('favourites')
      .select(t.app.ctx.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('favourites of two users', () => {
  it("user B never sees nor removes user A's favourites", async () => {
    const a = await t.newShopper({ first_name: 'Amal' });
    const b = await t.newShopper({ first_name: 'Badr' });
    const item = product(0);
    expect((await call('users/addFavourites', ref(item), a.token)).body.status).toBe(1);

    expect(await favouritesOf(b.token)).toEqual([]);
    expect((await call('users/viewDetail', ref(item), b.token)).body.data.isWishlisted).toBe(0);

    // B removing the same product only touches B's own (empty) list.
    expect((await call('users/removeFavourites', ref(item), b.token)).body.status).toBe(1);
    expect(await favouritesOf(a.token)).toEqual([item]);

    const other = product(1);
    await call('users/addFavourites', ref(other), b.token);
    expect(await favouritesOf(a.token)).toEqual([item]);
    expect(await favouritesOf(b.token)).toEqual([other]);
  });
});
