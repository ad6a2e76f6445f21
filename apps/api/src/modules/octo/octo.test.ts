// The OCTO supplier API (issue 39, decision 121), checked against the OCTO core specification as published in the
// OpenAPI of octotravel/typespec and its zod schemas shipped in @octocloud/types 2.0.4: every answer is parsed with
// the specification's own schema (required fields, types, enum values), every refusal with its error's schema.
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  zAvailabilitiesAvailabilityCalendarResponse,
  zAvailabilitiesAvailabilityCheckResponse,
  zBooking,
  zBookingsGetBookingsResponse,
  zErrorBadRequest,
  zErrorInvalidAvailabilityId,
  zErrorInvalidBookingUuid,
  zErrorInvalidProductId,
  zErrorInvalidUnitId,
  zProductsGetProductResponse,
  zProductsGetProductsResponse,
  zSuppliersGetResponse,
} from '@octocloud/types';
import { addDays } from '@rihla/shared/rules/time';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER, DEMO_PARTNER_KEY } from '../../demo/partners.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { octoTestKit } from '../../test/octo-kit.js';
import { newOperator, operatorCall } from '../../test/operators.js';
import { freshDates, productsOf, seatsLeftOn, type TCatalogueCard } from '../../test/shopping.js';
import { makePartnerKey, sendDueDeliveries } from '../partners/index.js';

const CAPS = 'octo/pricing, octo/content';
const kit = octoTestKit({ caps: CAPS });
const { newPartner, octo } = kit;

let t: TTestApp;
let product: TCatalogueCard;
let otherProduct: TCatalogueCard;
let partnerA: { id: string; key: string };
let partnerB: { id: string; key: string };
let freshDate: () => string;

async function firstAvailabilityOn(key: string, productId: string, date: string) {
  const res = await octo('POST', '/availability', key, { productId, optionId: 'DEFAULT', localDate: date });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  const list = zAvailabilitiesAvailabilityCheckResponse.parse(res.body);
  const open = list.find((item) => item.available);
  if (!open) throw new Error(`no departure open on ${date}`);
  return open;
}

async function reserve(key: string, productId: string, availabilityId: string, adults = 2, extra: object = {}) {
  return octo('POST', '/bookings', key, {
    productId,
    optionId: 'DEFAULT',
    availabilityId,
    unitItems: Array.from({ length: adults }, () => ({ unitId: 'adult' })),
    ...extra,
  });
}

beforeAll(async () => {
  t = kit.t;
  const cards = await productsOf(t);
  [product, otherProduct] = cards as [TCatalogueCard, TCatalogueCard];
  partnerA = await newPartner([product.planId]);
  partnerB = await newPartner([otherProduct.planId]);
  freshDate = freshDates(t);
});

describe('authentication', () => {
  it('refuses a request without a key as UNAUTHORIZED and an unknown key as FORBIDDEN', async () => {
    const none = await octo('GET', '/products', null);
    expect(none.statusCode).toBe(400);
    expect(zErrorBadRequest.parse(none.body).error).toBe('UNAUTHORIZED');
    const unknown = await octo('GET', '/products', makePartnerKey().key);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.error).toBe('FORBIDDEN');
  });

  it('refuses a revoked key and records when a live key was last used', async () => {
    const partner = await newPartner([product.planId]);
    const ok = await octo('GET', '/supplier', partner.key);
    expect(ok.statusCode).toBe(200);
    const row = await t.app.ctx.db
      .selectFrom('partner_api_keys')
      .selectAll()
      .where('partner_id', '=', partner.id)
      .executeTakeFirstOrThrow();
    expect(row.last_used_at).not.toBeNull();
    expect(row.key_prefix).toBe(partner.key.slice(0, 14));
    await t.app.ctx.db
      .updateTable('partner_api_keys')
      .set({ revoked_at: new Date().toISOString() })
      .where('id', '=', row.id)
      .execute();
    const revoked = await octo('GET', '/products', partner.key);
    expect(revoked.statusCode).toBe(400);
    expect(revoked.body.error).toBe('FORBIDDEN');
  });
});

