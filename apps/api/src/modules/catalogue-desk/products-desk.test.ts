import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@rihla/shared/constants';
import { CATALOGUE_DESK_MESSAGES } from '@rihla/shared/messages/catalogue';
import { OPERATOR_MESSAGES } from '@rihla/shared/messages/operators';
import { MAP_NOT_EMBEDDABLE, PICTURE_NOT_HERE } from '@rihla/shared/rules/page-sources';
import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import type { TOperatorProduct } from '@rihla/shared/schemas/operator-catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TTestApp } from '../../test/harness.js';
import { sampleProductFields, TINY_PNG_BASE64 } from '../../test/operator-matrix/catalogue.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { checkoutAndInitiate, offeredTime, payOnSandbox } from '../../test/shopping.js';
import { SANDBOX_CARDS } from '../payments/sandbox-provider.js';

let t: TTestApp;
let owner: TTestOperator;
let manager: TTestOperator;
let agent: TTestOperator;

beforeAll(async () => {
  t = await createTestApp();
  owner = await newOperator(t, 'owner', 'Desk owner');
  manager = await newOperator(t, 'manager', 'Desk manager');
  agent = await newOperator(t, 'agent', 'Desk agent');
});
afterAll(async () => {
  await t?.close();
});

/** Writes happen a second apart, as people make them. */
function later(): void {
  t.clock.advance(1000);
}

async function create(overrides: Parameters<typeof sampleProductFields>[0] = {}, priceFils = 15_000) {
  later();
  const res = await operatorCall(
    t,
    'operator/createProduct',
    { fields: sampleProductFields(overrides), priceFils },
    owner.token,
  );
  expect(res.statusCode, res.raw.body).toBe(200);
  return res.body.data as TOperatorProduct;
}

async function auditOf(objectId: string) {
  const res = await operatorCall(t, 'operator/auditLog', { objectId }, owner.token);
  return res.body.data.entries as Array<{
    action: string;
    objectType: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    operator: { id: string } | null;
  }>;
}

async function publish(id: string, published = true) {
  later();
  const res = await operatorCall(t, 'operator/setPublished', { id, published }, owner.token);
  expect(res.statusCode, res.raw.body).toBe(200);
  return res.body.data as TOperatorProduct;
}

const detailOf = (product: TOperatorProduct) =>
  t.call('users/viewDetail', { module: product.module, planId: product.id });
const searchTitles = async (title: string) =>
  ((await t.call('users/search', { title })).body.data as Array<{ planId: string }>).map((card) => card.planId);

