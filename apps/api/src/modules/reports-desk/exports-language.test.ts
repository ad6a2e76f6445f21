// The accounting exports in the downloading operator's language (issue 37, decision 118): the orders', refunds' and
// payments' CSVs of an operator who chose Arabic have Arabic headers and words after the byte-order mark; an English
// operator's are as they always were. Data (references, statuses, gateways, amounts) is the same in both.
import { addDays } from '@rihla/shared/rules/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { checkoutAndInitiate, payOnSandbox, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { SANDBOX_CARDS } from '../payments/sandbox-provider.js';

const DAY = '2026-11-10';
const RANGE = `from=${DAY}&to=${DAY}`;
/** The widget's order is sold the next day, so the first day's export keeps one row. */
const NEXT_DAY = addDays(DAY, 1);
const NEXT_RANGE = `from=${NEXT_DAY}&to=${NEXT_DAY}`;

let t: TTestApp;
let arabic: TTestOperator;
let english: TTestOperator;
let reference: string;
/** An order a partner's booking widget sold (issue 39): its channel names the partner in both languages. */
let widgetReference: string;

beforeAll(async () => {
  const clock = createTestClock(`${DAY}T06:00:00.000Z`);
  t = await createTestApp({ clock });
  const [picnic] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  const { token } = await t.newShopper({ first_name: 'Huda', last_name: 'Shopper' });
  const added = await t.call(
    'users/addToCart',
    {
      item: [
        { module: picnic.module, planId: picnic.planId, date: addDays(DAY, 20), time: picnic.time, adultCount: 2 },
      ],
    },
    token,
  );
  expect(added.body.status, added.body.message).toBe(1);
  const { cartId, transactionId } = await checkoutAndInitiate(t, token);
  await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve);
  const confirmed = await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token);
  expect(confirmed.body.status, confirmed.body.message).toBe(1);
  reference = confirmed.body.data.reference;
  const cancelled = await t.call('users/cancelBooking', { reference }, token);
  expect(cancelled.body.status, cancelled.body.message).toBe(1);

  // The rest happens the next day (the operators' sessions start then).
  clock.set(`${NEXT_DAY}T06:00:00.000Z`);
  arabic = await newOperator(t, 'owner', 'Arabic Accounts');
  english = await newOperator(t, 'owner', 'English Accounts');

  const partner = await operatorCall(
    t,
    'operator/createPartner',
    {
      fields: {
        name: 'Palm Hotel',
        kind: 'hotel',
        rateKind: 'commission',
        commissionBp: 1000,
        widgetOrigins: ['https://palm-hotel.example'],
      },
    },
    english.token,
  );
  expect(partner.body.status, partner.body.message).toBe(1);
  const guest = await t.newShopper({ first_name: 'Omar', last_name: 'Guest' });
  const again = await t.call(
    'users/addToCart',
    {
      item: [
        { module: picnic.module, planId: picnic.planId, date: addDays(DAY, 21), time: picnic.time, adultCount: 1 },
      ],
    },
    guest.token,
  );
  expect(again.body.status, again.body.message).toBe(1);
  const widget = await checkoutAndInitiate(t, guest.token, undefined, { partner_id: partner.body.data.partner.id });
  await payOnSandbox(t, widget.transactionId, SANDBOX_CARDS.approve);
  const sold = await t.call(
    'users/confirmBooking',
    { paymentId: widget.transactionId, cartId: widget.cartId },
    guest.token,
  );
  expect(sold.body.status, sold.body.message).toBe(1);
  widgetReference = sold.body.data.reference;
  const chosen = await operatorCall(t, 'operator/setLanguage', { language: 'ar' }, arabic.token);
  expect(chosen.body.status, chosen.body.message).toBe(1);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A CSV download's records (cells split on commas: these rows quote nothing), after checking its byte-order mark. */
