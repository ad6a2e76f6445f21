// The reports' VAT is the receipts' (decision 091): for orders paid by card, by the balances (points, a gift card, the
// wallet), with a promo code, refunded in part or cancelled, the dashboard's VAT and the orders and refunds CSVs'
// VAT columns equal what the orders' tax invoices state, refunds included, to the fils. On SQLite and on PostgreSQL
// (TEST_DATABASE_URL).
import { aedToFils } from '@rihla/shared/rules/money';
import { addDays } from '@rihla/shared/rules/time';
import type { TDashboardData } from '@rihla/shared/schemas/operator-reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOrderRow } from '../../db/tables/schema.js';
import { createTestApp, createTestClock, type TTestApp } from '../../test/harness.js';
import { creditLedger, issuedGiftCardCode, newShopperWithId } from '../../test/ledger.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { pdfText } from '../../test/pdf-text.js';
import { checkoutAndInitiate, payOnSandbox, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { SANDBOX_CARDS } from '../payments/sandbox-provider.js';

// Dubai 10:00 on Tue 10 Nov 2026: every order is placed and refunded that day, its trip weeks later.
const DAY = '2026-11-10';

let t: TTestApp;
let picnic: TCatalogueCard;
let manager: TTestOperator;
const orders: Record<string, TOrderRow> = {};

/**
 * A shopper books `adultCount` seats of the picnic and pays with `choices` (a code, the balances: AED 40 in the wallet
 * unless `walletFils` says otherwise) and the card.
 */
async function order(
  name: string,
  adultCount: number,
  choices: Record<string, unknown>,
  { couponCode, walletFils = 4_000 }: { couponCode?: string; walletFils?: number } = {},
) {
  const { token, userId } = await newShopperWithId(t);
  if (choices.use_wallet) await creditLedger(t, userId, 'wallet', walletFils);
  if (choices.use_points) await creditLedger(t, userId, 'points', 300);
  const date = addDays(DAY, 20);
  const line = { module: picnic.module, planId: picnic.planId, date, time: picnic.time, adultCount };
  const added = await t.call('users/addToCart', { item: [line] }, token);
  expect(added.body.status, added.body.message).toBe(1);
  const { cartId, transactionId } = await checkoutAndInitiate(t, token, couponCode, choices);
  // The balances paying it all, there is no card payment to make.
  if (!transactionId.startsWith('bal_')) await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve);
  const confirmed = await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token);
  expect(confirmed.body.status, confirmed.body.message).toBe(1);
  orders[name] = await orderRow(confirmed.body.data.reference);
  return { token, row: orders[name] };
}

const orderRow = (reference: string) =>
  t.app.ctx.db.selectFrom('orders').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();

async function operatorDoes(call: Parameters<typeof operatorCall>[1], body: object) {
  const res = await operatorCall(t, call, body, manager.token);
  expect(res.statusCode, res.raw.body).toBe(200);
}

function download(path: string) {
  return t.app.inject({ method: 'GET', url: `/api/operator/${path}`, headers: { 'x-operator-token': manager.token } });
}

/** An amount printed 'AED 1,234.50' (or '- AED 12.00') as fils. */
const filsOf = (printed: string) => aedToFils(Number(printed.replace(/[^0-9.]/g, '')));

/** What an order's tax invoice states: the VAT of the supply and, when refunds took some of it back, theirs. */
async function invoiceVat(orderId: string): Promise<{ total: number; vat: number; refundedVat: number }> {
  const res = await download(`invoice/${orderId}.pdf`);
  expect(res.statusCode, res.body).toBe(200);
  const text = await pdfText(new Uint8Array(res.rawPayload));
  const printed = (label: string) => new RegExp(`^${label} (- )?(AED [0-9,.]+)$`, 'm').exec(text)?.[2];
  const vat = printed('VAT 5%');
  expect(vat, text).toBeDefined();
  const refunded = printed('VAT 5% refunded');
  if (refunded !== undefined) {
    // The invoice says what VAT the order still owes, its own less its refunds'.
    expect(filsOf(printed('VAT 5% after refunds') ?? '')).toBe(filsOf(vat ?? '') - filsOf(refunded));
  }
  const total = printed('Total \\(incl\\. VAT\\)');
  expect(total, text).toBeDefined();
  return {
    total: filsOf(total ?? ''),
    vat: filsOf(vat ?? ''),
    refundedVat: refunded === undefined ? 0 : filsOf(refunded),
  };
}

/** A CSV's records as arrays of cells; these have no quoted commas or line breaks in what is read here. */
function csvRows(body: string): Array<Record<string, string>> {
  const [header = [], ...rows] = body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));
  return rows.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])));
}

beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(`${DAY}T06:00:00.000Z`) });
  [picnic] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  manager = await newOperator(t, 'manager', 'Mona Manager');
  const giftCard = () => issuedGiftCardCode(t, manager.token, 50);

  await order('Card', 2, {});
  await order('Promo', 3, {}, { couponCode: 'WELCOME10' });
  await order('Balances', 2, { use_points: true, gift_card_code: await giftCard(), use_wallet: true });
  await order('WalletOnly', 1, { use_wallet: true }, { walletFils: 1_000_000 });
  // Refunded in part, the booking kept: an amount across the gift card, the wallet and the card.
  const mixed = await order('MixedRefund', 3, { gift_card_code: await giftCard(), use_wallet: true });
  await operatorDoes('operator/refundOrder', { id: mixed.row.id, amountFils: 9_999, reason: 'Late pick-up' });
  // A promo code's order, one of its tickets cancelled with the refund its terms give, then an amount back.
  const promoTickets = await order('PromoTickets', 3, {}, { couponCode: 'WELCOME10' });
  await operatorDoes('operator/cancelTickets', {
    id: promoTickets.row.id,
    lineIndex: 0,
    tickets: { adult: 1 },
    refund: 'terms',
    reason: 'One guest dropped out',
  });
  await operatorDoes('operator/refundOrder', { id: promoTickets.row.id, amountFils: 1_001, reason: 'Goodwill' });
  // Cancelled by its shopper under the terms: the balances and the card given back.
  const cancelled = await order('Cancelled', 2, { use_points: true, use_wallet: true });
  const res = await t.call('users/cancelBooking', { reference: cancelled.row.reference }, cancelled.token);
  expect(res.body.status, res.body.message).toBe(1);
  for (const name of Object.keys(orders)) orders[name] = await orderRow(orders[name]?.reference ?? '');
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe("the reports' VAT (decision 091)", () => {
  it('covers orders paid every way, refunded in part and cancelled', () => {
    const { Balances, WalletOnly, MixedRefund, PromoTickets, Cancelled } = orders;
    expect(Balances?.points_fils).toBeGreaterThan(0);
    expect(Balances?.gift_card_fils).toBe(5_000);
    expect(Balances?.wallet_fils).toBeGreaterThan(0);
    expect(WalletOnly?.amount_paid_fils).toBe(0);
    expect(MixedRefund).toMatchObject({ status: 'confirmed', refunded_gift_card_fils: 5_000 });
    expect(MixedRefund?.refunded_wallet_fils).toBe(4_000);
    expect(MixedRefund?.refunded_fils).toBe(999);
    expect(PromoTickets?.discount_fils).toBeGreaterThan(0);
    expect(PromoTickets?.refunded_fils).toBeGreaterThan(1_001);
    expect(Cancelled?.status).toBe('refunded');
    expect(Cancelled?.refunded_points_fils).toBeGreaterThan(0);
  });

  it("is on the dashboard the sum of the invoices' VAT less their refunds', and gross and refunds are the supplies'", async () => {
    let receiptsVat = 0;
    for (const row of Object.values(orders)) {
      const { vat, refundedVat } = await invoiceVat(row.id);
      receiptsVat += vat - refundedVat;
    }
    const res = await operatorCall(t, 'operator/dashboard', { from: DAY, to: DAY }, manager.token);
    expect(res.statusCode, res.raw.body).toBe(200);
    const { totals, periods } = res.body.data as TDashboardData;
    const rows = Object.values(orders);
    const supply = (row: TOrderRow) => row.amount_paid_fils + row.points_fils + row.gift_card_fils + row.wallet_fils;
    const refunded = (row: TOrderRow) =>
      row.refunded_fils + row.refunded_points_fils + row.refunded_gift_card_fils + row.refunded_wallet_fils;
    const grossFils = rows.reduce((sum, row) => sum + supply(row), 0);
    const refundsFils = rows.reduce((sum, row) => sum + refunded(row), 0);
    expect(totals).toMatchObject({ grossFils, refundsFils, netFils: grossFils - refundsFils, netVatFils: receiptsVat });
    expect(periods).toEqual([{ period: DAY, ...totals }]);
  });

  it("is in the orders CSV each order's invoice VAT and its refunds', and in the refunds CSV its refunds'", async () => {
    const ordersCsv = csvRows((await download(`export/orders.csv?from=${DAY}&to=${DAY}`)).body);
    const refundsCsv = csvRows((await download(`export/refunds.csv?from=${DAY}&to=${DAY}`)).body);
    expect(ordersCsv).toHaveLength(Object.keys(orders).length);
    expect(refundsCsv.map((row) => row.Reference).sort()).toEqual(
      [orders.MixedRefund, orders.PromoTickets, orders.Cancelled].map((row) => row?.reference).sort(),
    );
    for (const row of Object.values(orders)) {
      const { total, vat, refundedVat } = await invoiceVat(row.id);
      const listed = ordersCsv.find((each) => each.Reference === row.reference);
      expect(filsOf(listed?.['VAT included in total (AED)'] ?? ''), row.reference).toBe(vat);
      expect(filsOf(listed?.['VAT included in refund (AED)'] ?? ''), row.reference).toBe(refundedVat);
      // The CSV's total is the invoice's.
      expect(filsOf(listed?.['Total (AED)'] ?? '')).toBe(total);
      expect(filsOf(listed?.['Paid by card or cash (AED)'] ?? '')).toBe(row.amount_paid_fils);
      const refund = refundsCsv.find((each) => each.Reference === row.reference);
      if (refund) expect(filsOf(refund['VAT included in refund (AED)'] ?? ''), row.reference).toBe(refundedVat);
      else expect(refundedVat).toBe(0);
    }
  });
});
