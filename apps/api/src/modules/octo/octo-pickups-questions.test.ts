// OCTO bookings as real orders (decision 130): the reseller's travellers become the order's passengers, so the
// desk's manifest names them; octo/pickups and octo/questions after the specification's PickupPoint, OptionPickup,
// BookingPickup, Question and questionAnswers. Shapes after the published specification (octotravel/octo-types at commit
// 0721d0372dc14e3a7f73096222fcb527a09656c5: src/types/Booking.ts's Contact and UnitItem).

import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import type { TPassengerFormInput } from '@rihla/shared/schemas/passengers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TProductRow } from '../../db/tables/schema.js';
import { newId } from '../../lib/ids.js';
import type { TTestApp } from '../../test/harness.js';
import { octoTestKit } from '../../test/octo-kit.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { productTemplateOf } from '../../test/shopping.js';
import { setBookingTerms } from '../catalogue/booking-terms.service.js';
import { addProduct } from '../catalogue/catalogue.service.js';
import { seedPickups } from '../pickups/index.js';

const kit = octoTestKit({ caps: '', partner: { commissionBp: 1000 } });
const { octo } = kit;
/** A reseller selling `products`: its key. */
const newPartner = async (products: string[]) => (await kit.newPartner(products)).key;

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
  t = kit.t;
  template = await t.app.ctx.db.selectFrom('products').selectAll().limit(1).executeTakeFirstOrThrow();
  manager = await newOperator(t, 'manager', 'Octo manager');
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

const BOTH = 'octo/pickups, octo/questions';
const POINT_A = `pq-point-a-${newId().slice(-6).toLowerCase()}`;
const POINT_B = `pq-point-b-${newId().slice(-6).toLowerCase()}`;

/** A product with the form that collects from `points` (both points exist either way). */
async function productWithPickups(points: readonly string[] = [POINT_A]): Promise<string> {
  const productId = await newProduct();
  await seedPickups(
    t.app.ctx.db,
    [
      {
        id: POINT_A,
        name: 'Atlantis Lobby',
        area: 'Palm Jumeirah',
        address: 'Crescent Rd',
        latitude: 25.13,
        longitude: 55.11,
      },
      {
        id: POINT_B,
        name: 'Mall Gate 3',
        area: 'Al Barsha',
        address: 'Sheikh Zayed Rd',
        latitude: null,
        longitude: null,
      },
    ],
    [
      {
        productId,
        pickups: { minutesBefore: 45, points: points.map((pointId) => ({ pointId, minutesBefore: null })) },
      },
    ],
    new Date().toISOString(),
  );
  return productId;
}