async function csvOf(path: string, who: TTestOperator): Promise<string[][]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/operator/${path}`,
    headers: { 'x-operator-token': who.token },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.body.startsWith('\uFEFF')).toBe(true);
  return res.body
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));
}

describe('GET /api/operator/export/orders.csv and refunds.csv in the operator’s language', () => {
  it('writes Arabic headers and words for an operator who chose Arabic, and the English ones unchanged', async () => {
    const [arHeader, arRow] = await csvOf(`export/orders.csv?${RANGE}`, arabic);
    expect(arHeader).toEqual([
      'المرجع',
      'تاريخ الدفع (بتوقيت دبي)',
      'الحالة',
      'العميل',
      'البريد الإلكتروني',
      'المنتجات',
      'التذاكر',
      'رمز الخصم',
      'طريقة الدفع',
      'المجموع الفرعي (AED)',
      'الخصم (AED)',
      'الإجمالي (AED)',
      'ضريبة القيمة المضافة المشمولة في الإجمالي (AED)',
      'المدفوع بالبطاقة أو نقدًا (AED)',
      'المسترد (AED)',
      'ضريبة القيمة المضافة المشمولة في المسترد (AED)',
      'الفاتورة الضريبية',
      'قناة البيع',
      'مرجع الشريك',
    ]);
    const [enHeader, enRow] = await csvOf(`export/orders.csv?${RANGE}`, english);
    expect(enHeader).toEqual([
      'Reference',
      'Paid at (Dubai)',
      'Status',
      'Customer',
      'Email',
      'Products',
      'Tickets',
      'Promo code',
      'Payment method',
      'Subtotal (AED)',
      'Discount (AED)',
      'Total (AED)',
      'VAT included in total (AED)',
      'Paid by card or cash (AED)',
      'Refunded (AED)',
      'VAT included in refund (AED)',
      'Tax invoice',
      'Channel',
      'Partner reference',
    ]);
    expect(enRow?.[0]).toBe(reference);
    expect(enRow?.[8]).toBe('Card');
    expect(arRow?.[8]).toBe('البطاقة');
    expect(enRow?.slice(17)).toEqual(['Online', '']);
    expect(arRow?.slice(17)).toEqual(['الموقع', '']);
    // Everything but the payment method's and the channel's words is the same data in both.
    const data = (row: string[] | undefined) => row?.filter((_, index) => index !== 8 && index !== 17);
    expect(data(arRow)).toEqual(data(enRow));

    // The widget's order names its partner and how it sold, in the operator's language.
    const [, enWidget] = await csvOf(`export/orders.csv?${NEXT_RANGE}`, english);
    const [, arWidget] = await csvOf(`export/orders.csv?${NEXT_RANGE}`, arabic);
    expect(enWidget?.[0]).toBe(widgetReference);
    expect(enWidget?.slice(17)).toEqual(['Palm Hotel (Booking widget)', '']);
    expect(arWidget?.slice(17)).toEqual(['Palm Hotel (أداة الحجز)', '']);

    const [arRefundsHeader, arRefund] = await csvOf(`export/refunds.csv?${RANGE}`, arabic);
    const [enRefundsHeader, enRefund] = await csvOf(`export/refunds.csv?${RANGE}`, english);
    expect(arRefundsHeader?.[1]).toBe('تاريخ الاسترداد (بتوقيت دبي)');
    expect(arRefundsHeader?.[9]).toBe('تجاوز من المشغّل');
    expect(enRefundsHeader).toEqual([
      'Reference',
      'Refunded at (Dubai)',
      'Status',
      'Customer',
      'Email',
      'Total (AED)',
      'Refunded (AED)',
      'VAT included in refund (AED)',
      'Reason',
      'Operator override',
      'Paid at (Dubai)',
      'Tax invoice',
    ]);
    expect(enRefund?.slice(8, 10)).toEqual(['Cancelled by the customer', 'no']);
    expect(arRefund?.slice(8, 10)).toEqual(['ألغاه العميل', 'لا']);
    expect(arRefund?.[0]).toBe(reference);
    expect(arRefund?.[2]).toBe(enRefund?.[2]);
  });
});

describe('POST /api/operator/dashboard: sales by channel', () => {
  it('counts the shop’s own order online and the widget’s under its partner, gross and net of refunds', async () => {
    const res = await operatorCall(t, 'operator/dashboard', { from: DAY, to: NEXT_DAY }, english.token);
    expect(res.body.status, res.body.message).toBe(1);
    const channels = res.body.data.channels as Array<Record<string, unknown>>;
    expect(channels).toHaveLength(2);
    const online = channels.find((row) => row.channel === 'online');
    const widget = channels.find((row) => row.channel === 'widget');
    // The online order was cancelled by its shopper: refunded whole, so it nets nothing.
    expect(online).toMatchObject({ partnerId: null, partnerName: null, orders: 1, netFils: 0 });
    expect(online?.grossFils).toBeGreaterThan(0);
    expect(widget).toMatchObject({ partnerName: 'Palm Hotel', orders: 1 });
    expect(widget?.netFils).toBe(widget?.grossFils);
    // Its totals are the dashboard's own: every order of the range is in one channel.
    expect(channels.reduce((sum, row) => sum + Number(row.orders), 0)).toBe(res.body.data.totals.orders);
  });
});

describe('GET /api/operator/payments/payments.csv in the operator’s language', () => {
  it('writes Arabic headers and purposes for an operator who chose Arabic; gateways and states as stored', async () => {
    const ar = await csvOf(`payments/payments.csv?${RANGE}`, arabic);
    const en = await csvOf(`payments/payments.csv?${RANGE}`, english);
    expect(ar[0]).toEqual([
      'التاريخ',
      'الوقت',
      'بوابة الدفع',
      'المعاملة',
      'مدفوع مقابل',
      'الطلب',
      'بطاقة الهدية',
      'المبلغ (AED)',
      'المسترد (AED)',
      'الحالة لدينا',
      'الحالة لدى البوابة',
      'المبلغ لدى البوابة (AED)',
      'العملة لدى البوابة',
      'المسترد لدى البوابة (AED)',
      'وقت التحقق لدى البوابة',
      'الفروقات المفتوحة',
    ]);
    expect(en[0]).toEqual([
      'Date',
      'Time',
      'Gateway',
      'Transaction',
      'Paid for',
      'Order',
      'Gift card',
      'Amount (AED)',
      'Refunded (AED)',
      'Our state',
      'Gateway state',
      'Gateway amount (AED)',
      'Gateway currency',
      'Gateway refunded (AED)',
      'Gateway checked at',
      'Open mismatches',
    ]);
    const enPayment = en.find((row) => row[5] === reference);
    const arPayment = ar.find((row) => row[5] === reference);
    expect(enPayment?.[4]).toBe('Order');
    expect(arPayment?.[4]).toBe('طلب');
    expect(arPayment?.filter((_, index) => index !== 4)).toEqual(enPayment?.filter((_, index) => index !== 4));
  });
});
