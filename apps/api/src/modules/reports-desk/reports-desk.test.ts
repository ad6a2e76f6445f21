import { vatIncludedFils } from '@rihla/shared/rules/money';
import { dubaiDateTime } from '@rihla/shared/rules/reports';
import { addDays } from '@rihla/shared/rules/time';
import type { TDashboardData } from '@rihla/shared/schemas/operator-reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { pdfText } from '../../test/pdf-text.js';
import { checkoutAndInitiate, payOnSandbox, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { SANDBOX_CARDS } from '../payments/sandbox-provider.js';
import { readShop } from '../shop/index.js';
import { ordersCsv, paymentMethodOf, refundsCsv } from './reports-desk.service.js';

// Dubai 10:00 on Tue 10 Nov 2026: orders are placed on the 10th and the 11th, departures a few weeks later.
const DAY_ONE = '2026-11-10';
const DAY_TWO = '2026-11-11';

let t: TTestApp;
let picnic: TCatalogueCard;
let owner: TTestOperator;
let manager: TTestOperator;
let agent: TTestOperator;
let guide: TTestOperator;
const orders: Record<string, { id: string; reference: string; token: string }> = {};

/** A shopper who books `adultCount` seats of the picnic `daysAhead` days after the test clock's day, and pays. */
async function paidOrder(name: string, adultCount: number, daysAhead: number, lastName = 'Shopper') {
  const { token } = await t.newShopper({ first_name: name, last_name: lastName });
  const date = addDays(dubaiDateTime(t.clock.now().toISOString()).date, daysAhead);
  const added = await t.call(
    'users/addToCart',
    { item: [{ module: picnic.module, planId: picnic.planId, date, time: picnic.time, adultCount }] },
    token,
  );
  expect(added.body.status, added.body.message).toBe(1);
  const { cartId, transactionId } = await checkoutAndInitiate(t, token);
  await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve);
  const confirmed = await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token);
  expect(confirmed.body.status, confirmed.body.message).toBe(1);
  const row = await t.app.ctx.db
    .selectFrom('orders')
    .select(['id', 'reference'])
    .where('reference', '=', confirmed.body.data.reference)
    .executeTakeFirstOrThrow();
  orders[name] = { ...row, token };
  return orders[name];
}

/** A manager cancels and refunds (signed in at the test clock's time: the clock jumps a day, and sessions end when idle). */
async function refund(name: string, amountFils: number) {
  const refunder = await newOperator(t, 'manager', 'Rafi Refunds');
  const res = await operatorCall(
    t,
    'operator/cancelOrder',
    { id: orders[name]?.id, refund: 'amount', amountFils, reason: 'Boat engine, =1+1 no trip' },
    refunder.token,
  );
  expect(res.statusCode, res.raw.body).toBe(200);
}

async function dashboard(body: object, token = manager.token): Promise<TDashboardData> {
  const res = await operatorCall(t, 'operator/dashboard', body, token);
  expect(res.statusCode, res.raw.body).toBe(200);
  return res.body.data;
}

