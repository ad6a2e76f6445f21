// An agent's first day (issue 34, decision 079): a new agent's overview leads with their own desk's steps (a phone
// booking, a check-in), never the owner's setup, each ticked by their own work. At 390 and 1280 px.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeViolations, seriousViolations } from './axe';
import { launchBrowser, screenshot } from './browser';
import { shows } from './journey';
import { DEMO_OWNER as OWNER, operatorFetch, ownerCode, signInOperator } from './operators';

const baseUrl = inject('baseUrl');
const PASSWORD = 'first-day-agent-12';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('an agent’s first day at the desk', () => {
  it('shows a new agent their desk’s steps on the overview, none of the owner’s', { timeout: 300_000 }, async () => {
    const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const owner = await ownerContext.newPage();
    await signInOperator(owner, OWNER.email, OWNER.password, ownerCode);
    const email = `first-day-agent-${Date.now()}@ops.example`;
    const invited = await operatorFetch(owner, 'operator/inviteOperator', {
      email,
      name: 'Farah Agent',
      role: 'agent',
    });
    expect(invited.status).toBe(200);
    const invite = (invited.body.data as { invitePath: string }).invitePath.split('/').pop();
    expect(
      (await operatorFetch(owner, 'operator/acceptInvite', { invite, name: 'Farah Agent', password: PASSWORD })).status,
    ).toBe(200);
    await ownerContext.close();

    for (const viewport of [
      { name: 'phone', width: 390, height: 844 },
      { name: 'desktop', width: 1280, height: 900 },
    ]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await signInOperator(page, email, PASSWORD);
      await page.goto(`${baseUrl}/admin`);
      const checklist = page.getByRole('region', { name: 'Your first day at the desk' });
      await shows(checklist);
      await shows(checklist.getByText('0 of 2 steps done', { exact: false }));
      await shows(checklist.getByRole('link', { name: 'Book for a caller' }));
      await shows(checklist.getByRole('link', { name: 'Open manifests and check-in' }));
      // None of the owner's setup: the shop, its tax details, products, the test booking, staff.
      expect(await checklist.getByText(/shop settings|tax details|Invite your staff|test booking/i).count()).toBe(0);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBeLessThanOrEqual(0);
      await screenshot(page, `desk-first-day-agent-${viewport.name}`);
      expect(describeViolations(`agent overview at ${viewport.name}`, await seriousViolations(page))).toEqual([]);
      await checklist.getByRole('link', { name: 'Book for a caller' }).click();
      await page.waitForURL(/\/admin\/bookings\/new$/);
      await context.close();
    }
  });
});
