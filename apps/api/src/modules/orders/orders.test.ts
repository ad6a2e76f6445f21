import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { addLine, checkoutAndInitiate, payOnSandbox, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { SANDBOX_CARDS } from '../payments/sandbox-provider.js';

/** The VAT inside a VAT-inclusive AED amount, worked out here without the rule under test. */
function vatOf(aed: number): number {
  return Math.round((Math.round(aed * 100) * 5) / 105) / 100;
}

describe('POST /api/users/viewCompletedOrder', () => {
  let t: TTestApp;
  let ticket: TCatalogueCard;
  beforeAll(async () => {
    t = await createTestApp();
    [ticket] = (await productsOf(t, 'Entry ticket')) as [TCatalogueCard];
  });
  afterAll(async () => {
    await t.close();
  });

  it('states the VAT the amount paid includes, after a discount, as the confirmation did', async () => {
    const { token } = await t.newShopper();
    await addLine(t, token, ticket, 3);
    const { cartId, transactionId } = await checkoutAndInitiate(t, token, 'WELCOME10');
    await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve);
    const confirmed = (await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token)).body.data;
    const [order] = (await t.call('users/viewCompletedOrder', {}, token)).body.data;

    expect(order.discount).toBeGreaterThan(0);
    expect(order.amount_paid).toBeCloseTo(ticket.price * 3 - order.discount, 2);
    expect(order.vat).toBeGreaterThan(0);
    expect(order.vat).toBe(vatOf(order.amount_paid));
    expect(confirmed.vat).toBe(order.vat);
  });
});
