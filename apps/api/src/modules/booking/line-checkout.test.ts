// Issue 16, decision 030: Buy It Now checks out the line it added, and the cart's steppers change a line's counts
// through the same checks as adding it.
import { MESSAGES } from '@rihla/shared/constants';
import { BOOKING_MESSAGES, CART_MESSAGES } from '@rihla/shared/messages/booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSlot } from '../../test/crowd.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { addLine, nextWeek, payOnSandbox, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { SANDBOX_CARDS } from '../payments/sandbox-provider.js';

let t: TTestApp;
let picnic: TCatalogueCard;
let ticket: TCatalogueCard;
let holiday: TCatalogueCard;
beforeAll(async () => {
  t = await createTestApp();
  [picnic] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  [ticket] = (await productsOf(t, 'Entry ticket')) as [TCatalogueCard];
  [holiday] = (await productsOf(t, 'Holidays')) as [TCatalogueCard];
});
afterAll(async () => {
  await t?.close();
});

interface TLine {
  lineId: string;
  planId: string;
  adultCount: number;
  totalAmount: number;
}

async function cartOf(token: string): Promise<{ items: TLine[]; totalCartAmount: number }> {
  const res = await t.call('users/viewCart', {}, token);
  expect(res.body.status).toBe(1);
  return res.body.data;
}

/** A shopper with two lines in the cart: 2 picnic adults and 3 ticket adults; answers the line ids. */
async function shopperWithTwoLines() {
  const { token } = await t.newShopper();
  const first = await addLine(t, token, picnic, 2);
  const second = await addLine(t, token, ticket, 3);
  expect(first.body.status, first.body.message).toBe(1);
  expect(second.body.status, second.body.message).toBe(1);
  return { token, picnicLine: first.body.data.lineIds[0] as string, ticketLine: second.body.data.lineIds[0] as string };
}

async function countCheckouts() {
  return (await t.app.ctx.db.selectFrom('checkouts').select('id').execute()).length;
}

describe('POST /api/users/addToCart answers the lines it wrote', () => {
  it('gives each item its line id, and the same id when a departure already in the cart is added again', async () => {
    const { token, picnicLine } = await shopperWithTwoLines();
    const cart = await cartOf(token);
    expect(cart.items.find((item) => item.planId === picnic.planId)?.lineId).toBe(picnicLine);
    const again = await addLine(t, token, picnic, 4);
    expect(again.body).toEqual({ status: 1, data: { lineIds: [picnicLine] }, message: MESSAGES.addedToCart });
    expect((await cartOf(token)).items.find((item) => item.lineId === picnicLine)?.adultCount).toBe(4);
  });
});

describe('POST /api/users/checkout with lineIds', () => {
  it('charges only the named line, and after payment only that line leaves the cart', async () => {
    const { token, picnicLine, ticketLine } = await shopperWithTwoLines();
    const res = await t.call('users/checkout', { lineIds: [ticketLine] }, token);
    expect(res.body.status, res.body.message).toBe(1);
    const summary = res.body.data[0];
    expect(summary).toMatchObject({ actual_amount: ticket.price * 3, to_be_paid: ticket.price * 3, discount: 0 });

    const view = await t.call('users/viewCheckout', { cartId: summary._id }, token);
    expect(view.body.data.items.map((item: { planId: string }) => item.planId)).toEqual([ticket.planId]);
    expect(view.body.data.lineIds).toEqual([ticketLine]);

    const initiated = await t.call('users/paymentInitiate', { cartId: summary._id }, token);
    expect(initiated.body.status, initiated.body.message).toBe(1);
    const transactionId = initiated.body.data.Transaction.TransactionID as string;
    await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve);
    const confirmed = await t.call('users/confirmBooking', { paymentId: transactionId, cartId: summary._id }, token);
    expect(confirmed.body.status, confirmed.body.message).toBe(1);
    expect(confirmed.body.data.amount_paid).toBe(ticket.price * 3);

    const cart = await cartOf(token);
    expect(cart.items.map((item) => item.lineId)).toEqual([picnicLine]);
    expect(cart.totalCartAmount).toBe(picnic.price * 2);
  });

  it('applies a promo code to the named lines only', async () => {
    const { token } = await shopperWithTwoLines();
    const { token: other } = await t.newShopper();
    // The same line alone in another shopper's cart: its whole-cart checkout is what the line checkout must be.
    const holidayLine = (await addLine(t, token, holiday, 2)).body.data.lineIds[0] as string;
    expect((await addLine(t, other, holiday, 2)).body.status).toBe(1);
    const whole = await t.call('users/checkout', { coupon_code: 'WELCOME10' }, other);
    const line = await t.call('users/checkout', { coupon_code: 'welcome10', lineIds: [holidayLine] }, token);
    expect(line.body.status, line.body.message).toBe(1);
    expect(line.body.data[0]).toMatchObject({
      actual_amount: whole.body.data[0].actual_amount,
      discount: whole.body.data[0].discount,
      to_be_paid: whole.body.data[0].to_be_paid,
      coupon_code: 'WELCOME10',
    });
    expect(line.body.data[0].actual_amount).toBe(holiday.price * 2);
  });

  it("refuses an unknown or another shopper's line with 404 and records nothing", async () => {
    const { token, picnicLine } = await shopperWithTwoLines();
    const intruder = await shopperWithTwoLines();
    const before = await countCheckouts();
    for (const lineIds of [[intruder.ticketLine], [picnicLine, intruder.picnicLine], ['AAAAAAAAAAAAAAAAAAAAAA']]) {
      const res = await t.call('users/checkout', { lineIds }, token);
      expect(res.statusCode).toBe(404);
      expect(res.body).toMatchObject({ status: 0, message: CART_MESSAGES.notInCart });
    }
    expect(await countCheckouts()).toBe(before);
  });

  it('refuses an empty list of lines as a bad request', async () => {
    const { token } = await shopperWithTwoLines();
    const res = await t.call('users/checkout', { lineIds: [] }, token);
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(0);
  });

  it('without lineIds still prices the whole cart, as the spec says', async () => {
    const { token } = await shopperWithTwoLines();
    const res = await t.call('users/checkout', {}, token);
    expect(res.body.data[0].actual_amount).toBe(picnic.price * 2 + ticket.price * 3);
    const view = await t.call('users/viewCheckout', { cartId: res.body.data[0]._id }, token);
    expect(view.body.data.lineIds).toBeNull();
    expect(view.body.data.items).toHaveLength(2);
  });
});

