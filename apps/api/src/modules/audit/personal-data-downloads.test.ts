// Issue 32, item 14 (decision 061): every download of customers' personal data by an operator is a line of the
// audit log: the accounting CSVs, a manifest as CSV or printable PDF, a tax invoice.
import { dubaiDateTime } from '@rihla/shared/rules/reports';
import { addDays } from '@rihla/shared/rules/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { checkoutAndInitiate, payOnSandbox, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { SANDBOX_CARDS } from '../payments/sandbox-provider.js';

let t: TTestApp;
let manager: TTestOperator;
let agent: TTestOperator;
let guide: TTestOperator;
let order: { id: string; reference: string };
let departure: { productId: string; date: string; start: string };
const TODAY = '2026-11-20';

beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(`${TODAY}T06:00:00.000Z`) });
  const [picnic] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  const { token } = await t.newShopper({ first_name: 'Private', last_name: 'Person' });
  const date = addDays(dubaiDateTime(t.clock.now().toISOString()).date, 5);
  const added = await t.call(
    'users/addToCart',
    { item: [{ module: picnic.module, planId: picnic.planId, date, time: picnic.time, adultCount: 2 }] },
    token,
  );
  expect(added.body.status, added.body.message).toBe(1);
  const { cartId, transactionId } = await checkoutAndInitiate(t, token);
  await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve);
  const confirmed = await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token);
  expect(confirmed.body.status, confirmed.body.message).toBe(1);
  order = await t.app.ctx.db
    .selectFrom('orders')
    .select(['id', 'reference'])
    .where('reference', '=', confirmed.body.data.reference)
    .executeTakeFirstOrThrow();
  manager = await newOperator(t, 'manager', 'Downloading Manager');
  agent = await newOperator(t, 'agent', 'Downloading Agent');
  guide = await newOperator(t, 'guide', 'Other Guide');
  const listed = await operatorCall(t, 'operator/listDepartures', { from: date, to: date }, manager.token);
  const found = listed.body.data.departures.find(
    (row: { productId: string; bookings: number }) => row.productId === picnic.planId && row.bookings > 0,
  );
  departure = { productId: found.productId, date: found.date, start: found.start };
});
afterAll(async () => {
  await t?.close();
});

function download(path: string, token?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/operator/${path}`,
    headers: token ? { 'x-operator-token': token } : {},
  });
}

async function downloadsBy(operator: TTestOperator) {
  const res = await operatorCall(t, 'operator/auditLog', { operatorId: operator.id }, manager.token);
  expect(res.statusCode).toBe(200);
  return (
    res.body.data.entries as Array<{ action: string; objectType: string; objectId: string; after: unknown }>
  ).filter((entry) => entry.action.endsWith('.download'));
}

describe("downloads of customers' personal data", () => {
  it('records each export of the orders and the refunds, with its range of dates', async () => {
    const range = `from=${TODAY}&to=${TODAY}`;
    expect((await download(`export/orders.csv?${range}`, manager.token)).statusCode).toBe(200);
    expect((await download(`export/refunds.csv?${range}`, manager.token)).statusCode).toBe(200);
    const lines = (await downloadsBy(manager)).reverse();
    expect(lines).toMatchObject([
      {
        action: 'report.download',
        objectType: 'report',
        objectId: 'orders',
        after: { file: `orders-${TODAY}-to-${TODAY}.csv`, from: TODAY, to: TODAY },
      },
      {
        action: 'report.download',
        objectType: 'report',
        objectId: 'refunds',
        after: { file: `refunds-${TODAY}-to-${TODAY}.csv`, from: TODAY, to: TODAY },
      },
    ]);
  });

  it('records each manifest downloaded as CSV or printed as PDF, and each tax invoice', async () => {
    const query = new URLSearchParams(departure).toString();
    const csv = await download(`manifest.csv?${query}`, agent.token);
    expect(csv.statusCode, csv.body).toBe(200);
    const pdf = await download(`manifest.pdf?${query}`, agent.token);
    expect(pdf.statusCode).toBe(200);
    const invoice = await download(`invoice/${order.id}.pdf`, agent.token);
    expect(invoice.statusCode, invoice.body).toBe(200);
    const [csvLine, pdfLine, invoiceLine] = (await downloadsBy(agent)).reverse();
    const departureId = `${departure.productId} ${departure.date} ${departure.start}`;
    expect(csvLine).toMatchObject({ action: 'departure.download', objectType: 'departure', objectId: departureId });
    expect(csvLine?.after).toEqual({ file: String(csv.headers['content-disposition']).split('"')[1] });
    expect(pdfLine).toMatchObject({ action: 'departure.download', objectId: departureId });
    expect(String(pdfLine?.after && (pdfLine.after as { file: string }).file)).toMatch(/\.pdf$/);
    expect(invoiceLine).toMatchObject({
      action: 'order.download',
      objectType: 'order',
      objectId: order.id,
      after: { file: String(invoice.headers['content-disposition']).split('"')[1] },
    });
  });

  it('records nothing for a download that is refused', async () => {
    expect((await download(`export/orders.csv?from=${TODAY}&to=${TODAY}`, agent.token)).statusCode).toBe(403);
    expect((await download(`manifest.csv?${new URLSearchParams(departure)}`, guide.token)).statusCode).toBe(403);
    expect((await download(`invoice/${order.id}.pdf`)).statusCode).toBe(401);
    expect(await downloadsBy(guide)).toEqual([]);
    expect((await downloadsBy(agent)).filter((entry) => entry.objectType === 'report')).toEqual([]);
  });
});
