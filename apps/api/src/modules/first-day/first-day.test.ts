import type { TFirstDayData } from '@rihla/shared/schemas/first-day';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp, uniquePhone } from '../../test/harness.js';
import { sampleProductFields } from '../../test/operator-matrix/catalogue.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { nextWeek, offeredTime, payAndConfirm } from '../../test/shopping.js';

// The first day of an install (issue 34, decision 071): the checklist from nothing to a first booking, each step
// ticked as the database says, and only the steps the operator's role may act on.

let t: TTestApp;
let owner: TTestOperator;
/** The first test's product and its paid test booking, which the desk's steps then use. */
let firstProductId: string;
let testOrder: { reference: string };

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  owner = await newOperator(t, 'owner', 'First owner');
});
afterAll(async () => {
  await t?.close();
});

async function firstDay(token = owner.token): Promise<TFirstDayData> {
  const res = await operatorCall(t, 'operator/firstDay', {}, token);
  expect(res.statusCode, res.raw.body).toBe(200);
  return res.body.data;
}

const doneOf = (data: TFirstDayData) => Object.fromEntries(data.steps.map((step) => [step.key, step.isDone]));
const pathOf = (data: TFirstDayData, key: string) => data.steps.find((step) => step.key === key)?.path;

describe('POST /api/operator/firstDay', () => {
  it('leads a new owner through every step, ticking each as it is done', async () => {
    const empty = await firstDay();
    expect(empty).toEqual({
      hasProducts: false,
      steps: [
        { key: 'shopSettings', isDone: false, path: '/admin/shop' },
        { key: 'taxDetails', isDone: false, path: '/admin/shop' },
        { key: 'firstProduct', isDone: false, path: '/admin/products/new' },
        { key: 'testBooking', isDone: false, path: '/' },
        { key: 'staffInvited', isDone: false, path: '/admin/staff' },
      ],
    });

    // The shop's settings saved once, without tax details: the first step only.
    const read = await operatorCall(t, 'operator/getShopSettings', {}, owner.token);
    const { settings, version } = read.body.data;
    const named = await operatorCall(
      t,
      'operator/updateShopSettings',
      { settings: { ...settings, name: 'Dibba Dhows' }, version },
      owner.token,
    );
    expect(named.statusCode, named.raw.body).toBe(200);
    expect(doneOf(await firstDay())).toMatchObject({ shopSettings: true, taxDetails: false });

    // A TRN without an address is not the seller's tax details yet.
    const trnOnly = { ...settings, name: 'Dibba Dhows', trn: '100123456700003' };
    const withTrn = await operatorCall(
      t,
      'operator/updateShopSettings',
      { settings: trnOnly, version: version + 1 },
      owner.token,
    );
    expect(withTrn.statusCode, withTrn.raw.body).toBe(200);
    expect(doneOf(await firstDay()).taxDetails).toBe(false);
    const withAddress = await operatorCall(
      t,
      'operator/updateShopSettings',
      { settings: { ...trnOnly, address: 'Harbour Road 4, Dibba' }, version: version + 2 },
      owner.token,
    );
    expect(withAddress.statusCode, withAddress.raw.body).toBe(200);
    expect(doneOf(await firstDay()).taxDetails).toBe(true);

    // A product not yet published is not bookable: the step leads to its timetable and prices.
    const created = await operatorCall(
      t,
      'operator/createProduct',
      { fields: sampleProductFields({ title: 'First day cruise' }), priceFils: 18_000 },
      owner.token,
    );
    expect(created.statusCode, created.raw.body).toBe(200);
    const unpublished = await firstDay();
    expect(unpublished.hasProducts).toBe(true);
    expect(doneOf(unpublished).firstProduct).toBe(false);
    expect(pathOf(unpublished, 'firstProduct')).toBe('/admin/timetables');
    const productId = created.body.data.id as string;
    firstProductId = productId;
    await operatorCall(t, 'operator/setPublished', { id: productId, published: true }, owner.token);
    expect(doneOf(await firstDay()).firstProduct).toBe(true);

    // A test booking paid on the sandbox.
    const { token } = await t.newShopper({ first_name: 'Test', last_name: 'Booking' });
    const line = {
      module: 'picnic',
      planId: productId,
      date: nextWeek(t),
      time: await offeredTime(t, productId),
      adultCount: 1,
    };
    expect((await t.call('users/addToCart', { item: [line] }, token)).body.status).toBe(1);
    testOrder = (await payAndConfirm(t, token)).order;
    expect(doneOf(await firstDay()).testBooking).toBe(true);

    // Staff invited: every step is done.
    const invited = await operatorCall(
      t,
      'operator/inviteOperator',
      { email: 'agent@dibba.example', name: 'First agent', role: 'agent' },
      owner.token,
    );
    expect(invited.statusCode, invited.raw.body).toBe(200);
    expect((await firstDay()).steps.every((step) => step.isDone)).toBe(true);
  });

  it('answers each role only the steps it may act on', async () => {
    const stepsOf = async (role: 'manager' | 'agent' | 'guide' | 'editor') =>
      (await firstDay((await newOperator(t, role, `First day ${role}`)).token)).steps.map((step) => step.key);
    expect(await stepsOf('manager')).toEqual(['firstProduct', 'testBooking']);
    expect(await stepsOf('agent')).toEqual(['phoneBooking', 'checkIn']);
    expect(await stepsOf('guide')).toEqual(['checkIn']);
    expect(await stepsOf('editor')).toEqual([]);
  });

  it('gives an agent their own desk’s first day, ticked by their own phone booking and check-in, never a colleague’s', async () => {
    const agent = await newOperator(t, 'agent', 'Desk agent');
    const colleague = await newOperator(t, 'agent', 'Other agent');
    expect((await firstDay(agent.token)).steps).toEqual([
      { key: 'phoneBooking', isDone: false, path: '/admin/bookings/new' },
      { key: 'checkIn', isDone: false, path: '/admin/check-in' },
    ]);

    const customer = await operatorCall(
      t,
      'operator/createCustomer',
      { firstName: 'Desk', lastName: 'Caller', phone: uniquePhone() },
      agent.token,
    );
    expect(customer.statusCode, customer.raw.body).toBe(200);
    const date = nextWeek(t);
    const departures = await operatorCall(
      t,
      'operator/phoneDepartures',
      { productId: firstProductId, date },
      agent.token,
    );
    const start = departures.body.data.departures[0]?.start as string;
    const booked = await operatorCall(
      t,
      'operator/bookByPhone',
      { customerId: customer.body.data.id, productId: firstProductId, date, departure: start, tickets: { adult: 1 } },
      agent.token,
    );
    expect(booked.statusCode, booked.raw.body).toBe(200);
    expect(doneOf(await firstDay(agent.token))).toEqual({ phoneBooking: true, checkIn: false });

    // A colleague's check-in ticks the colleague's step, not this agent's.
    const checked = await operatorCall(
      t,
      'operator/checkIn',
      { productId: firstProductId, date, start, code: testOrder.reference },
      colleague.token,
    );
    expect(checked.body.data?.result, checked.raw.body).toBe('valid');
    expect(doneOf(await firstDay(agent.token)).checkIn).toBe(false);
    expect(doneOf(await firstDay(colleague.token))).toEqual({ phoneBooking: false, checkIn: true });
  });

  it('is for signed-in operators only', async () => {
    const res = await operatorCall(t, 'operator/firstDay', {}, 'not-a-token');
    expect(res.statusCode).toBe(401);
    expect(res.body.status).toBe(0);
  });
});