describe('GET /octo/v1/supplier and /products', () => {
  it('answers the supplier and only the partner’s own products, as the specification shapes them', async () => {
    const supplier = await octo('GET', '/supplier', partnerA.key);
    expect(supplier.statusCode).toBe(200);
    zSuppliersGetResponse.parse(supplier.body);
    const products = await octo('GET', '/products', partnerA.key);
    expect(products.statusCode).toBe(200);
    expect(products.headers['octo-capabilities']).toBe('octo/pricing, octo/content');
    const list = zProductsGetProductsResponse.parse(products.body);
    expect(list.map((item) => item.id)).toEqual([product.planId]);
    const [first] = list;
    expect(first?.options[0]?.units[0]?.pricingFrom?.[0]?.currency).toBe('AED');
    const adult = first?.options[0]?.units.find((unit) => unit.id === 'adult')?.pricingFrom?.[0];
    // Commission 20%: net is retail less a fifth, in fils.
    expect(adult?.net).toBe(Math.floor((adult?.retail ?? 0) * 0.8));
    const one = await octo('GET', `/products/${product.planId}`, partnerA.key);
    zProductsGetProductResponse.parse(one.body);
    const foreign = await octo('GET', `/products/${otherProduct.planId}`, partnerA.key);
    expect(foreign.statusCode).toBe(400);
    expect(zErrorInvalidProductId.parse(foreign.body)).toMatchObject({
      error: 'INVALID_PRODUCT_ID',
      productId: otherProduct.planId,
    });
  });

  it('leaves pricing and content out unless the request asks for their capabilities', async () => {
    const res = await octo('GET', `/products/${product.planId}`, partnerA.key, undefined, { caps: '' });
    const answer = zProductsGetProductResponse.parse(res.body);
    expect(answer.defaultCurrency).toBeUndefined();
    expect(answer.title).toBeUndefined();
    expect(answer.options[0]?.units[0]?.pricingFrom).toBeUndefined();
  });
});

