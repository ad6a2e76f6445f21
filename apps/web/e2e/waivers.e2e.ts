// Waivers (issue 36, decision 096): the demo editor writes a new version of a Musandam trip's waiver in the product
// editor; a shopper who booked it for two reads it on /travellers/<reference> at phone width and accepts it for both
// passengers by typing their names; the agent's order page then says who accepted which version. Screenshots at
// 1280 and 390 px.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addNextWeek, call, firstOfCategory, payCart, seedShopper } from './api';
import { launchBrowser, newContext, screenshot, watchProblems } from './browser';
import { dismissToasts, shows, toast, unexpectedProblems } from './journey';
import { DEMO_EDITOR, DEMO_OPERATOR_PASSWORD, operatorFetch, signInOperator } from './operators';

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1280, height: 900 } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('waivers', () => {
  it('an editor writes a waiver, a shopper accepts it for two passengers, the order page shows who has', {
    timeout: 450_000,
  }, async () => {
    const picnic = await firstOfCategory('Picnic Musandum');
    const tag = Date.now().toString(36);
    const words = [
      `Sea trips carry risks: currents, waves, coral and marine life (${tag}).`,
      'I can swim, I am fit to take part, and I will follow the crew’s instructions at all times.',
    ];

    // The editor writes the waiver in the product editor.
    const desk = await browser.newContext({ viewport: DESKTOP });
    const deskPage = await desk.newPage();
    const deskProblems = watchProblems(deskPage, baseUrl);
    await signInOperator(deskPage, DEMO_EDITOR.email, DEMO_EDITOR.password);
    await deskPage.goto(`${baseUrl}/admin/products/${picnic.planId}`);
    const card = deskPage.getByRole('region', { name: 'Waiver' });
    await shows(card);
    const text = card.getByLabel('Waiver text (plain text; a blank line starts a new paragraph)');
    await text.fill(words.join('\n\n'));
    await card.getByLabel('Who accepts it').selectOption('passenger');
    await card.getByRole('button', { name: /^Save (the waiver|as a new version)$/ }).click();
    await shows(toast(deskPage, 'Waiver saved: shoppers accept this version from now on', 'success'));
    await shows(card.getByText(/^Version \d+, written .* by /));
    const versionText = (await card.getByText(/^Version \d+, written/).textContent()) ?? '';
    const version = Number(/^Version (\d+)/.exec(versionText)?.[1]);
    expect(version).toBeGreaterThan(0);
    await dismissToasts(deskPage);
    await card.scrollIntoViewIfNeeded();
    await screenshot(deskPage, 'waivers-editor-1280', { fullPage: false });

    // A shopper who booked the trip for two accepts it for both on the travellers page, at phone width.
    const shopper = await seedShopper('Waiver');
    expect((await addNextWeek(picnic, 2, shopper.token)).status).toBe(1);
    const order = await payCart(shopper.token);
    const phone = await newContext(browser, { width: 390, height: 844 }, shopper);
    const page = await phone.newPage();
    const problems = watchProblems(page, baseUrl);
    await page.goto(`${baseUrl}/travellers/${order.reference}`);
    const waiver = page.getByRole('region', { name: `The waiver of ${picnic.title}` });
    await shows(waiver.getByText(words[0] ?? ''));
    await shows(waiver.getByText(words[1] ?? ''));
    await shows(page.getByText(new RegExp(`Version ${version}$`)));
    await screenshot(page, 'waivers-travellers-390', { fullPage: true });
    for (const [number, name] of [
      [1, 'Layla Waiver'],
      [2, 'عالية المنصوري'],
    ] as const) {
      const form = page.getByRole('form', { name: `Accept the waiver for Passenger ${number}` });
      await form.getByLabel(`Full name of Passenger ${number}`).fill(name);
      await form.getByLabel('I have read and accept').check();
      // The box's whole line takes the tap (at least 44 px high).
      expect((await form.getByTestId('waiver-tick').boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await shows(form.getByText(/^Date: \w{3}, \d{1,2} \w{3} \d{4}$/));
      await form.getByRole('button', { name: `Accept for Passenger ${number}` }).click();
      await shows(
        page.getByTestId(`waiver-accepted-0-${number}`).getByText(new RegExp(`accepted by \u2068${name}\u2069 on`)),
      );
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await dismissToasts(page);
    await screenshot(page, 'waivers-accepted-390', { fullPage: true });
    const view = await call('users/viewWaivers', { reference: order.reference }, shopper.token);
    expect(view.data.lines[0]).toMatchObject({ isComplete: true, waiver: { version } });
    expect(unexpectedProblems(problems)).toEqual([]);
    await phone.close();

    // The agent's order page says who accepted which version.
    const agent = await browser.newContext({ viewport: DESKTOP });
    const agentPage = await agent.newPage();
    const agentProblems = watchProblems(agentPage, baseUrl);
    await signInOperator(agentPage, 'agent@rihla.example', DEMO_OPERATOR_PASSWORD);
    const found = await operatorFetch(agentPage, 'operator/searchOrders', { search: order.reference });
    const orderId = (found.body.data as { rows: Array<{ id: string }> }).rows[0]?.id;
    await agentPage.goto(`${baseUrl}/admin/bookings/${orderId}`);
    const list = agentPage.getByRole('list', { name: `Waivers of ${picnic.title}` });
    await shows(
      list.getByText(new RegExp(`^Passenger 1: accepted by \u2068Layla Waiver\u2069, .*, version ${version}, from `)),
    );
    await shows(
      list.getByText(new RegExp(`^Passenger 2: accepted by \u2068عالية المنصوري\u2069, .*, version ${version}, from `)),
    );
    await shows(agentPage.getByText(/ · All accepted$/));
    await agentPage.getByRole('region', { name: 'Waivers' }).scrollIntoViewIfNeeded();
    await screenshot(agentPage, 'waivers-order-page-1280', { fullPage: false });
    expect(unexpectedProblems(deskProblems)).toEqual([]);
    expect(unexpectedProblems(agentProblems)).toEqual([]);
    await desk.close();
    await agent.close();
  });
});
