// VAT on the supply (decision 080): an order paid partly by gift card and wallet states the VAT of its whole price
// on the checkout, the orders page, the confirmation email and the tax invoice alike; the invoice then says how it
// was paid. On SQLite and on PostgreSQL (TEST_DATABASE_URL).
import { filsToAed, formatAedAmount, supplyVatFils } from '@rihla/shared/rules/money';
import type { TCompletedOrder } from '@rihla/shared/schemas/booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { creditLedger, issuedGiftCardCode, newShopperWithId } from '../../test/ledger.js';
import { newOperator, type TTestOperator } from '../../test/operators.js';
import { pdfText } from '../../test/pdf-text.js';
import { nextWeek, payAndConfirm, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { composeMail } from '../messages/compose.js';

let t: TTestApp;
let picnic: TCatalogueCard;
let manager: TTestOperator;

beforeAll(async () => {
  t = await createTestApp();
  [picnic] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  manager = await newOperator(t, 'manager', 'Mona Manager');
});
afterAll(async () => {
  await t?.close();
});

const aed = (fils: number) => `AED ${formatAedAmount(filsToAed(fils))}`;

describe('VAT of an order paid partly by gift card and wallet', () => {
  it('is the VAT of the whole price on the checkout, the orders page, the email and the tax invoice, which says how it was paid', async () => {
    const { token, userId } = await newShopperWithId(t);
    await t.app.ctx.db
      .updateTable('users')
      .set({ email: `vat.${userId}@example.com` })
      .where('id', '=', userId)
      .execute();
    await creditLedger(t, userId, 'wallet', 3_000);
    const code = await issuedGiftCardCode(t, manager.token, 50);
    const line = { module: picnic.module, planId: picnic.planId, date: nextWeek(t), time: picnic.time, adultCount: 2 };
    expect((await t.call('users/addToCart', { item: [line] }, token)).body.status).toBe(1);
    const { order, checkout } = await payAndConfirm(t, token, { use_wallet: true, gift_card_code: code });

    // The whole price: the picnic's two seats, paid AED 50 by gift card, AED 30 from the wallet, the rest by card.
    const wholeFils = picnic.price * 2 * 100;
    expect([order.gift_card_fils, order.wallet_fils, order.amount_paid_fils]).toEqual([
      5_000,
      3_000,
      wholeFils - 8_000,
    ]);
    const vatFils = supplyVatFils({
      cardFils: order.amount_paid_fils,
      pointsFils: order.points_fils,
      giftCardFils: order.gift_card_fils,
      walletFils: order.wallet_fils,
    });
    expect(vatFils).toBe(Math.round((wholeFils * 5) / 105));

    expect(checkout.vat).toBe(filsToAed(vatFils));
    const listed = await t.call('users/viewCompletedOrder', {}, token);
    const seen = (listed.body.data as TCompletedOrder[]).find((each) => each.reference === order.reference);
    expect(seen?.vat).toBe(filsToAed(vatFils));
    const mailRow = await t.app.ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('topic', '=', 'orderConfirmed')
      .where('channel', '=', 'email')
      .executeTakeFirstOrThrow();
    expect((await composeMail(t.app.ctx, mailRow)).text).toContain(aed(vatFils));

    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/operator/invoice/${order.id}.pdf`,
      headers: { 'x-operator-token': manager.token },
    });
    expect(invoice.statusCode, invoice.body).toBe(200);
    const text = await pdfText(new Uint8Array(invoice.rawPayload));
    const lines = text.split('\n');
    const totals = lines.slice(lines.indexOf(`Taxable amount (excl. VAT) ${aed(wholeFils - vatFils)}`));
    expect(totals.slice(0, 7)).toEqual([
      `Taxable amount (excl. VAT) ${aed(wholeFils - vatFils)}`,
      `VAT 5% ${aed(vatFils)}`,
      `Total (incl. VAT) ${aed(wholeFils)}`,
      'PAID BY',
      `Gift card ${aed(5_000)}`,
      `Wallet ${aed(3_000)}`,
      `Card ${aed(wholeFils - 8_000)}`,
    ]);
    expect(text).toContain('VAT is on the whole total');
  });
});
