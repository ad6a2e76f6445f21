// Issue 20's journey (decision 049), the shopper at phone width (390 px): a shopper given 2,500 points (an operator's
// adjustment) and a gift card of AED 50 (issued by the owner) books two seats of a refundable cruise, pays AED 20 with
// the points, AED 50 with the gift card and the rest by the sandbox's card; cancels it and takes the card's part to
// the wallet; then books one seat with the wallet alone, which confirms without the payment gateway. The owner then
// looks at the shopper's ledger in the back office and sees every entry. Screenshots at 390 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, seedShopper } from './api';
import { launchBrowser, newContext, screenshot, watchProblems } from './browser';
import {
  aed,
  definition,
  dismissToasts,
  dubaiDate,
  payWithTestCard,
  pickDateAndGetTicket,
  shows,
  showsNo,
  toast,
  unexpectedProblems,
} from './journey';
import { operatorFetch, signInOwner } from './operators';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 } as const;
/** A demo cruise (packages/demo/src/products/picnic.ts) sold daily with 100% back until 72 hours before it leaves. */
const CRUISE = { module: 'picnic', planId: 'dibba-dhow-cruise-full-day-from-dubai' } as const;
const POINTS = 2_500; // AED 20 at 125 points to AED 1
const POINTS_AED = 20;
const GIFT_CARD_AED = 50;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Product page, a date, the tickets (one adult, or one more), the cart and the checkout page. */
async function toCheckout(page: Page, title: string, isoDate: string, extraAdults: number) {
  await page.goto(`${baseUrl}/detail/${CRUISE.module}/${CRUISE.planId}`);
  await shows(page.getByRole('heading', { level: 1, name: title }));
  await pickDateAndGetTicket(page, 'phone', isoDate);
  await page.waitForURL(`${baseUrl}/cartcount/${CRUISE.module}/${CRUISE.planId}`);
  for (let count = 0; count < extraAdults; count += 1) {
    await page
      .getByRole('button', { name: /^Increase / })
      .first()
      .click();
  }
  await page.getByRole('button', { name: 'Add To Cart', exact: true }).click();
  await page.waitForURL(`${baseUrl}/cart`);
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
}

/** The shopper's orders, newest first, as the API answers them. */
async function ordersOf(token: string) {
  const orders = await call('users/viewCompletedOrder', {}, token);
  return orders.data as Array<{ reference: string; status: string; amount_paid: number }>;
}