describe('the reseller journey', () => {
  it('reserves, confirms, reads and cancels, the seats agreeing with the storefront at every step', async () => {
    const date = freshDate();
    const calendar = await octo('POST', '/availability/calendar', partnerA.key, {
      productId: product.planId,
      optionId: 'DEFAULT',
      localDateStart: date,
      localDateEnd: addDays(date, 29),
    });
    expect(calendar.statusCode, JSON.stringify(calendar.body)).toBe(200);
    const days = zAvailabilitiesAvailabilityCalendarResponse.parse(calendar.body);
    expect(days).toHaveLength(30);
    const seatsBefore = await seatsLeftOn(t, product, date);
    expect(days[0]?.vacancies).toBe(seatsBefore);

    const availability = await firstAvailabilityOn(partnerA.key, product.planId, date);
    const reserved = await reserve(partnerA.key, product.planId, availability.id, 2, {
      resellerReference: 'GYG-1001',
      expirationMinutes: 45,
    });
    expect(reserved.statusCode, JSON.stringify(reserved.body)).toBe(200);
    const onHold = zBooking.parse(reserved.body);
    expect(onHold.status).toBe('ON_HOLD');
    expect(Date.parse(onHold.utcExpiresAt ?? '') - Date.now()).toBeGreaterThan(40 * 60_000);
    expect(onHold.pricing?.retail).toBeGreaterThan(0);
    expect(await seatsLeftOn(t, product, date)).toBe(seatsBefore - 2);
    const again = await firstAvailabilityOn(partnerA.key, product.planId, date);
    expect(again.vacancies).toBe((availability.vacancies ?? 0) - 2);

    const confirmed = await octo('POST', `/bookings/${onHold.uuid}/confirm`, partnerA.key, {
      contact: { fullName: 'Layla Haddad', emailAddress: 'layla@example.test' },
    });
    expect(confirmed.statusCode, JSON.stringify(confirmed.body)).toBe(200);
    const booking = zBooking.parse(confirmed.body);
    expect(booking.status).toBe('CONFIRMED');
    expect(booking.supplierReference).toBeTruthy();
    expect(booking.voucher?.deliveryOptions[0]?.deliveryFormat).toBe('QRCODE');
    expect(booking.contact.fullName).toBe('Layla Haddad');
    expect(await seatsLeftOn(t, product, date)).toBe(seatsBefore - 2);

    const order = await t.app.ctx.db
      .selectFrom('orders')
      .selectAll()
      .where('reference', '=', booking.supplierReference as string)
      .executeTakeFirstOrThrow();
    expect(order.partner_id).toBe(partnerA.id);
    expect(order.partner_reference).toBe('GYG-1001');
    expect(order.status).toBe('confirmed');
    const email = await t.app.ctx.db
      .selectFrom('outbox')
      .select(['recipient', 'topic'])
      .where('order_id', '=', order.id)
      .where('topic', '=', 'orderConfirmed')
      .execute();
    expect(email.map((row) => row.recipient)).toEqual(['layla@example.test']);

    // The bookings desk finds it by the reseller's reference and names the reseller as its channel.
    const agent = await newOperator(t, 'agent', 'Adil Agent');
    const found = await operatorCall(t, 'operator/searchOrders', { search: 'GYG-1001' }, agent.token);
    expect(found.statusCode, found.raw.body).toBe(200);
    expect(found.body.data.rows.map((row: { reference: string }) => row.reference)).toEqual([order.reference]);
    const page = await operatorCall(t, 'operator/getOrder', { id: order.id }, agent.token);
    expect(page.body.data.partner).toEqual({
      id: partnerA.id,
      name: expect.any(String),
      reference: 'GYG-1001',
      channel: 'api',
    });
    // The order keeps the partner's rate as it was (decision 126).
    const kept = await t.app.ctx.db
      .selectFrom('orders')
      .select('partner_terms')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(kept.partner_terms as string)).toMatchObject({ rateKind: expect.any(String) });
    // Paid on account, it earns the partner's account no points (decision 132).
    const points = await t.app.ctx.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    expect(points).toEqual([]);

    // A second confirmation answers the same booking and makes no second order.
    const twice = await octo('POST', `/bookings/${onHold.uuid}/confirm`, partnerA.key, { contact: {} });
    expect(twice.statusCode).toBe(200);
    expect(twice.body.supplierReference).toBe(booking.supplierReference);
    const orders = await t.app.ctx.db.selectFrom('orders').select('id').where('partner_id', '=', partnerA.id).execute();
    expect(orders.filter((row) => row.id === order.id)).toHaveLength(1);

    const read = await octo('GET', `/bookings/${onHold.uuid}`, partnerA.key);
    expect(zBooking.parse(read.body).status).toBe('CONFIRMED');
    const byReference = await octo('GET', '/bookings?resellerReference=GYG-1001', partnerA.key);
    expect(zBookingsGetBookingsResponse.parse(byReference.body).map((item) => item.uuid)).toEqual([onHold.uuid]);
    const bySupplier = await octo('GET', `/bookings?supplierReference=${booking.supplierReference}`, partnerA.key);
    expect(bySupplier.body).toHaveLength(1);
    const byDate = await octo('GET', `/bookings?localDate=${date}`, partnerA.key);
    expect(byDate.body.map((item: { uuid: string }) => item.uuid)).toContain(onHold.uuid);

    const cancelled = await octo('POST', `/bookings/${onHold.uuid}/cancel`, partnerA.key, { reason: 'Guest ill' });
    expect(cancelled.statusCode, JSON.stringify(cancelled.body)).toBe(200);
    const gone = zBooking.parse(cancelled.body);
    expect(gone.status).toBe('CANCELLED');
    expect(gone.cancellation?.reason).toBe('Guest ill');
    expect(await seatsLeftOn(t, product, date)).toBe(seatsBefore);
  });

  it('gives an on-hold booking’s seats back when it is cancelled, and extends a live hold', async () => {
    const date = freshDate();
    const seatsBefore = await seatsLeftOn(t, product, date);
    const availability = await firstAvailabilityOn(partnerA.key, product.planId, date);
    const first = zBooking.parse((await reserve(partnerA.key, product.planId, availability.id, 1)).body);
    const second = zBooking.parse((await reserve(partnerA.key, product.planId, availability.id, 3)).body);
    // A partner's reservations never give back each other's seats.
    expect(await seatsLeftOn(t, product, date)).toBe(seatsBefore - 4);
    const extended = await octo('POST', `/bookings/${first.uuid}/extend`, partnerA.key, { expirationMinutes: 120 });
    expect(extended.statusCode, JSON.stringify(extended.body)).toBe(200);
    expect(Date.parse(zBooking.parse(extended.body).utcExpiresAt ?? '')).toBeGreaterThan(Date.now() + 100 * 60_000);
    const cancelled = await octo('POST', `/bookings/${second.uuid}/cancel`, partnerA.key, {});
    expect(zBooking.parse(cancelled.body).status).toBe('CANCELLED');
    expect(await seatsLeftOn(t, product, date)).toBe(seatsBefore - 1);
    const deleted = await octo('DELETE', `/bookings/${first.uuid}`, partnerA.key);
    expect(deleted.body.status).toBe('CANCELLED');
    expect(await seatsLeftOn(t, product, date)).toBe(seatsBefore);
  });

  it('reads an expired hold as EXPIRED, its seats free again, and refuses to confirm it', async () => {
    const date = freshDate();
    const seatsBefore = await seatsLeftOn(t, product, date);
    const availability = await firstAvailabilityOn(partnerA.key, product.planId, date);
    const reserved = await reserve(partnerA.key, product.planId, availability.id, 2, { expirationMinutes: 5 });
    const held = zBooking.parse(reserved.body);
    expect(await seatsLeftOn(t, product, date)).toBe(seatsBefore - 2);
    t.clock.advance(6 * 60_000);
    expect(await seatsLeftOn(t, product, date)).toBe(seatsBefore);
    const read = await octo('GET', `/bookings/${held.uuid}`, partnerA.key);
    const expired = zBooking.parse(read.body);
    expect(expired.status).toBe('EXPIRED');
    expect(expired.utcExpiresAt).toBeNull();
    const confirm = await octo('POST', `/bookings/${held.uuid}/confirm`, partnerA.key, { contact: {} });
    expect(confirm.statusCode).toBe(400);
    expect(zErrorInvalidBookingUuid.parse(confirm.body).error).toBe('INVALID_BOOKING_UUID');
    const extend = await octo('POST', `/bookings/${held.uuid}/extend`, partnerA.key, {});
    expect(extend.body.error).toBe('UNPROCESSABLE_ENTITY');
    expect(await seatsLeftOn(t, product, date)).toBe(seatsBefore);
  });

  it('refuses to cancel a confirmed booking past its cancellation cut-off, and keeps its seats', async () => {
    const date = freshDate();
    const availability = await firstAvailabilityOn(partnerA.key, product.planId, date);
    const held = zBooking.parse((await reserve(partnerA.key, product.planId, availability.id, 1)).body);
    const confirmed = await octo('POST', `/bookings/${held.uuid}/confirm`, partnerA.key, { contact: {} });
    expect(confirmed.statusCode, JSON.stringify(confirmed.body)).toBe(200);
    const seatsBooked = await seatsLeftOn(t, product, date);
    const startedAt = t.clock.now().toISOString();
    // An hour before the departure: inside every product's last tier (the shortest is 24 hours in the demo).
    t.clock.set(new Date(Date.parse(availability.localDateTimeStart) - 60 * 60_000).toISOString());
    try {
      const read = await octo('GET', `/bookings/${held.uuid}`, partnerA.key);
      expect(zBooking.parse(read.body).cancellable).toBe(false);
      const cancel = await octo('POST', `/bookings/${held.uuid}/cancel`, partnerA.key, {});
      expect(cancel.statusCode).toBe(400);
      expect(cancel.body.error).toBe('UNPROCESSABLE_ENTITY');
      expect((await octo('GET', `/bookings/${held.uuid}`, partnerA.key)).body.status).toBe('CONFIRMED');
    } finally {
      t.clock.set(startedAt);
    }
    expect(await seatsLeftOn(t, product, date)).toBe(seatsBooked);
  });
});