describe('POST /api/operator/createProduct', () => {
  it('makes an unpublished product with a readable id, its fields, price and defaults, and audits it', async () => {
    const product = await create({ title: 'Élan desert safari & BBQ' });
    expect(product.id).toMatch(/^elan-desert-safari-bbq-[a-z0-9]{6}$/);
    expect(product).toMatchObject({
      title: 'Élan desert safari & BBQ',
      priceFils: 15_000,
      isPublished: false,
      durationHours: 3.5,
      startTime: '16:00',
      pictures: [{ url: '/uploads/dhow.webp', alt: 'A dhow at sunset' }],
      cancellationTiers: [{ hoursBefore: 24, refundPercent: 100 }],
    });
    const row = await t.app.ctx.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      duration_minutes: 210,
      start_minute: 16 * 60,
      rating_x10: 0,
      visitor_count: 0,
      schedule: '[]',
      is_published: 0,
      search_text: ' élan desert safari bbq',
    });
    const [entry] = await auditOf(product.id);
    expect(entry).toMatchObject({ action: 'product.create', objectType: 'product', operator: { id: owner.id } });
    expect(entry?.after).toMatchObject({ title: 'Élan desert safari & BBQ', priceFils: 15_000 });
  });

  it('sanitises the HTML fields through the catalogue’s one sanitiser', async () => {
    const product = await create({ summary: '<p onclick="steal()">Hi<script>alert(1)</script></p>' });
    expect(product.summary).toBe('<p>Hi</p>');
  });

  it('refuses a map the page cannot frame and pictures from another site, beside the field, changing nothing', async () => {
    const product = await create();
    const countOfProducts = async () =>
      Number(
        (
          await t.app.ctx.db
            .selectFrom('products')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const productRow = (id: string) =>
      t.app.ctx.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const before = { count: await countOfProducts(), row: await productRow(product.id) };
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ mapLocation: 'https://maps.example/khasab' }, MAP_NOT_EMBEDDABLE],
      [{ mapLocation: 'https://www.openstreetmap.org/#map=12/26.18/56.24' }, MAP_NOT_EMBEDDABLE],
      [{ mapLocation: 'https://www.google.com/maps/place/Khasab' }, MAP_NOT_EMBEDDABLE],
      [{ mapLocation: 'https://www.openstreetmap.org.evil.example/export/embed.html' }, MAP_NOT_EMBEDDABLE],
      [{ mapLocation: 'https://a@www.openstreetmap.org/export/embed.html' }, MAP_NOT_EMBEDDABLE],
      [{ mapLocation: 'http://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4' }, MAP_NOT_EMBEDDABLE],
      [{ pictures: [{ url: 'https://cdn.example/dhow.webp', alt: '' }] }, PICTURE_NOT_HERE],
      [{ pictures: [{ url: '//cdn.example/dhow.webp', alt: '' }] }, PICTURE_NOT_HERE],
      [{ pictures: [{ url: 'data:image/png;base64,AAAA', alt: '' }] }, PICTURE_NOT_HERE],
    ];
    for (const [fields, message] of refused) {
      const created = await operatorCall(
        t,
        'operator/createProduct',
        { fields: { ...sampleProductFields(), ...fields }, priceFils: 100 },
        owner.token,
      );
      expect(created.statusCode, JSON.stringify(fields)).toBe(400);
      expect(created.body).toEqual({ status: 0, message: expect.stringContaining(message) });
      const updated = await operatorCall(t, 'operator/updateProduct', { id: product.id, fields }, owner.token);
      expect(updated.statusCode, JSON.stringify(fields)).toBe(400);
      expect(updated.body.message).toContain(message);
    }
    expect({ count: await countOfProducts(), row: await productRow(product.id) }).toEqual(before);
    for (const mapLocation of [
      'https://www.openstreetmap.org/export/embed.html?bbox=56.2,26.1,56.3,26.2&layer=mapnik&marker=26.18,56.24',
      'https://www.google.com/maps/embed?pb=!1m18!1m12',
      '',
    ]) {
      const res = await operatorCall(
        t,
        'operator/updateProduct',
        { id: product.id, fields: { mapLocation } },
        owner.token,
      );
      expect(res.statusCode, res.raw.body).toBe(200);
      expect(res.body.data.mapLocation).toBe(mapLocation);
    }
  });

  it('answers the fields’ own messages for bad input, and creates nothing', async () => {
    const before = await t.app.ctx.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .execute();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '' }, 'Title is required'],
      [{ startTime: '25:00' }, 'Start time: write a time as HH:mm (24-hour)'],
      [{ durationHours: 1.234 }, 'Duration has at most two decimals'],
      [{ mapLocation: 'http://maps.example' }, MAP_NOT_EMBEDDABLE],
    ];
    for (const [override, message] of cases) {
      const res = await operatorCall(
        t,
        'operator/createProduct',
        { fields: { ...sampleProductFields(), ...override }, priceFils: 100 },
        owner.token,
      );
      expect(res.statusCode).toBe(400);
      expect(res.body.status).toBe(0);
      expect(res.body.message).toContain(message);
    }
    const minAboveMax = await operatorCall(
      t,
      'operator/createProduct',
      { fields: sampleProductFields({ minPeople: 9, maxPeople: 3 }), priceFils: 100 },
      owner.token,
    );
    expect(minAboveMax.statusCode).toBe(400);
    expect(minAboveMax.body.message).toBe('minPeople: cannot be more than maxPeople');
    const after = await t.app.ctx.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .execute();
    expect(after).toEqual(before);
  });

  it('is refused to an agent (no catalogue.write) with the forbidden message', async () => {
    const res = await operatorCall(
      t,
      'operator/createProduct',
      { fields: sampleProductFields(), priceFils: 100 },
      agent.token,
    );
    expect(res.statusCode).toBe(403);
    expect(res.body).toEqual({ status: 0, message: OPERATOR_MESSAGES.forbidden });
  });
});