describe('paying with points, a gift card and the wallet', () => {
  it('pays part with points and a gift card and the rest by card, refunds to the wallet, spends the wallet without the gateway, and the owner sees the ledger', {
    timeout: 750_000,
  }, async () => {
    const shopper = await seedShopper('Noura');
    const detail = await call('users/viewDetail', CRUISE);
    const { title, price } = detail.data as { title: string; price: number };
    // Two seats, less the points and the gift card, leave a card part that pays for one seat again afterwards.
    expect(2 * price - POINTS_AED - GIFT_CARD_AED).toBeGreaterThanOrEqual(price);

    // The owner gives the shopper 2,500 points (an adjustment with a reason) and a gift card of AED 50.
    const desk = await newContext(browser, PHONE);
    const deskPage = await desk.newPage();
    const deskProblems = watchProblems(deskPage, baseUrl);
    await signInOwner(deskPage);
    const found = await operatorFetch(deskPage, 'operator/findCustomer', { phone: shopper.phone, country: 'AE' });
    const userId = (found.body.data as { customer: { id: string } }).customer.id;
    const adjusted = await operatorFetch(deskPage, 'operator/adjustLedger', {
      userId,
      kind: 'points',
      amount: POINTS,
      reason: 'Welcome back: points for the wallet journey',
    });
    expect(adjusted.body.status).toBe(1);
    const issued = await operatorFetch(deskPage, 'operator/issueGiftCard', {
      amount: GIFT_CARD_AED,
      recipientName: 'Noura Tester',
      message: 'Enjoy the sea',
    });
    expect(issued.body.status).toBe(1);
    const giftCardCode = (issued.body.data as { code: string }).code;

    const context = await newContext(browser, PHONE, { token: shopper.token, firstName: shopper.firstName });
    const page = await context.newPage();
    const problems = watchProblems(page, baseUrl);
    const shot = async (step: string, fullPage = true) => {
      // Never a picture of the loader over the page, or of a toast over its top.
      await showsNo(page.getByRole('status').filter({ hasText: /^Loading$/ }));
      await dismissToasts(page);
      return screenshot(page, `wallet-${step}-390`, { fullPage });
    };
    // Every page the shopper's window shows, to prove the second booking never reaches the gateway's page.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => visited.push(frame.url()));

    // 1. Two seats; the points and the gift card pay part, the card the rest.
    await toCheckout(page, title, dubaiDate(6), 1);
    const summary = page.getByRole('complementary', { name: 'Payment summary' });
    const usePoints = summary.getByRole('checkbox', { name: 'Use my points' });
    await shows(summary.getByText(`2,500 points (worth ${aed(POINTS_AED)})`));
    await expect.poll(() => usePoints.isEnabled()).toBe(true);
    // Controlled by the checkout: ticked once the new checkout answers, so a click, then the wait.
    await usePoints.click();
    await shows(definition(summary, 'Points').getByText(`− ${aed(POINTS_AED)}`));
    await expect.poll(() => usePoints.isChecked()).toBe(true);
    await summary.getByLabel('Gift card', { exact: true }).fill(giftCardCode.toLowerCase());
    await summary.getByRole('button', { name: 'Apply gift card' }).click();
    await shows(summary.getByText(`Gift card ${giftCardCode} applied`));
    await shows(definition(summary, 'Gift card').getByText(`− ${aed(GIFT_CARD_AED)}`));
    const cardFils = Math.round(price * 100) * 2 - (POINTS_AED + GIFT_CARD_AED) * 100;
    const card = cardFils / 100;
    await shows(definition(summary, 'To Be Paid').getByText(aed(card)));
    await shows(definition(summary, 'Subtotal').getByText(aed(2 * price)));
    // The choices are kept: points still ticked after the gift card made a new checkout.
    expect(await usePoints.isChecked()).toBe(true);
    await shot('checkout-points-gift-card');
    await summary.getByRole('button', { name: 'Pay Now' }).click();
    await payWithTestCard(page);
    await shows(page.getByRole('heading', { level: 1 }));
    await shot('paid-success', false);

    const [first] = await ordersOf(shopper.token);
    expect(first?.status).toBe('confirmed');
    const firstRef = first?.reference as string;
    await page.goto(`${baseUrl}/orderDetails`);
    const firstCard = page.getByRole('article', { name: `Booking ${firstRef}` });
    await shows(definition(firstCard, 'Total paid').getByText(aed(2 * price)));
    await shows(
      definition(firstCard, 'Paid with').filter({
        hasText: `Card ${aed(card)} · Points 2,500 (${aed(POINTS_AED)}) · Gift card ${aed(GIFT_CARD_AED)}`,
      }),
    );
    await shows(firstCard.getByText(`Cancel now: 100% refund: ${aed(2 * price)}`));
    await shot('orders-paid-with');

    // 2. Cancel it; the card's part to the wallet at once, the points and the gift card back where they came from.
    await firstCard.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel booking ${firstRef}?` });
    await shows(dialog);
    await shows(dialog.getByText('Points, gift card and wallet amounts always go back to where they came from.'));
    await shows(dialog.getByText(`Where should the ${aed(card)} paid by card go?`));
    const toWallet = dialog.getByRole('radio', { name: 'To my wallet (at once)' });
    expect(await dialog.getByRole('radio', { name: /^Back to my card/ }).isChecked()).toBe(true);
    await toWallet.check();
    expect(await toWallet.isChecked()).toBe(true);
    await shot('cancel-dialog', false);
    await dialog.getByRole('button', { name: 'Yes, cancel and refund' }).click();
    await shows(toast(page, 'Your booking is cancelled', 'success'));
    await showsNo(dialog);
    await shows(firstCard.getByText('Refunded'));
    await shows(firstCard.getByText(`Cancelled. ${aed(2 * price)} was refunded.`));
    await shows(firstCard.getByText(`${aed(card)} to your wallet: it is in your wallet now.`));
    await shows(firstCard.getByText(`2,500 points (${aed(POINTS_AED)}) back to your points.`));
    await shows(firstCard.getByText(`${aed(GIFT_CARD_AED)} back to your gift card.`));
    await dismissToasts(page);
    await shot('orders-refunded-to-wallet');

    // The Wallet and Points page: the card's part in the wallet, the points back (those the booking earned, taken back).
    await page.goto(`${baseUrl}/wallet`);
    await shows(page.getByRole('heading', { level: 1, name: 'Wallet and Points' }));
    await shows(page.getByRole('region', { name: 'Wallet' }).getByText(aed(card), { exact: true }));
    await shows(page.getByRole('region', { name: 'Points' }).getByText('2,500 points', { exact: true }));
    await shows(page.getByRole('region', { name: 'Points' }).getByText(`Worth ${aed(POINTS_AED)}`));
    await shot('wallet-after-refund');

    // 3. One seat, paid with the wallet alone: nothing left for the card, confirmed without the gateway.
    await toCheckout(page, title, dubaiDate(5), 0);
    const useWallet = summary.getByRole('checkbox', { name: 'Use my wallet' });
    await shows(summary.getByText(`Balance ${aed(card)}`));
    await expect.poll(() => useWallet.isEnabled()).toBe(true);
    await useWallet.click();
    await expect.poll(() => useWallet.isChecked()).toBe(true);
    await shows(definition(summary, 'Wallet').getByText(`− ${aed(price)}`));
    await shows(definition(summary, 'To Be Paid').getByText(aed(0)));
    const confirm = summary.getByRole('button', { name: 'Confirm booking' });
    await shows(confirm);
    await shows(summary.getByText(/^Nothing is left to pay by card/));
    expect(await usePoints.isChecked()).toBe(false);
    await shot('checkout-wallet-covers');
    const beforeConfirm = visited.length;
    await confirm.click();
    await page.waitForURL((url) => url.pathname === '/success', { timeout: 20_000 });
    await shows(page.getByRole('heading', { level: 1 }));
    const afterConfirm = visited.slice(beforeConfirm);
    expect(afterConfirm.filter((url) => /\/gateway\/|\/sandbox\//.test(url))).toEqual([]);
    expect(afterConfirm.some((url) => new URL(url).pathname === '/transactionStatus')).toBe(true);
    await shot('wallet-success', false);

    const [second] = await ordersOf(shopper.token);
    expect(second?.status).toBe('confirmed');
    expect(second?.amount_paid).toBe(0);
    const secondRef = second?.reference as string;
    await page.goto(`${baseUrl}/orderDetails`);
    const secondCard = page.getByRole('article', { name: `Booking ${secondRef}` });
    await shows(definition(secondCard, 'Total paid').getByText(aed(price)));
    await shows(definition(secondCard, 'Paid with').filter({ hasText: new RegExp(`^Wallet ${aed(price)}$`) }));
    // The VAT the whole price contains, as on the voucher, though the card paid nothing.
    const vatOf = (fils: number) => Math.round((fils * 5) / 105) / 100;
    await shows(definition(secondCard, 'VAT \\(5%\\) included').getByText(aed(vatOf(Math.round(price * 100)))));
    await shows(definition(firstCard, 'VAT \\(5%\\) included').getByText(aed(vatOf(Math.round(price * 200)))));
    await shot('orders-paid-by-wallet');

    // The wallet has what is left; the second booking earned 5 points per AED 1 the wallet paid, pending until its
    // trip has run (decision 058).
    const leftFils = cardFils - Math.round(price * 100);
    const earned = Math.floor((Math.round(price * 100) * 5) / 100);
    await page.goto(`${baseUrl}/wallet`);
    await shows(page.getByRole('region', { name: 'Wallet' }).getByText(aed(leftFils / 100), { exact: true }));
    const pointsCard = page.getByRole('region', { name: 'Points' });
    await shows(pointsCard.getByText('2,500 points', { exact: true }));
    await shows(pointsCard.getByText(`${earned.toLocaleString('en-US')} points`, { exact: true }));
    await shows(pointsCard.getByText('Pending until your trip has run:'));
    await shot('wallet-after-second-booking');

    // 4. The owner finds the second order in the bookings desk and opens the shopper's ledger from it.
    await deskPage.goto(`${baseUrl}/admin/bookings?q=${encodeURIComponent(shopper.email)}`);
    await shows(deskPage.getByRole('heading', { name: 'Bookings', level: 1 }));
    const orderLink = deskPage.getByRole('link', { name: secondRef });
    await shows(orderLink);
    await orderLink.first().click();
    await shows(deskPage.getByRole('heading', { name: `Order ${secondRef}`, level: 1 }));
    await deskPage.getByRole('link', { name: 'Customer page: orders, notes, wallet and points', exact: true }).click();
    await deskPage.waitForURL(`${baseUrl}/admin/customers/${encodeURIComponent(userId)}`);
    await shows(deskPage.getByRole('heading', { name: 'Noura Tester', level: 1 }));
    await shows(deskPage.getByRole('heading', { name: 'Wallet and points', level: 2 }));
    await shows(deskPage.getByTestId('ledger-wallet').getByText(aed(leftFils / 100)));
    await shows(deskPage.getByTestId('ledger-points').getByText('2,500 points'));
    await shows(
      deskPage
        .getByTestId('ledger-pending-points')
        .getByText(`Pending until the trip has run: ${earned.toLocaleString('en-US')} points`),
    );
    const entries = deskPage.getByRole('list', { name: 'Entries, newest first' }).getByRole('listitem');
    const entry = (label: string, amount: string, reference?: string) => {
      let found = entries
        .filter({ has: deskPage.getByText(label, { exact: true }) })
        .filter({ has: deskPage.getByText(amount, { exact: true }) });
      if (reference) found = found.filter({ hasText: `Order ${reference}` });
      return found;
    };
    const earnedFirst = Math.floor(((cardFils + GIFT_CARD_AED * 100) * 5) / 100);
    const expected: Array<[label: string, amount: string, reference?: string]> = [
      ['Adjustment', '+2,500 points'],
      ['Spent', '−2,500 points', firstRef],
      ['Points earned', `+${earnedFirst.toLocaleString('en-US')} points`, firstRef],
      ['Points taken back', `−${earnedFirst.toLocaleString('en-US')} points`, firstRef],
      ['Refund', '+2,500 points', firstRef],
      ['Refund', `+${aed(card)}`, firstRef],
      ['Spent', `−${aed(price)}`, secondRef],
      ['Points earned', `+${earned.toLocaleString('en-US')} points`, secondRef],
    ];
    for (const [label, amount, reference] of expected) {
      await shows(entry(label, amount, reference));
      expect(await entry(label, amount, reference).count(), `${label} ${amount} ${reference ?? ''}`).toBe(1);
    }
    await shows(entries.filter({ hasText: 'Welcome back: points for the wallet journey' }));
    expect(await entries.count()).toBe(expected.length);
    expect(await deskPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
      0,
    );
    await showsNo(deskPage.getByRole('status').filter({ hasText: /^Loading$/ }));
    await screenshot(deskPage, 'wallet-desk-ledger-390');

    expect(unexpectedProblems(problems)).toEqual([]);
    expect(unexpectedProblems(deskProblems)).toEqual([]);
    await context.close();
    await desk.close();
  });
});
