import { MUSANDAM_PASSENGER_FORM } from '@rihla/demo/passengers';
import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { addLine, payOnSandbox, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { SANDBOX_CARDS } from '../payments/sandbox-provider.js';
import { eraseExpiredPassengers } from './index.js';

// Issue 36, decision 107: the passengers' details given on the checkout page go with users/paymentInitiate, checked
// before the payment starts (a refusal changes nothing) and kept under the checkout's id, which its order takes; a
// checkout never paid has its details erased two days later, and with its shopper's account at once.

let t: TTestApp;
let picnic: TCatalogueCard;
let ticket: TCatalogueCard;

beforeAll(async () => {
  // A SQLite file (not memory), so that the test can read the bytes the database keeps on disk.
  t = await createTestApp({ sqliteFile: true });
  [picnic] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  [ticket] = (await productsOf(t, 'Entry ticket')) as [TCatalogueCard];
});
afterAll(async () => {
  await t?.close();
});

let dayOffset = 20;
function nextDate(): string {
  dayOffset += 1;
  return addDays(todayInDubai(t.clock.now()), dayOffset);
}

const PASSPORT = 'K4821937Q';
function passenger(number: number, details: Record<string, string> = {}) {
  return {
    number,
    details: {
      fullName: `Guest ${'ABC'[number - 1]} Rahman`,
      nationality: 'IN',
      dateOfBirth: '1990-02-14',
      passportNumber: PASSPORT,
      passportExpiry: '2036-05-31',
      ...details,
    },
  };
}

/** A shopper with three guests on the Musandam picnic and a ticket in their cart, checked out. */
async function checkedOut() {
  const { token } = await t.newShopper();
  const date = nextDate();
  expect((await addLine(t, token, picnic, 3, date)).body.status).toBe(1);
  expect((await addLine(t, token, ticket, 1, date)).body.status).toBe(1);
  const checkout = await t.call('users/checkout', {}, token);
  expect(checkout.body.status, checkout.raw.body).toBe(1);
  const cartId = checkout.body.data[0]._id as string;
  // The checkout's lines in its own order: the details name the picnic's line by its place.
  const seen = await t.call('users/viewCheckout', { cartId }, token);
  const items = seen.body.data.items as Array<{ planId: string }>;
  const picnicLine = items.findIndex((item) => item.planId === picnic.planId);
  const ticketLine = items.findIndex((item) => item.planId === ticket.planId);
  return { token, date, cartId, picnicLine, ticketLine };
}

function rowsUnder(id: string) {
  return t.app.ctx.db.selectFrom('order_passengers').selectAll().where('order_id', '=', id).execute();
}

describe('users/viewCheckout', () => {
  it('answers the lines whose products ask passengers’ details, with their forms', async () => {
    const { token, date, cartId, picnicLine } = await checkedOut();
    const seen = await t.call('users/viewCheckout', { cartId }, token);
    expect(seen.statusCode, seen.raw.body).toBe(200);
    expect(seen.body.data.passengerLines).toEqual([
      {
        line: picnicLine,
        productId: picnic.planId,
        title: picnic.title,
        date,
        start: expect.any(String),
        passengerCount: 3,
        form: MUSANDAM_PASSENGER_FORM,
      },
    ]);
  });

  it('heads each trip by its Arabic title for an Arabic page, as its line (decision 109)', async () => {
    const { token, cartId } = await checkedOut();
    const { title_ar: titleAr } = await t.app.ctx.db
      .selectFrom('products')
      .select('title_ar')
      .where('id', '=', picnic.planId)
      .executeTakeFirstOrThrow();
    expect(titleAr, 'the demo Musandam picnic has an Arabic title').not.toBe('');
    const seen = await t.call('users/viewCheckout', { cartId }, token, { headers: { 'accept-language': 'ar' } });
    const items = seen.body.data.items as Array<{ planId: string; title: string }>;
    expect(seen.body.data.passengerLines.map((line: { title: string }) => line.title)).toEqual([titleAr]);
    expect(items.find((item) => item.planId === picnic.planId)?.title).toBe(titleAr);
  });
});

describe('users/paymentInitiate with passengers', () => {
  it('refuses a passport that lapses before the trip on its field, starting no payment and keeping nothing', async () => {
    const { token, cartId, picnicLine, ticketLine } = await checkedOut();
    const refused = await t.call(
      'users/paymentInitiate',
      {
        cartId,
        passengers: [{ line: picnicLine, passengers: [passenger(1), passenger(2, { passportExpiry: '2020-01-31' })] }],
      },
      token,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body.status).toBe(0);
    expect(refused.body.message).toMatch(/Passenger 2/);
    expect(refused.body).toMatchObject({
      code: 'passenger.invalid',
      field: 'passengers.0.passengers.1.details.passportExpiry',
    });
    expect(await rowsUnder(cartId)).toEqual([]);
    const payments = await t.app.ctx.db.selectFrom('payments').select('id').where('checkout_id', '=', cartId).execute();
    expect(payments).toEqual([]);
    const unknownLine = await t.call(
      'users/paymentInitiate',
      { cartId, passengers: [{ line: 7, passengers: [] }] },
      token,
    );
    expect(unknownLine.statusCode).toBe(400);
    const notAsked = await t.call(
      'users/paymentInitiate',
      { cartId, passengers: [{ line: ticketLine, passengers: [passenger(1)] }] },
      token,
    );
    expect(notAsked.statusCode).toBe(400);
    expect(notAsked.body.message).toContain('asks no passenger details');
  });

  it('keeps two guests’ details for the order, sealed, the third given later on the order', async () => {
    const { token, cartId, picnicLine } = await checkedOut();
    const initiated = await t.call(
      'users/paymentInitiate',
      { cartId, passengers: [{ line: picnicLine, passengers: [passenger(1), passenger(2)] }] },
      token,
    );
    expect(initiated.statusCode, initiated.raw.body).toBe(200);
    const transactionId = initiated.body.data.Transaction.TransactionID as string;
    await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve);
    const confirmed = await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token);
    expect(confirmed.body.status, confirmed.raw.body).toBe(1);
    const reference = confirmed.body.data.reference as string;
    const order = await t.app.ctx.db
      .selectFrom('orders')
      .select(['id', 'checkout_id'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    // The order took its checkout's id, so the details given before paying are its own.
    expect(order.id).toBe(cartId);
    const seen = await t.call('users/viewPassengers', { reference }, token);
    expect(
      seen.body.data.lines[picnicLine].passengers.map(
        (entry: { details: { fullName: string } } | null) => entry?.details.fullName ?? null,
      ),
    ).toEqual(['Guest A Rahman', 'Guest B Rahman', null]);
    expect(seen.body.data.lines[picnicLine].passengers[0].details.passportNumber).toBe(PASSPORT);
    const later = await t.call(
      'users/savePassengers',
      { reference, lines: [{ line: picnicLine, passengers: [passenger(3)] }] },
      token,
    );
    expect(later.statusCode, later.raw.body).toBe(200);
    expect(later.body.data.lines[picnicLine].isComplete).toBe(true);
    // Sealed at rest: no column of the rows holds the passport number or the birth date in clear.
    const rows = await rowsUnder(order.id);
    expect(rows).toHaveLength(3);
    expect(JSON.stringify(rows)).not.toContain(PASSPORT);
    expect(JSON.stringify(rows)).not.toContain('1990-02-14');
  });

  it('erases the details of a checkout never paid two days on, and a shopper’s at once with their account', async () => {
    const unpaid = await checkedOut();
    const given = await t.call(
      'users/paymentInitiate',
      { cartId: unpaid.cartId, passengers: [{ line: unpaid.picnicLine, passengers: [passenger(1)] }] },
      unpaid.token,
    );
    expect(given.statusCode, given.raw.body).toBe(200);
    expect(await rowsUnder(unpaid.cartId)).toHaveLength(1);
    await eraseExpiredPassengers(t.app.ctx, 'schedule');
    expect(await rowsUnder(unpaid.cartId)).toHaveLength(1);
    const leaving = await checkedOut();
    await t.call(
      'users/paymentInitiate',
      { cartId: leaving.cartId, passengers: [{ line: leaving.picnicLine, passengers: [passenger(1), passenger(2)] }] },
      leaving.token,
    );
    expect(await rowsUnder(leaving.cartId)).toHaveLength(2);
    const deleted = await t.call('users/deleteAccount', { password: 'secret-pass-1' }, leaving.token);
    expect(deleted.statusCode, deleted.raw.body).toBe(200);
    expect(await rowsUnder(leaving.cartId)).toEqual([]);

    t.clock.advance(2 * 86_400_000 + 60_000);
    const run = await eraseExpiredPassengers(t.app.ctx, 'schedule');
    expect(run.erased.order_passengers).toBeGreaterThanOrEqual(1);
    expect(await rowsUnder(unpaid.cartId)).toEqual([]);
  });
});