describe('POST /api/operator/getProduct and previewProduct', () => {
  it('reads an unpublished product whole, and previews it in the shopper’s detail shape', async () => {
    const product = await create();
    const got = await operatorCall(t, 'operator/getProduct', { id: product.id }, agent.token);
    expect(got.body.data).toEqual(product);
    const preview = await operatorCall(t, 'operator/previewProduct', { id: product.id }, agent.token);
    expect(preview.statusCode).toBe(200);
    expect(preview.body.data).toMatchObject({ planId: product.id, title: product.title, price: 150, duration: 3.5 });
    expect((await detailOf(product)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown product', async () => {
    for (const name of ['operator/getProduct', 'operator/previewProduct'] as const) {
      const res = await operatorCall(t, name, { id: 'no-such-product' }, owner.token);
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ status: 0, message: MESSAGES.productNotFound });
    }
  });
});

describe('POST /api/operator/updateProduct', () => {
  it('changes only the fields sent, audits only those, and a shopper’s cached detail changes at once', async () => {
    const product = await publish((await create()).id);
    expect((await detailOf(product)).body.data.title).toBe(product.title);
    later();
    const res = await operatorCall(
      t,
      'operator/updateProduct',
      {
        id: product.id,
        fields: { title: 'Sunset dhow, renamed', maxPeople: 30, whereToBe: { kind: 'meetingPoint', place: 'Pier 2' } },
        expectedUpdatedAt: product.updatedAt,
      },
      manager.token,
    );
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'Sunset dhow, renamed', maxPeople: 30, location: product.location });
    expect(res.body.data.updatedAt > product.updatedAt).toBe(true);
    expect((await detailOf(product)).body.data.title).toBe('Sunset dhow, renamed');
    expect(await searchTitles('renamed')).toContain(product.id);
    const [entry] = await auditOf(product.id);
    expect(entry).toMatchObject({
      action: 'product.update',
      operator: { id: manager.id },
      before: { title: product.title, maxPeople: 20, whereToBe: null },
      after: { title: 'Sunset dhow, renamed', maxPeople: 30, whereToBe: { kind: 'meetingPoint', place: 'Pier 2' } },
    });
    expect(Object.keys(entry?.after ?? {}).sort()).toEqual(['maxPeople', 'title', 'whereToBe']);
  });

  it('answers 409 when the product changed since the editor loaded it, and changes nothing', async () => {
    const product = await create();
    later();
    const first = await operatorCall(
      t,
      'operator/updateProduct',
      { id: product.id, fields: { availability: 'Weekends' }, expectedUpdatedAt: product.updatedAt },
      owner.token,
    );
    expect(first.statusCode).toBe(200);
    const entries = (await auditOf(product.id)).length;
    const stale = await operatorCall(
      t,
      'operator/updateProduct',
      { id: product.id, fields: { availability: 'Mondays' }, expectedUpdatedAt: product.updatedAt },
      owner.token,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toEqual({ status: 0, message: CATALOGUE_DESK_MESSAGES.productChanged, code: 'product.changed' });
    const now = await operatorCall(t, 'operator/getProduct', { id: product.id }, owner.token);
    expect(now.body.data.availability).toBe('Weekends');
    expect(await auditOf(product.id)).toHaveLength(entries);
  });

  it('refuses a minimum above the stored maximum, and an unknown product with 404', async () => {
    const product = await create();
    const res = await operatorCall(
      t,
      'operator/updateProduct',
      { id: product.id, fields: { minPeople: 25 } },
      owner.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({
      status: 0,
      message: CATALOGUE_DESK_MESSAGES.minAboveMax,
      code: 'product.min_above_max',
      field: 'minPeople',
    });
    const missing = await operatorCall(
      t,
      'operator/updateProduct',
      { id: 'no-such-product', fields: { title: 'x' } },
      owner.token,
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/operator/duplicateProduct', () => {
  it('copies every field and booking term, unpublished, titled "Copy of …", without per-date exceptions', async () => {
    const original = await create({ title: 'Mountain trek' });
    const { db } = t.app.ctx;
    await db
      .updateTable('products')
      .set({
        schedule: JSON.stringify([{ days: [1, 3], departures: [{ start: '08:00', end: '12:00' }] }]),
        pricing: 'perGroup',
      })
      .where('id', '=', original.id)
      .execute();
    await db
      .insertInto('departure_exceptions')
      .values({
        product_id: original.id,
        date: addDays(todayInDubai(t.clock.now()), 5),
        start_time: '08:00',
        end_time: null,
        capacity: null,
        is_closed: 1,
        is_extra: 0,
      })
      .execute();
    later();
    const res = await operatorCall(t, 'operator/duplicateProduct', { id: original.id }, owner.token);
    expect(res.statusCode, res.raw.body).toBe(200);
    const copy = res.body.data as TOperatorProduct;
    expect(copy.id).toMatch(/^copy-of-mountain-trek-[a-z0-9]{6}$/);
    // The original as it is now, priced per group (its unit's Arabic is now missing too, decision 117).
    const now = (await operatorCall(t, 'operator/getProduct', { id: original.id }, owner.token)).body
      .data as TOperatorProduct;
    expect(now.missingArabic).toContain('groupUnit');
    const { id: _a, title: _b, createdAt: _c, updatedAt: _d, ...sameFields } = now;
    expect(copy).toMatchObject({ ...sameFields, title: 'Copy of Mountain trek', isPublished: false });
    const rows = await db
      .selectFrom('products')
      .select(['id', 'schedule', 'pricing', 'ticket_types'])
      .where('id', 'in', [original.id, copy.id])
      .execute();
    const [a, b] = rows.map(({ id: _id, ...terms }) => terms);
    expect(b).toEqual(a);
    const exceptions = await db
      .selectFrom('departure_exceptions')
      .selectAll()
      .where('product_id', '=', copy.id)
      .execute();
    expect(exceptions).toEqual([]);
    expect((await auditOf(copy.id))[0]).toMatchObject({
      action: 'product.duplicate',
      before: { copiedFrom: original.id },
    });
  });

  it('answers 404 for an unknown product', async () => {
    const res = await operatorCall(t, 'operator/duplicateProduct', { id: 'no-such-product' }, owner.token);
    expect(res.statusCode).toBe(404);
  });
});

const NOWHERE = { filtered: false, search: false, groups: false, sitemap: false, favourites: false };
const EVERYWHERE = { filtered: true, search: true, groups: true, sitemap: true, favourites: true };

describe('POST /api/operator/setPublished', () => {
  it('puts a product in every shopper list when published and takes it out of all of them when unpublished', async () => {
    const product = await create({ title: 'Zorbing quokka adventure', categories: 'Picnic Musandum' });
    // First in the catalogue's order, so that its module's home group (the first twelve) would hold it.
    await t.app.ctx.db.updateTable('products').set({ sort_order: -1 }).where('id', '=', product.id).execute();
    const shopper = await t.newShopper();
    const inLists = async () => {
      const filtered = await t.call('users/filteredList', { category: ['Picnic Musandum'], limit: 'all' });
      const groups = await t.call('homepage/categoryData', {});
      const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
      const favourites = await t.call('users/listFavourites', {}, shopper.token);
      return {
        filtered: (filtered.body.data as Array<{ planId: string }>).some((card) => card.planId === product.id),
        search: (await searchTitles('quokka')).includes(product.id),
        groups: JSON.stringify(groups.body.data).includes(product.id),
        sitemap: sitemap.body.includes(product.id),
        favourites: JSON.stringify(favourites.body.data).includes(product.id),
      };
    };
    // Fill the caches while it is unpublished: publishing must clear them.
    expect(await inLists()).toEqual(NOWHERE);
    const detail = await detailOf(product);
    expect(detail.statusCode).toBe(404);
    expect(detail.body).toEqual({ status: 0, message: MESSAGES.productUnavailable });

    const published = await publish(product.id);
    expect(published.isPublished).toBe(true);
    const added = await t.call('users/addFavourites', { module: product.module, planId: product.id }, shopper.token);
    expect(added.body.status).toBe(1);
    expect(await inLists()).toEqual(EVERYWHERE);
    expect((await detailOf(product)).statusCode).toBe(200);

    await publish(product.id, false);
    expect(await inLists()).toEqual(NOWHERE);
    expect((await detailOf(product)).body).toEqual({ status: 0, message: MESSAGES.productUnavailable });
    const page = await t.app.inject({ method: 'GET', url: `/detail/${product.module}/${product.id}` });
    expect(page.statusCode).toBe(404);

    const entries = await auditOf(product.id);
    expect(entries.slice(0, 2).map((entry) => entry.action)).toEqual(['product.unpublish', 'product.publish']);
    expect(entries[0]).toMatchObject({ before: { isPublished: true }, after: { isPublished: false } });
  });

  it('writes nothing when the product is already in that state', async () => {
    const product = await create();
    const entries = (await auditOf(product.id)).length;
    const res = await operatorCall(t, 'operator/setPublished', { id: product.id, published: false }, owner.token);
    expect(res.body.data.updatedAt).toBe(product.updatedAt);
    expect(await auditOf(product.id)).toHaveLength(entries);
  });

  it('refuses new cart lines and checkouts of an unpublished product; its orders, vouchers and cancellations work', async () => {
    const product = await publish((await create({ title: 'Lagoon kayak' })).id);
    const time = await offeredTime(t, product.id);
    const date = addDays(todayInDubai(t.clock.now()), 10);
    const item = { module: product.module, planId: product.id, date, time, adultCount: 2 };

    // A booking made while it was published.
    const booker = await t.newShopper();
    expect((await t.call('users/addToCart', { item: [item] }, booker.token)).body.status).toBe(1);
    const { cartId, transactionId } = await checkoutAndInitiate(t, booker.token);
    await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve);
    const confirmed = await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, booker.token);
    expect(confirmed.body.status).toBe(1);
    const order = confirmed.body.data;

    // A cart line added while it was published.
    const carter = await t.newShopper();
    expect((await t.call('users/addToCart', { item: [item] }, carter.token)).body.status).toBe(1);

    await publish(product.id, false);

    const newcomer = await t.newShopper();
    const refusedAdd = await t.call('users/addToCart', { item: [item] }, newcomer.token);
    expect(refusedAdd.statusCode).toBe(404);
    expect(refusedAdd.body).toEqual({ status: 0, message: MESSAGES.productUnavailable });
    const refusedCheckout = await t.call('users/checkout', {}, carter.token);
    expect(refusedCheckout.statusCode).toBe(404);
    expect(refusedCheckout.body).toEqual({ status: 0, message: MESSAGES.productUnavailable });
    expect((await t.call('users/viewCart', {}, carter.token)).body.status).toBe(1);

    const orders = await t.call('users/viewCompletedOrder', {}, booker.token);
    expect(orders.body.data[0]).toMatchObject({ reference: order.reference, status: 'confirmed' });
    const pdf = await t.app.inject({ method: 'GET', url: order.pdfUrl.slice(TEST_PUBLIC_URL.length) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const cancelled = await t.call('users/cancelBooking', { reference: order.reference }, booker.token);
    expect(cancelled.body).toMatchObject({ status: 1, data: { status: 'refunded' } });
  });
});

describe('POST /api/operator/listProducts', () => {
  it('finds products by title word prefixes or exact id, with filters, newest change first, in pages', async () => {
    const a = await create({ title: 'Quetzal reef snorkel', module: 'holidays', categories: 'Holidays' });
    const b = await create({ title: 'Quetzal dune drive', module: 'picnic' });
    await publish(b.id);
    const list = async (body: Record<string, unknown>) => {
      const res = await operatorCall(t, 'operator/listProducts', body, agent.token);
      expect(res.statusCode, res.raw.body).toBe(200);
      return res.body.data as { rows: Array<{ id: string }>; hasNextPage: boolean; categories: string[] };
    };
    expect((await list({ search: 'quetz' })).rows.map((row) => row.id)).toEqual([b.id, a.id]);
    expect((await list({ search: 'quetzal re' })).rows.map((row) => row.id)).toEqual([a.id]);
    expect((await list({ search: 'etzal' })).rows).toEqual([]);
    expect((await list({ search: a.id })).rows.map((row) => row.id)).toEqual([a.id]);
    expect((await list({ search: 'quetzal', module: 'holidays' })).rows.map((row) => row.id)).toEqual([a.id]);
    expect((await list({ search: 'quetzal', published: true })).rows.map((row) => row.id)).toEqual([b.id]);
    expect((await list({ search: 'quetzal', category: 'Holidays' })).rows.map((row) => row.id)).toEqual([a.id]);
    const first = await list({ search: 'quetzal', pageSize: 25 });
    expect(first.hasNextPage).toBe(false);
    const whole = await list({ pageSize: 25 });
    expect(whole.hasNextPage).toBe(true);
    expect(whole.rows[0]).toMatchObject({ id: b.id, isPublished: true, picture: '/uploads/dhow.webp' });
    const second = await list({ pageSize: 25, page: 1 });
    expect(second.rows[0]?.id).not.toBe(whole.rows[0]?.id);
    expect(whole.categories).toContain('Holidays');
    expect(whole.categories).toEqual([...new Set(whole.categories)].sort());
  });

  it('refuses a page size it does not offer', async () => {
    const res = await operatorCall(t, 'operator/listProducts', { pageSize: 7 }, owner.token);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toContain('pageSize must be 25, 50 or 100');
  });
});

describe('POST /api/operator/uploadPicture', () => {
  it('stores a picture re-encoded, records who sent it, and answers its path', async () => {
    const res = await operatorCall(t, 'operator/uploadPicture', { data: TINY_PNG_BASE64 }, owner.token);
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.data.url).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}\.webp$/);
    const id = res.body.data.url.slice('/uploads/'.length, -'.webp'.length);
    const row = await t.app.ctx.db
      .selectFrom('operator_uploads')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.operator_id).toBe(owner.id);
    const served = await t.app.inject({ method: 'GET', url: res.body.data.url });
    expect(served.statusCode).toBe(200);
    expect((await auditOf(id))[0]).toMatchObject({ action: 'picture.upload', objectType: 'picture' });
  });

  it('accepts a picture larger than the other calls’ body limit', async () => {
    const sharp = (await import('sharp')).default;
    const noisy = randomBytes(300 * 300 * 3);
    const png = await sharp(noisy, { raw: { width: 300, height: 300, channels: 3 } })
      .png()
      .toBuffer();
    expect(png.length).toBeGreaterThan(64 * 1024);
    const res = await operatorCall(t, 'operator/uploadPicture', { data: png.toString('base64') }, owner.token);
    expect(res.statusCode, res.raw.body).toBe(200);
  });

  it('refuses bad base64 and a file that is not a picture with a 4xx, storing nothing', async () => {
    const count = async () => (await t.app.ctx.db.selectFrom('operator_uploads').select('id').execute()).length;
    const before = await count();
    const bad = await operatorCall(t, 'operator/uploadPicture', { data: 'not base64!' }, owner.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toEqual({ status: 0, message: CATALOGUE_DESK_MESSAGES.badBase64 });
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>').toString('base64');
    const notImage = await operatorCall(t, 'operator/uploadPicture', { data: text }, owner.token);
    expect(notImage.statusCode).toBe(415);
    expect(notImage.body).toEqual({ status: 0, message: MESSAGES.onlyImages, code: 'upload.not_an_image' });
    expect(await count()).toBe(before);
  });
});