describe('octo/pickups and octo/questions', () => {
  it('lists both capabilities and answers them in Octo-Capabilities when asked', async () => {
    const productId = await newProduct(false);
    const key = await newPartner([productId]);
    const res = await octo('GET', '/capabilities', key, undefined, { caps: `octo/pricing, ${BOTH}` });
    expect(res.statusCode).toBe(200);
    const ids = (res.body as Array<{ id: string }>).map((capability) => capability.id);
    expect(ids).toEqual(expect.arrayContaining(['octo/pickups', 'octo/questions']));
    expect(res.headers['octo-capabilities']).toBe('octo/pricing, octo/pickups, octo/questions');
  });

  it('answers the option’s pick-up points and the form’s questions, only when asked', async () => {
    const productId = await productWithPickups();
    const key = await newPartner([productId]);
    const plain = await octo('GET', `/products/${productId}`, key);
    expect(plain.body.options[0]).not.toHaveProperty('pickupPoints');
    expect(plain.body).not.toHaveProperty('questions');
    const res = await octo('GET', `/products/${productId}`, key, undefined, { caps: BOTH });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const option = res.body.options[0];
    expect(option.pickupRequired).toBe(false);
    expect(option.pickupAvailable).toBe(true);
    expect(option.pickupPoints).toEqual([
      {
        id: POINT_A,
        name: 'Atlantis Lobby',
        directions: null,
        address: 'Crescent Rd',
        latitude: 25.13,
        longitude: 55.11,
        googlePlaceId: null,
        street: null,
        postalCode: null,
        locality: 'Palm Jumeirah',
        region: null,
        state: null,
        country: 'AE',
      },
    ]);
    expect(option.questions).toEqual([
      {
        id: 'diet',
        label: 'Diet',
        description: null,
        required: true,
        inputType: 'select',
        selectOptions: [
          { label: 'Any', value: 'Any' },
          { label: 'Vegetarian', value: 'Vegetarian' },
        ],
      },
    ]);
    expect(option.units[0].questions.map((q: { id: string }) => q.id)).toEqual([
      'detail-passportNumber',
      'detail-passportExpiry',
      'swims',
    ]);
    expect(option.units[0].questions[2]).toMatchObject({ inputType: 'select', required: false });
    expect(res.body.questions).toHaveLength(4);
  });

  it('keeps a reservation’s pick-up and answers where the storefront keeps them, refusing a wrong point or answer', async () => {
    const productId = await productWithPickups();
    const key = await newPartner([productId]);
    const date = inDays(6);
    const body = {
      productId,
      optionId: 'DEFAULT',
      availabilityId: availabilityOn(date),
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }],
    };
    const before = await t.app.ctx.db
      .selectFrom('checkouts')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    for (const [wrong, error] of [
      [
        { pickupRequested: true, pickupPointId: POINT_B },
        { error: 'BAD_REQUEST', pickupPointId: POINT_B },
      ],
      [{ pickupRequested: true }, { error: 'BAD_REQUEST' }],
      [{ questionAnswers: [{ questionId: 'diet', value: 'Vegan' }] }, { error: 'BAD_REQUEST' }],
      [{ questionAnswers: [{ questionId: 'nope', value: 'x' }] }, { error: 'BAD_REQUEST', questionId: 'nope' }],
      [
        {
          unitItems: [
            { unitId: 'adult', questionAnswers: [{ questionId: 'detail-passportExpiry', value: '2031-02-30' }] },
          ],
        },
        { error: 'BAD_REQUEST' },
      ],
    ] as const) {
      const refused = await octo('POST', '/bookings', key, { ...body, ...wrong }, { caps: BOTH });
      expect(refused.statusCode, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body).toMatchObject(error);
      expect(typeof refused.body.errorMessage).toBe('string');
    }
    // Nothing was held by a refusal.
    const after = await t.app.ctx.db
      .selectFrom('checkouts')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));

    const held = await octo(
      'POST',
      '/bookings',
      key,
      {
        ...body,
        pickupRequested: true,
        pickupPointId: POINT_A,
        questionAnswers: [{ questionId: 'diet', value: 'Vegetarian' }],
        unitItems: [
          { unitId: 'adult', questionAnswers: [{ questionId: 'swims', value: 'yes' }] },
          {
            unitId: 'adult',
            questionAnswers: [
              { questionId: 'detail-passportNumber', value: 'N441 0287' },
              { questionId: 'detail-passportExpiry', value: '2031-05-31' },
            ],
          },
        ],
      },
      { caps: BOTH },
    );
    expect(held.statusCode, JSON.stringify(held.body)).toBe(200);
    expect(held.body).toMatchObject({ pickupRequested: true, pickupPointId: POINT_A, pickupHotel: null });
    expect(held.body.pickupPoint.name).toBe('Atlantis Lobby');
    expect(held.body.questionAnswers).toEqual([expect.objectContaining({ questionId: 'diet', value: 'Vegetarian' })]);
    expect(held.body.unitItems[0].questionAnswers).toEqual(
      expect.arrayContaining([expect.objectContaining({ questionId: 'swims', value: 'yes' })]),
    );
    expect(held.body.unitItems[1].questionAnswers).toEqual(
      expect.arrayContaining([expect.objectContaining({ questionId: 'detail-passportNumber', value: 'N4410287' })]),
    );

    const confirmed = await octo(
      'POST',
      `/bookings/${held.body.uuid}/confirm`,
      key,
      {
        contact: { fullName: 'Mira Chen', country: 'SG' },
        unitItems: [
          { uuid: held.body.unitItems[0].uuid, unitId: 'adult' },
          { uuid: held.body.unitItems[1].uuid, unitId: 'adult', contact: { fullName: 'Li Chen' } },
        ],
      },
      { caps: BOTH },
    );
    expect(confirmed.statusCode, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'CONFIRMED', pickupPointId: POINT_A });
    expect(confirmed.body.questionAnswers[0].value).toBe('Vegetarian');

    // The desk's manifest: the pick-up, the answers and the names, as a storefront booking's.
    const manifest = await operatorCall(t, 'operator/getManifest', { productId, date, start: '09:00' }, manager.token);
    expect(manifest.body.status, manifest.body.message).toBe(1);
    const row = manifest.body.data.bookings.find(
      (each: { reference: string }) => each.reference === confirmed.body.supplierReference,
    );
    expect(JSON.stringify(row)).toContain('Atlantis Lobby');
    expect(row.bookingAnswers).toEqual([{ label: 'Diet', value: 'Vegetarian' }]);
    expect(row.passengers[0]).toMatchObject({
      fullName: 'Mira Chen',
      nationality: 'SG',
      answers: [{ label: 'Can swim?', value: 'Yes' }],
    });
    expect(row.passengers[1]).toMatchObject({
      fullName: 'Li Chen',
      passportNumber: '•••••0287',
      passportExpiry: '2031-05-31',
    });

    // A confirmed booking's pick-up may be taken back; a point the product does not collect from is refused.
    const wrong = await octo('PATCH', `/bookings/${held.body.uuid}`, key, { pickupPointId: POINT_B }, { caps: BOTH });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.error).toBe('BAD_REQUEST');
    const none = await octo('PATCH', `/bookings/${held.body.uuid}`, key, { pickupRequested: false }, { caps: BOTH });
    expect(none.statusCode, JSON.stringify(none.body)).toBe(200);
    expect(none.body).toMatchObject({ pickupRequested: false, pickupPointId: null, pickupPoint: null });
  });
});

