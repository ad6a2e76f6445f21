// The partners desk (issue 39, decision 122): the demo owner, signed in with a fresh authenticator code, creates a
// partner, makes it an API key (shown once, then only its prefix), sets the products it may sell and revokes the key;
// the partner's page at 1280 and 390 px, where nothing scrolls sideways.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeViolations, seriousViolations } from './axe';
import { launchBrowser, screenshot, watchProblems } from './browser';
import { shows, toast, unexpectedProblems } from './journey';
import { operatorFetch, signInOwner } from './operators';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the partners desk', () => {
  it('an owner creates a partner, makes a key shown once, sets its products and revokes the key', {
    timeout: 450_000,
  }, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchProblems(page, baseUrl);
    await signInOwner(page);
    const name = `Palm Concierge ${Date.now().toString(36)}`;

    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Partners' }).click();
    await page.waitForURL(/\/admin\/partners$/);
    await shows(page.getByRole('heading', { name: 'Partners', level: 1 }));
    await page.getByRole('link', { name: 'New partner' }).click();
    await page.waitForURL(/\/admin\/partners\/new$/);
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Kind').selectOption('hotel');
    await page.getByLabel('Contact email').fill('concierge@palm.example');
    await page.getByLabel('Commission (%)').fill('12.5');
    await page.getByLabel('Credit limit in AED (optional)').fill('5000');
    // A site on plain http that is not this machine is refused beside the field, and nothing is sent.
    const sites = page.getByLabel('Sites that may show the widget, one a line (https://hotel.example)');
    await sites.fill('http://palm.example');
    await page.getByRole('button', { name: 'Create partner' }).click();
    await shows(page.getByText('Write each site as https://name.example (http only for localhost), without a path'));
    expect(page.url()).toMatch(/\/admin\/partners\/new$/);
    await sites.fill('https://palm.example\nhttps://book.palm.example');
    await page.getByRole('button', { name: 'Create partner' }).click();
    await shows(toast(page, `Partner ${name} is created`, 'success'));
    await page.waitForURL(/\/admin\/partners\/[^/]+$/);
    await shows(page.getByRole('heading', { name, level: 1 }));
    await shows(page.getByText('12.5% commission'));
    await shows(page.getByText('https://palm.example, https://book.palm.example'));
    const partnerId = decodeURIComponent(page.url().split('/').at(-1) ?? '');

    // A key: the whole key once, then only its prefix, even after a reload.
    await page.getByLabel('New key’s label').fill('Front desk tablet');
    await page.getByRole('button', { name: 'Make a key' }).click();
    const shown = page.getByTestId('new-partner-key');
    await shows(shown);
    const key = (await shown.textContent()) ?? '';
    expect(key).toMatch(/^rihla_pk_[A-Za-z0-9_-]{43}$/);
    await shows(page.getByText('Copy the key now: it is shown this once'));
    const listed = page.getByTestId('partner-key').filter({ hasText: 'Front desk tablet' });
    await shows(listed.getByText(`${key.slice(0, 14)}…`));
    await page.getByRole('button', { name: 'I have copied it' }).click();
    expect(await page.content()).not.toContain(key);
    await page.reload();
    await shows(listed.getByText(`${key.slice(0, 14)}…`));
    expect(await page.content()).not.toContain(key);
    const view = await operatorFetch(page, 'operator/viewPartner', { id: partnerId });
    expect(JSON.stringify(view.body)).not.toContain(key);

    // The products it may sell.
    const productList = page.getByRole('list', { name: 'Products it may sell' });
    const boxes = productList.getByRole('checkbox');
    await shows(boxes);
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByRole('button', { name: 'Save products' }).click();
    await shows(toast(page, `The products of ${name} are saved`, 'success'));
    const saved = await operatorFetch(page, 'operator/viewPartner', { id: partnerId });
    expect((saved.body.data as { products: unknown[] }).products).toHaveLength(2);
    await page.reload();
    await expect.poll(() => productList.getByRole('checkbox', { checked: true }).count()).toBe(2);

    await screenshot(page, 'desk-partner-1280');
    expect(describeViolations('partner page at 1280', await seriousViolations(page))).toEqual([]);

    // Revoked: the key stays listed, marked, and can no longer be revoked.
    await listed.getByRole('button', { name: 'Revoke' }).click();
    await shows(toast(page, 'The key is revoked', 'success'));
    await shows(listed.getByText(/^Revoked /));
    expect(await listed.getByRole('button', { name: 'Revoke' }).count()).toBe(0);
    const revoked = await operatorFetch(page, 'operator/viewPartner', { id: partnerId });
    expect(revoked.body.data).toMatchObject({ partner: { activeKeyCount: 0 } });

    // The list names it with its rate; the same page at 390 px, nothing wider than the window.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await shows(page.getByRole('heading', { name, level: 1 }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'desk-partner-390');
    await page.goto(`${baseUrl}/admin/partners`);
    await shows(page.getByText(name));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'desk-partners-390');

    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
