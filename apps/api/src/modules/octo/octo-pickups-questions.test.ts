// OCTO bookings as real orders (decision 130): the reseller's travellers become the order's passengers, so the
// desk's manifest names them. Shapes after the published specification (octotravel/octo-types at commit
// 0721d0372dc14e3a7f73096222fcb527a09656c5: src/types/Booking.ts's Contact and UnitItem).

import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import type { TPassengerFormInput } from '@rihla/shared/schemas/passengers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProductRow } from '../../db/tables/schema.js';
import { newId } from '../../lib/ids.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { productTemplateOf } from '../../test/shopping.js';
import { setBookingTerms } from '../catalogue/booking-terms.service.js';
import { addProduct } from '../catalogue/catalogue.service.js';
import { makePartnerKey, seedPartner } from '../partners/index.js';

let t: TTestApp;
let template: TProductRow;
let manager: TTestOperator;

const FORM: TPassengerFormInput = {
  details: [
    { detail: 'fullName', required: true, askedOf: 'passenger' },
    { detail: 'nationality', required: false, askedOf: 'passenger' },
    { detail: 'passport', required: true, askedOf: 'passenger' },
    { detail: 'phone', required: false, askedOf: 'booking' },
  ],
  questions: [
    { id: 'diet', kind: 'choice', label: 'Diet', required: true, askedOf: 'booking', choices: ['Any', 'Vegetarian'] },
    { id: 'swims', kind: 'yesNo', label: 'Can swim?', required: false, askedOf: 'passenger' },
  ],
  deadlineHours: 24,
  passportValidityMonths: 0,
};

beforeAll(async () => {
  t = await createTestApp();
  template = await t.app.ctx.db.selectFrom('products').selectAll().limit(1).executeTakeFirstOrThrow();
  manager = await newOperator(t, 'manager', 'Octo manager');
});
afterAll(async () => {
  await t?.close();
});

let productCount = 0;
/** A product of its own, daily at 09:00, with the form above unless `asks` is false. */
async function newProduct(asks = true): Promise<string> {
  productCount += 1;
  const id = `octo-pq-${productCount}-${newId().slice(-4).toLowerCase()}`;
  await addProduct(t.app.ctx, {
    ...productTemplateOf(template),
    id,
    title: `Octo pq ${productCount}`,
    price_fils: 10_000,
    min_ppl: 1,
    max_ppl: 50,
    capacity_per_slot: 20,
    cutoff_minutes: 60,
    max_tickets_per_order: 20,
  });
  await setBookingTerms(t.app.ctx, id, { pricing: 'perPerson', schedule: [{ start: '09:00', end: '11:00' }] });
  if (asks) {
    const set = await operatorCall(t, 'operator/setPassengerForm', { id, form: FORM }, manager.token);
    expect(set.body.status, set.body.message).toBe(1);
  }
  return id;
}

async function newPartner(products: string[]) {
  const id = newId();
  const key = makePartnerKey();
  await seedPartner(
    t.app.ctx.db,
    {
      id,
      values: {
        name: `Reseller ${id.slice(-4)}`,
        kind: 'ota',
        contact_email: 'ops@reseller.test',
        status: 'active',
        rate_kind: 'commission',
        commission_bp: 1000,
        rate_limit_per_minute: 1000,
        widget_origins: '[]',
        credit_limit_fils: 0,
      },
      now: new Date().toISOString(),
    },
    { id: newId(), label: 'test', keyHash: key.keyHash, keyPrefix: key.keyPrefix },
    products.map((productId) => ({ productId, netPrices: null })),
  );
  return key.key;
}

async function octo(method: 'GET' | 'POST' | 'PATCH', url: string, key: string, body?: unknown, caps = '') {
  const res = await t.app.inject({
    method,
    url: `/octo/v1${url}`,
    headers: { authorization: `Bearer ${key}`, 'octo-capabilities': caps },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { statusCode: res.statusCode, body: res.json(), headers: res.headers };
}

const inDays = (days: number) => addDays(todayInDubai(t.clock.now()), days);
const availabilityOn = (date: string) => `${date}T09:00:00+04:00`;

describe('the reseller’s travellers on the manifest', () => {
  it('keeps the lead contact and each unit item’s contact as the order’s passengers, only what the form asks', async () => {
    const productId = await newProduct();
    const key = await newPartner([productId]);
    const date = inDays(4);
    const held = await octo('POST', '/bookings', key, {
      productId,
      optionId: 'DEFAULT',
      availabilityId: availabilityOn(date),
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }, { unitId: 'adult' }],
    });
    expect(held.statusCode, JSON.stringify(held.body)).toBe(200);
    const confirmed = await octo('POST', `/bookings/${held.body.uuid}/confirm`, key, {
      contact: {
        firstName: 'Layla',
        lastName: 'Haddad',
        emailAddress: 'layla@example.com',
        phoneNumber: '+971 50 123 4567',
        country: 'jo',
      },
      unitItems: [
        { uuid: held.body.unitItems[0].uuid, unitId: 'adult', contact: {} },
        { uuid: held.body.unitItems[1].uuid, unitId: 'adult', contact: { fullName: 'Omar Haddad', country: 'JO' } },
        // A name the form's rules refuse is left out: the confirmation still goes through.
        { uuid: held.body.unitItems[2].uuid, unitId: 'adult', contact: { fullName: '12345', country: 'ZZ' } },
      ],
    });
    expect(confirmed.statusCode, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.status).toBe('CONFIRMED');

    const manifest = await operatorCall(t, 'operator/getManifest', { productId, date, start: '09:00' }, manager.token);
    expect(manifest.body.status, manifest.body.message).toBe(1);
    const row = manifest.body.data.bookings.find(
      (each: { reference: string }) => each.reference === confirmed.body.supplierReference,
    );
    expect(row).toBeDefined();
    expect(row.passengers).toEqual([
      expect.objectContaining({ number: 1, fullName: 'Layla Haddad', nationality: 'JO', passportNumber: '' }),
      expect.objectContaining({ number: 2, fullName: 'Omar Haddad', nationality: 'JO' }),
      expect.objectContaining({ number: 3, fullName: '', nationality: '' }),
    ]);
    // The email is not a detail the form asks: it is kept nowhere on the manifest.
    expect(JSON.stringify(manifest.body.data)).not.toContain('layla@example.com');
    expect(row.details).toBe('missing');
  });

  it('confirms a booking without any contact details and keeps nothing for a product that asks nothing', async () => {
    const plain = await newProduct(false);
    const key = await newPartner([plain]);
    const date = inDays(5);
    const held = await octo('POST', '/bookings', key, {
      productId: plain,
      optionId: 'DEFAULT',
      availabilityId: availabilityOn(date),
      unitItems: [{ unitId: 'adult' }],
    });
    expect(held.statusCode, JSON.stringify(held.body)).toBe(200);
    const confirmed = await octo('POST', `/bookings/${held.body.uuid}/confirm`, key, {
      contact: { fullName: 'Sam Lee' },
    });
    expect(confirmed.statusCode, JSON.stringify(confirmed.body)).toBe(200);
    const manifest = await operatorCall(
      t,
      'operator/getManifest',
      { productId: plain, date, start: '09:00' },
      manager.token,
    );
    const row = manifest.body.data.bookings.find(
      (each: { reference: string }) => each.reference === confirmed.body.supplierReference,
    );
    expect(row).toMatchObject({ details: 'none', passengers: [] });
  });
});