describe('a held booking’s pick-up in its own column (decision 132)', () => {
  async function heldRow(uuid: string) {
    return t.app.ctx.db
      .selectFrom('octo_bookings')
      .select(['pickup_point_id', 'contact', 'order_id'])
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
  }
  async function pickupsOf(orderId: string) {
    return t.app.ctx.db
      .selectFrom('order_pickups')
      .select(['line_index', 'point_id'])
      .where('order_id', '=', orderId)
      .execute();
  }
  const heldBody = (productId: string, date: string) => ({
    productId,
    optionId: 'DEFAULT',
    availabilityId: availabilityOn(date),
    unitItems: [{ unitId: 'adult' }],
  });

  it('writes it to the column and the contact JSON on reserve and update, reads it, and confirms with it', async () => {
    const productId = await productWithPickups([POINT_A, POINT_B]);
    const key = await newPartner([productId]);
    const held = await octo(
      'POST',
      '/bookings',
      key,
      { ...heldBody(productId, inDays(7)), pickupRequested: true, pickupPointId: POINT_A },
      { caps: BOTH },
    );
    expect(held.statusCode, JSON.stringify(held.body)).toBe(200);
    const reserved = await heldRow(held.body.uuid);
    expect(reserved.pickup_point_id).toBe(POINT_A);
    // The previous release reads a hold's pick-up from its contact JSON: written there too until the next release.
    expect(JSON.parse(reserved.contact)).toMatchObject({ pickupPointId: POINT_A });
    const read = await octo('GET', `/bookings/${held.body.uuid}`, key, undefined, { caps: BOTH });
    expect(read.body).toMatchObject({ pickupRequested: true, pickupPointId: POINT_A });
    expect(read.body.contact).not.toHaveProperty('pickupPointId');

    const updated = await octo('PATCH', `/bookings/${held.body.uuid}`, key, { pickupPointId: POINT_B }, { caps: BOTH });
    expect(updated.statusCode, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ status: 'ON_HOLD', pickupPointId: POINT_B });
    const changed = await heldRow(held.body.uuid);
    expect(changed.pickup_point_id).toBe(POINT_B);
    expect(JSON.parse(changed.contact)).toMatchObject({ pickupPointId: POINT_B });

    // A move to another departure keeps it, as the new product still collects from it.
    const moved = await octo(
      'PATCH',
      `/bookings/${held.body.uuid}`,
      key,
      { availabilityId: availabilityOn(inDays(8)) },
      { caps: BOTH },
    );
    expect(moved.statusCode, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.pickupPointId).toBe(POINT_B);
    expect((await heldRow(held.body.uuid)).pickup_point_id).toBe(POINT_B);

    // Confirmed without naming a pick-up: the column's is the order's.
    const confirmed = await octo(
      'POST',
      `/bookings/${held.body.uuid}/confirm`,
      key,
      { contact: { fullName: 'Nadia Karim' } },
      { caps: BOTH },
    );
    expect(confirmed.statusCode, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'CONFIRMED', pickupPointId: POINT_B });
    const orderId = (await heldRow(held.body.uuid)).order_id as string;
    expect(await pickupsOf(orderId)).toEqual([{ line_index: 0, point_id: POINT_B }]);
  });

  it('confirms a hold the previous release wrote (its pick-up in the contact JSON only) with that pick-up', async () => {
    const productId = await productWithPickups();
    const key = await newPartner([productId]);
    const held = await octo('POST', '/bookings', key, heldBody(productId, inDays(9)), { caps: BOTH });
    expect(held.statusCode, JSON.stringify(held.body)).toBe(200);
    expect(held.body.pickupPointId).toBeNull();
    // As the previous release keeps a chosen pick-up: the contact's key, the column (unknown to it) null.
    await t.app.ctx.db
      .updateTable('octo_bookings')
      .set({ contact: JSON.stringify({ fullName: 'Old Release', pickupPointId: POINT_A }), pickup_point_id: null })
      .where('uuid', '=', held.body.uuid)
      .execute();
    const read = await octo('GET', `/bookings/${held.body.uuid}`, key, undefined, { caps: BOTH });
    expect(read.body).toMatchObject({ pickupRequested: true, pickupPointId: POINT_A });
    expect(read.body.contact).toMatchObject({ fullName: 'Old Release' });

    const confirmed = await octo('POST', `/bookings/${held.body.uuid}/confirm`, key, { contact: {} }, { caps: BOTH });
    expect(confirmed.statusCode, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'CONFIRMED', pickupPointId: POINT_A });
    const orderId = (await heldRow(held.body.uuid)).order_id as string;
    expect(await pickupsOf(orderId)).toEqual([{ line_index: 0, point_id: POINT_A }]);
  });
});
