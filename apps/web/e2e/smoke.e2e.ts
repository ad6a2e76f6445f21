import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot, VIEWPORTS } from './browser';

describe('the production server in Chromium', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`serves the web app on a browser-history route at ${name} width`, async () => {
      const page = await browser.newPage({ viewport });
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const response = await page.goto(`${baseUrl}/ProductFilterPage?category=Holidays`);
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.locator('h1').textContent()).toContain('Rihla');
      await screenshot(page, `placeholder-${name}`);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('serves the API documentation at /api/docs', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(`${baseUrl}/api/docs`);
    await expect.poll(() => page.getByText('Rihla storefront API').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('/api/users/addToCart').count()).toBeGreaterThan(0);
    await screenshot(page, 'api-docs-desktop');
    await page.close();
  });
});