describe('a new partner’s first bookings at once', () => {
  it('all hold their seats on the one account made for the partner', async () => {
    const partner = await newPartner([product.planId]);
    const date = freshDate();
    const seatsBefore = await seatsLeftOn(t, product, date);
    const availability = await firstAvailabilityOn(partner.key, product.planId, date);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => reserve(partner.key, product.planId, availability.id, 1)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await seatsLeftOn(t, product, date)).toBe(seatsBefore - 4);
    const accounts = await t.app.ctx.db
      .selectFrom('users')
      .select('id')
      .where('phone_number', '=', `partner:${partner.id}`)
      .execute();
    expect(accounts).toHaveLength(1);
  });
});

describe('a second partner', () => {
  it('sees only its own products and is refused the other partner’s bookings', async () => {
    const list = await octo('GET', '/products', partnerB.key);
    expect(list.body.map((item: { id: string }) => item.id)).toEqual([otherProduct.planId]);
    const date = freshDate();
    const availability = await firstAvailabilityOn(partnerA.key, product.planId, date);
    const held = zBooking.parse((await reserve(partnerA.key, product.planId, availability.id, 1)).body);
    for (const res of [
      await octo('GET', `/bookings/${held.uuid}`, partnerB.key),
      await octo('POST', `/bookings/${held.uuid}/confirm`, partnerB.key, { contact: {} }),
      await octo('POST', `/bookings/${held.uuid}/cancel`, partnerB.key, {}),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(zErrorInvalidBookingUuid.parse(res.body).uuid).toBe(held.uuid);
    }
    const foreign = await reserve(partnerB.key, product.planId, availability.id, 1);
    expect(foreign.body.error).toBe('INVALID_PRODUCT_ID');
    expect((await octo('GET', `/bookings/${held.uuid}`, partnerA.key)).body.status).toBe('ON_HOLD');
  });
});

describe('refusals in the specification’s shape', () => {
  it('names a wrong unit, availability, option and a malformed body, and changes nothing', async () => {
    const date = freshDate();
    const seatsBefore = await seatsLeftOn(t, product, date);
    const availability = await firstAvailabilityOn(partnerA.key, product.planId, date);
    const unit = await octo('POST', '/bookings', partnerA.key, {
      productId: product.planId,
      optionId: 'DEFAULT',
      availabilityId: availability.id,
      unitItems: [{ unitId: 'dragon' }],
    });
    expect(zErrorInvalidUnitId.parse(unit.body).unitId).toBe('dragon');
    const slot = await reserve(partnerA.key, product.planId, `${date}T03:17:00+04:00`);
    expect(zErrorInvalidAvailabilityId.parse(slot.body).error).toBe('INVALID_AVAILABILITY_ID');
    const option = await octo('POST', '/availability', partnerA.key, {
      productId: product.planId,
      optionId: 'NOPE',
      localDate: date,
    });
    expect(option.body).toMatchObject({ error: 'INVALID_OPTION_ID', optionId: 'NOPE' });
    const malformed = await octo('POST', '/bookings', partnerA.key, { productId: product.planId });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body.error).toBe('BAD_REQUEST');
    const query = await octo('POST', '/availability', partnerA.key, { productId: product.planId, optionId: 'DEFAULT' });
    expect(query.body.error).toBe('BAD_REQUEST');
    const bookings = await octo('GET', '/bookings', partnerA.key);
    expect(bookings.body.error).toBe('BAD_REQUEST');
    const unknown = await octo('GET', `/bookings/${randomUUID()}`, partnerA.key);
    expect(unknown.body.error).toBe('INVALID_BOOKING_UUID');
    expect(await seatsLeftOn(t, product, date)).toBe(seatsBefore);
  });
});