describe('POST /api/users/updateCartLine', () => {
  it("changes one line's counts, priced by the server, keeping its id and place", async () => {
    const { token, picnicLine, ticketLine } = await shopperWithTwoLines();
    const order = (await cartOf(token)).items.map((item) => item.lineId);
    const res = await t.call('users/updateCartLine', { lineId: picnicLine, tickets: { adult: 3 } }, token);
    expect(res.body).toEqual({ status: 1, data: null, message: CART_MESSAGES.updated });
    const cart = await cartOf(token);
    expect(cart.items.map((item) => item.lineId)).toEqual(order);
    const answer = new Map(cart.items.map((item) => [item.lineId, [item.adultCount, item.totalAmount]]));
    expect(answer.get(picnicLine)).toEqual([3, picnic.price * 3]);
    expect(answer.get(ticketLine)).toEqual([3, ticket.price * 3]);
  });

  it('refuses more people than the departure has seats left (409), and changes nothing', async () => {
    const { token, picnicLine } = await shopperWithTwoLines();
    // Earlier tests hold or booked some of the departure's seats: it is left with 3 more than they took.
    const departures = await t.call('users/departures', {
      module: picnic.module,
      planId: picnic.planId,
      from: nextWeek(t),
      days: 1,
    });
    const departure = departures.body.data[0].departures[0];
    const taken = departure.capacity - departure.seatsLeft;
    await setSlot(t, { planId: picnic.planId, date: nextWeek(t) }, { capacity: taken + 3 });
    try {
      const res = await t.call('users/updateCartLine', { lineId: picnicLine, tickets: { adult: 4 } }, token);
      expect(res.statusCode).toBe(409);
      expect(res.body).toMatchObject({ status: 0, message: BOOKING_MESSAGES.seatsLeft(3, picnic.title, nextWeek(t)) });
      expect((await cartOf(token)).items.find((item) => item.lineId === picnicLine)?.adultCount).toBe(2);
    } finally {
      await setSlot(t, { planId: picnic.planId, date: nextWeek(t) }, { capacity: null });
    }
  });

  it("refuses more people than the product's rules allow (400), and changes nothing", async () => {
    const { token, ticketLine } = await shopperWithTwoLines();
    const product = await t.app.ctx.db
      .selectFrom('products')
      .select(['max_ppl', 'max_tickets_per_order'])
      .where('id', '=', ticket.planId)
      .executeTakeFirstOrThrow();
    const tooMany = Math.min(100, Math.max(product.max_ppl, product.max_tickets_per_order) + 1);
    const res = await t.call('users/updateCartLine', { lineId: ticketLine, tickets: { adult: tooMany } }, token);
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(0);
    expect(res.body.message).toBeTruthy();
    expect((await cartOf(token)).items.find((item) => item.lineId === ticketLine)?.adultCount).toBe(3);
  });

  it("refuses another shopper's line and an unknown one with 404, and changes nothing", async () => {
    const owner = await shopperWithTwoLines();
    const { token } = await t.newShopper();
    for (const lineId of [owner.picnicLine, 'AAAAAAAAAAAAAAAAAAAAAA']) {
      const res = await t.call('users/updateCartLine', { lineId, tickets: { adult: 1 } }, token);
      expect(res.statusCode).toBe(404);
      expect(res.body).toMatchObject({ status: 0, message: CART_MESSAGES.notInCart });
    }
    expect((await cartOf(owner.token)).items.find((item) => item.lineId === owner.picnicLine)?.adultCount).toBe(2);
  });

  it('refuses no tickets at all and a body with other fields (400)', async () => {
    const { token, picnicLine } = await shopperWithTwoLines();
    const none = await t.call('users/updateCartLine', { lineId: picnicLine, tickets: { adult: 0 } }, token);
    expect(none.statusCode).toBe(400);
    const extra = await t.call('users/updateCartLine', { lineId: picnicLine, tickets: { adult: 2 }, price: 1 }, token);
    expect(extra.statusCode).toBe(400);
    expect((await cartOf(token)).items.find((item) => item.lineId === picnicLine)?.adultCount).toBe(2);
  });
});