function download(path: string, token?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/operator/${path}`,
    headers: token ? { 'x-operator-token': token } : {},
  });
}

async function collect(pages: AsyncGenerator<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const page of pages) all.push(page);
  return all;
}

/** A CSV's records as arrays of cells (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let isQuoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (isQuoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') isQuoted = false;
      else cell += char;
    } else if (char === '"') isQuoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && body[index + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return records;
}

beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(`${DAY_ONE}T06:00:00.000Z`) });
  [picnic] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];

  // Day one (Dubai): five orders; one refunded in part the same day.
  await paidOrder('Paid', 2, 20);
  await paidOrder('Refunded', 3, 21);
  await paidOrder('Partly', 4, 22);
  await paidOrder('Cancelled', 1, 23, '=HYPERLINK("http://evil.example")');
  await refund('Partly', 5_000);
  // 23:30 in Dubai is still day one (19:30 UTC)...
  t.clock.set(`${DAY_ONE}T19:30:00.000Z`);
  await paidOrder('Late', 1, 24);
  // ...00:30 in Dubai is day two though UTC says the 10th.
  t.clock.set(`${DAY_ONE}T20:30:00.000Z`);
  await paidOrder('Early', 2, 25);
  await refund('Refunded', picnic.price * 3 * 100);
  const cancelled = await t.call(
    'users/cancelBooking',
    { reference: orders.Cancelled?.reference },
    orders.Cancelled?.token,
  );
  expect(cancelled.body.status, cancelled.body.message).toBe(1);
  t.clock.set(`${DAY_TWO}T09:00:00.000Z`);
  owner = await newOperator(t, 'owner', 'Omar Owner');
  manager = await newOperator(t, 'manager', 'Mona Manager');
  agent = await newOperator(t, 'agent', 'Adil Agent');
  guide = await newOperator(t, 'guide', 'Gina Guide');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/**
 * The figures recomputed from the orders themselves: what the dashboard must agree with. These orders are paid by
 * card alone (reports-vat.test.ts pays with the balances too), so the supply is what the card paid.
 */
async function figuresFromOrders(from: string, to: string) {
  const rows = await t.app.ctx.db
    .selectFrom('orders')
    .select(['items', 'status', 'amount_paid_fils', 'refunded_fils', 'created_at', 'updated_at'])
    .execute();
  const inRange = (iso: string) => {
    const { date } = dubaiDateTime(iso);
    return date >= from && date <= to;
  };
  const placed = rows.filter((row) => inRange(row.created_at));
  const sold = placed.filter((row) => row.status !== 'failed');
  const grossFils = placed.reduce((sum, row) => sum + row.amount_paid_fils, 0);
  const refunded = rows.filter((row) => row.refunded_fils > 0 && inRange(row.updated_at));
  const refundsFils = refunded.reduce((sum, row) => sum + row.refunded_fils, 0);
  // The receipts' VAT, order by order: each order's invoice less each order's refunds.
  const vatFils =
    placed.reduce((sum, row) => sum + vatIncludedFils(row.amount_paid_fils), 0) -
    refunded.reduce((sum, row) => sum + vatIncludedFils(row.refunded_fils), 0);
  const tickets = sold.reduce(
    (sum, row) => sum + (JSON.parse(row.items) as Array<{ seats: number }>).reduce((s, line) => s + line.seats, 0),
    0,
  );
  return {
    grossFils,
    refundsFils,
    netFils: grossFils - refundsFils,
    netVatFils: vatFils,
    orders: sold.length,
    tickets,
  };
}

describe('POST /api/operator/dashboard', () => {
  it('adds up sales, refunds, orders and tickets per Dubai day, exactly as the orders say', async () => {
    const data = await dashboard({ from: DAY_ONE, to: DAY_TWO, granularity: 'day' });
    const price = picnic.price * 100;
    expect(data.totals).toEqual(await figuresFromOrders(DAY_ONE, DAY_TWO));
    expect(data.totals.grossFils).toBe(13 * price);
    expect(data.totals.orders).toBe(6);
    expect(data.totals.tickets).toBe(13);
    expect(data.periods.map((period) => period.period)).toEqual([DAY_ONE, DAY_TWO]);
    const [one, two] = data.periods;
    expect(one).toEqual({ period: DAY_ONE, ...(await figuresFromOrders(DAY_ONE, DAY_ONE)) });
    expect(two).toEqual({ period: DAY_TWO, ...(await figuresFromOrders(DAY_TWO, DAY_TWO)) });
    // Day one: Paid 2, Refunded 3, Partly 4, Cancelled 1, Late 1 (23:30 Dubai); 50 AED refunded of Partly.
    expect(one).toMatchObject({ orders: 5, tickets: 11, grossFils: 11 * price, refundsFils: 5_000 });
    // Day two: Early (00:30 Dubai); all of Refunded and the customer's own cancellation given back.
    expect(two).toMatchObject({ orders: 1, tickets: 2, grossFils: 2 * price });
    expect(two?.refundsFils).toBe(3 * price + price);
    expect(data.topProducts[0]).toMatchObject({ productId: picnic.planId, orders: 6, tickets: 13 });
  });

  it('folds days into Monday weeks and calendar months with the same totals', async () => {
    const daily = await dashboard({ from: '2026-11-01', to: '2026-12-31', granularity: 'day' });
    const weekly = await dashboard({ from: '2026-11-01', to: '2026-12-31', granularity: 'week' });
    const monthly = await dashboard({ from: '2026-11-01', to: '2026-12-31', granularity: 'month' });
    expect(weekly.totals).toEqual(daily.totals);
    expect(monthly.totals).toEqual(daily.totals);
    expect(monthly.periods.map((period) => period.period)).toEqual(['2026-11-01', '2026-12-01']);
    // 1 Nov 2026 is a Sunday: its week began on Monday 26 Oct; the 10th and 11th fall in the week of the 9th.
    expect(weekly.periods[0]?.period).toBe('2026-10-26');
    expect(weekly.periods.find((period) => period.period === '2026-11-09')?.orders).toBe(6);
    expect(daily.periods).toHaveLength(61);
  });

  it('shows occupancy of the booked products and the departures of today and tomorrow', async () => {
    const data = await dashboard({ from: addDays(DAY_TWO, 19), to: addDays(DAY_TWO, 25) });
    const row = data.occupancy.find((item) => item.productId === picnic.planId);
    // Still booked: Paid 2 (day 20), Late 1, Early 2; the refunded and cancelled orders gave their seats back.
    expect(row?.bookedSeats).toBe(5);
    expect(row?.capacity).toBeGreaterThan(5);
    expect(data.today).toBe(DAY_TWO);
    expect(Array.isArray(data.departures)).toBe(true);
  });

  it('refuses a range that runs backwards or longer than a year', async () => {
    const backwards = await operatorCall(t, 'operator/dashboard', { from: DAY_TWO, to: DAY_ONE }, manager.token);
    expect(backwards.statusCode).toBe(400);
    const long = await operatorCall(t, 'operator/dashboard', { from: '2025-01-01', to: '2026-12-31' }, owner.token);
    expect(long.statusCode).toBe(400);
    expect(long.body.message).toMatch(/at most 366 days/);
  });

  it('is for owners and managers only', async () => {
    for (const operator of [agent, guide]) {
      const res = await operatorCall(t, 'operator/dashboard', { from: DAY_ONE, to: DAY_TWO }, operator.token);
      expect(res.statusCode).toBe(403);
    }
    await dashboard({ from: DAY_ONE, to: DAY_TWO }, owner.token);
  });
});

describe('GET /api/operator/export/orders.csv and refunds.csv', () => {
  it('lists every order paid in the range with the VAT each amount contains, formulas defused', async () => {
    const res = await download(`export/orders.csv?from=${DAY_ONE}&to=${DAY_ONE}`, manager.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toContain(`orders-${DAY_ONE}-to-${DAY_ONE}.csv`);
    const [header, ...rows] = parseCsv(res.body);
    expect(header?.[0]).toBe('Reference');
    expect(rows.map((row) => row[0]).sort()).toEqual(
      ['Paid', 'Refunded', 'Partly', 'Cancelled', 'Late'].map((name) => orders[name]?.reference).sort(),
    );
    const column = (name: string) => header?.indexOf(name) ?? -1;
    const partly = rows.find((row) => row[0] === orders.Partly?.reference) ?? [];
    const paid = picnic.price * 4 * 100;
    expect(partly[column('Total (AED)')]).toBe((paid / 100).toFixed(2));
    expect(partly[column('VAT included in total (AED)')]).toBe((vatIncludedFils(paid) / 100).toFixed(2));
    expect(partly[column('Paid by card or cash (AED)')]).toBe((paid / 100).toFixed(2));
    expect(partly[column('Refunded (AED)')]).toBe('50.00');
    expect(partly[column('VAT included in refund (AED)')]).toBe((vatIncludedFils(5_000) / 100).toFixed(2));
    expect(partly[column('Tickets')]).toBe('4');
    expect(rows.map((row) => row[column('Payment method')])).toEqual(rows.map(() => 'Card'));
    const cancelled = rows.find((row) => row[0] === orders.Cancelled?.reference) ?? [];
    expect(cancelled[column('Customer')]).toBe('Cancelled =HYPERLINK("http://evil.example")');
    expect(res.body).not.toMatch(/,=HYPERLINK/);
  });

  it('names each part that paid an order in its payment method: card or cash, wallet, points, gift card', () => {
    const paid = { amount_paid_fils: 0, provider: 'sandbox', wallet_fils: 0, points_fils: 0, gift_card_fils: 0 };
    expect(paymentMethodOf({ ...paid, amount_paid_fils: 21_000 })).toBe('Card');
    expect(paymentMethodOf({ ...paid, amount_paid_fils: 21_000, provider: 'cash' })).toBe('Cash');
    expect(paymentMethodOf({ ...paid, amount_paid_fils: 1_000, wallet_fils: 500, points_fils: 200 })).toBe(
      'Card + Wallet + Points',
    );
    expect(paymentMethodOf({ ...paid, provider: 'balance', gift_card_fils: 21_000 })).toBe('Gift card');
    expect(paymentMethodOf(paid)).toBe('None');
  });

  it('lists every refund made in the range by the day it was made, with its reason, formulas defused', async () => {
    const res = await download(`export/refunds.csv?from=${DAY_TWO}&to=${DAY_TWO}`, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = parseCsv(res.body);
    const column = (name: string) => header?.indexOf(name) ?? -1;
    expect(rows.map((row) => row[0]).sort()).toEqual([orders.Refunded?.reference, orders.Cancelled?.reference].sort());
    const refunded = rows.find((row) => row[0] === orders.Refunded?.reference) ?? [];
    expect(refunded[column('Reason')]).toBe('Boat engine, =1+1 no trip');
    expect(refunded[column('Refunded at (Dubai)')]).toBe(`${DAY_TWO} 00:30`);
    const cancelled = rows.find((row) => row[0] === orders.Cancelled?.reference) ?? [];
    expect(cancelled[column('Reason')]).toBe('Cancelled by the customer');
  });

  it('pages through more orders than one statement reads, and says no to the wrong people', async () => {
    const res = await download(`export/orders.csv?from=2026-01-01&to=2026-12-31`, manager.token);
    expect(parseCsv(res.body)).toHaveLength(1 + 6);
    const range = { from: '2026-01-01', to: '2026-12-31' };
    for (const [exported, pageSize] of [
      [ordersCsv, 2],
      [refundsCsv, 1],
    ] as const) {
      const whole = (await collect(exported(t.app.ctx, range))).join('');
      const paged = await collect(exported(t.app.ctx, range, { pageSize }));
      expect(paged.length).toBeGreaterThan(2);
      expect(paged.join('')).toBe(whole);
    }
    expect((await download(`export/orders.csv?from=${DAY_ONE}&to=${DAY_TWO}`)).statusCode).toBe(401);
    expect((await download(`export/orders.csv?from=${DAY_ONE}&to=${DAY_TWO}`, agent.token)).statusCode).toBe(403);
    expect((await download(`export/orders.csv?from=${DAY_TWO}&to=${DAY_ONE}`, owner.token)).statusCode).toBe(400);
    expect((await download('export/everything.csv', owner.token)).statusCode).toBe(404);
  });
});

describe('GET /api/operator/invoice/:orderId.pdf', () => {
  it('numbers an invoice once, at its first issue, and prints the seller, the buyer and the VAT', async () => {
    const order = orders.Paid;
    const first = await download(`invoice/${order?.id}.pdf`, agent.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    const again = await download(`invoice/${order?.id}.pdf`, manager.token);
    const number = /tax-invoice-(INV-\d{6})/.exec(String(first.headers['content-disposition']))?.[1];
    expect(number).toMatch(/^INV-\d{6}$/);
    expect(String(again.headers['content-disposition'])).toContain(number);
    const text = await pdfText(new Uint8Array(first.rawPayload));
    const { settings: seller } = await readShop(t.app.ctx);
    for (const expected of [
      seller.legalName,
      'Corniche Road',
      `TRN ${seller.trn}`,
      number,
      order?.reference,
      'Paid Shopper',
    ]) {
      expect(text).toContain(expected);
    }
    const total = picnic.price * 2 * 100;
    expect(text).toContain(`AED ${(vatIncludedFils(total) / 100).toFixed(2)}`);
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_id', '=', order?.id ?? '')
      .where('action', '=', 'invoice.issue')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('gives racing first issues of different orders different numbers, one after the other', async () => {
    const names = ['Late', 'Early', 'Partly'];
    const answers = await Promise.all(names.map((name) => download(`invoice/${orders[name]?.id}.pdf`, owner.token)));
    const numbers = answers.map((res) => /INV-(\d{6})/.exec(String(res.headers['content-disposition']))?.[1]);
    expect(new Set(numbers).size).toBe(3);
    const all = await t.app.ctx.db.selectFrom('tax_invoices').select('number').orderBy('number').execute();
    expect(all.map((row) => row.number)).toEqual([1, 2, 3, 4]);
  });

  it('is refused without a session, for a role without bookings.read, and for an unknown order', async () => {
    expect((await download(`invoice/${orders.Paid?.id}.pdf`)).statusCode).toBe(401);
    expect((await download(`invoice/${orders.Paid?.id}.pdf`, guide.token)).statusCode).toBe(403);
    expect((await download('invoice/no-such-order.pdf', owner.token)).statusCode).toBe(404);
  });
});