describe('partners’ rates, limits and the demo reseller', () => {
  it('prices a net-rate partner at its own net prices', async () => {
    const partner = await newPartner([product.planId], { commissionBp: 0, netPrices: { adult: 1234 } });
    const res = await octo('GET', `/products/${product.planId}`, partner.key);
    const adult = zProductsGetProductResponse.parse(res.body).options[0]?.units.find((unit) => unit.id === 'adult')
      ?.pricingFrom?.[0];
    expect(adult?.net).toBe(1234);
    expect(adult?.retail).toBeGreaterThan(1234);
  });

  it('answers a partner over its requests a minute with 429 and Retry-After, and other partners still pass', async () => {
    const limited = await createTestApp({ rateLimits: 'on', shareDatabaseWith: t });
    try {
      const busy = await newPartner([product.planId], { app: limited, ratePerMinute: 3 });
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1)
        codes.push((await octo('GET', '/supplier', busy.key, undefined, { app: limited })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const refused = await octo('GET', '/supplier', busy.key, undefined, { app: limited });
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(zErrorBadRequest.parse(refused.body).error).toBe('TOO_MANY_REQUESTS');
      expect((await octo('GET', '/supplier', partnerA.key, undefined, { app: limited })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('seeds the demo reseller with its published key, a few products and a 20% commission', async () => {
    const res = await octo('GET', '/products', DEMO_PARTNER_KEY);
    expect(res.statusCode).toBe(200);
    const list = zProductsGetProductsResponse.parse(res.body);
    expect(list.map((item) => item.id).sort()).toEqual([...DEMO_PARTNER.products].sort());
    const adult = list[0]?.options[0]?.units.find((unit) => unit.id === 'adult')?.pricingFrom?.[0];
    expect(adult?.net).toBe(Math.floor(((adult?.retail ?? 0) * 8000) / 10_000));
  });
});

describe('PATCH /octo/v1/bookings/:uuid', () => {
  it('moves an on-hold booking to other units, holding the new seats and giving the old back', async () => {
    const date = freshDate();
    const seatsBefore = await seatsLeftOn(t, product, date);
    const availability = await firstAvailabilityOn(partnerA.key, product.planId, date);
    const held = zBooking.parse((await reserve(partnerA.key, product.planId, availability.id, 2)).body);
    const updated = await octo('PATCH', `/bookings/${held.uuid}`, partnerA.key, {
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }, { unitId: 'adult' }],
      resellerReference: 'VIA-77',
      notes: 'Window seats',
    });
    expect(updated.statusCode, JSON.stringify(updated.body)).toBe(200);
    const booking = zBooking.parse(updated.body);
    expect(booking.unitItems).toHaveLength(3);
    expect(booking.resellerReference).toBe('VIA-77');
    expect(booking.notes).toBe('Window seats');
    expect(await seatsLeftOn(t, product, date)).toBe(seatsBefore - 3);
  });
});

describe('the partner’s webhook', () => {
  it('hears of a booking confirmed and cancelled, signed with its secret, once each', async () => {
    const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/octo-hook`;
      const partner = await newPartner([product.planId]);
      const manager = await newOperator(t, 'manager', 'OCTO webhooks manager');
      const hooked = await operatorCall(
        t,
        'operator/createPartnerWebhook',
        { id: partner.id, url, events: ['booking_update'] },
        manager.token,
      );
      expect(hooked.statusCode, hooked.raw.body).toBe(200);
      const secret = (hooked.body.data.webhooks as Array<{ secret: string }>)[0]?.secret ?? '';

      const availability = await firstAvailabilityOn(partner.key, product.planId, freshDate());
      const booking = zBooking.parse((await reserve(partner.key, product.planId, availability.id, 1)).body);
      const confirm = { resellerReference: 'HOOK-1', contact: { fullName: 'Hook Guest' } };
      expect((await octo('POST', `/bookings/${booking.uuid}/confirm`, partner.key, confirm)).statusCode).toBe(200);
      // A retried confirmation tells nothing again.
      expect((await octo('POST', `/bookings/${booking.uuid}/confirm`, partner.key, confirm)).statusCode).toBe(200);
      expect((await octo('POST', `/bookings/${booking.uuid}/cancel`, partner.key, {})).statusCode).toBe(200);
      await sendDueDeliveries(t.app.ctx);

      const events = received.map((delivery) => {
        const timestamp = String(delivery.headers['x-rihla-timestamp']);
        const expected = createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`).digest('hex');
        expect(delivery.headers['x-rihla-signature']).toBe(`sha256=${expected}`);
        return JSON.parse(delivery.body) as { event: string; payload: { booking: unknown } };
      });
      expect(events.map((event) => event.event)).toEqual(['booking_update', 'booking_update']);
      // Sent side by side, they may arrive in either order.
      const told = events.map((event) => zBooking.parse(event.payload.booking));
      expect(told.map((item) => `${item.uuid} ${item.status}`).sort()).toEqual([
        `${booking.uuid} CANCELLED`,
        `${booking.uuid} CONFIRMED`,
      ]);
      expect(told.every((item) => item.resellerReference === 'HOOK-1')).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
