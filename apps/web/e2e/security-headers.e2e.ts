// The Content-Security-Policy and framing rules of the server (decision 008) in Chromium: the built web app,
// the Swagger UI and the gateway frame work under them with no violation, an injected inline script does not
// run, and a page of another origin cannot frame the shop or its payment page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addNextWeek, call, seedShopper } from './api';
import { launchBrowser, newContext, watchProblems } from './browser';

const baseUrl = inject('baseUrl');

/** Collects the CSP violations the page reports, from the first script on (init scripts are not subject to CSP). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []).catch(() => []);
}

/** A new shopper's payment (not the demo shopper's: the route walk expects it without a payment's notifications). */
async function startPayment() {
  const session = await seedShopper('Headers');
  const [product] = (await call('users/filteredList', { category: ['Picnic Musandum'] })).data;
  await addNextWeek(product, 1, session.token);
  const checkout = await call('users/checkout', {}, session.token);
  const initiated = await call('users/paymentInitiate', { cartId: checkout.data[0]._id }, session.token);
  return { session, product, ...(initiated.data.Transaction as { TransactionID: string; PaymentPage: string }) };
}

describe('security headers in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('serves the built web app with no inline script, under a policy that allows only its own scripts', async () => {
    for (const path of ['/', '/ProductFilterPage']) {
      const res = await fetch(`${baseUrl}${path}`);
      const html = await res.text();
      const policy = res.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self';");
      expect(policy).not.toMatch(/script-src[^;]*unsafe/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        // Structured data for search engines (decision 027) and the shop's settings (decision 071) are data blocks
        // the browser never runs: JSON only.
        if (/\btype="application\/(?:ld\+)?json"/.test(attributes ?? '')) {
          expect(() => JSON.parse(body ?? '')).not.toThrow();
          continue;
        }
        expect(attributes).toMatch(/\bsrc="\/assets\//);
        expect(body?.trim()).toBe('');
      }
      expect(html).not.toMatch(/\son[a-z]+=/i);
    }
  });

  it('loads the home page, a product with its map, a form checked by zod, the gateway frame and the Swagger UI with no violation', async () => {
    const payment = await startPayment();
    const context = await newContext(browser, 'desktop', payment.session);
    const poll = { timeout: 20_000 };
    const pages: Array<[string, (page: Page) => Promise<void>]> = [
      ['/', async (page) => expect.poll(() => page.locator('header a[href="/"]').count(), poll).toBeGreaterThan(0)],
      [
        `/detail/${payment.product.module}/${payment.product.planId}`,
        async (page) => expect.poll(() => page.locator('iframe[src*="openstreetmap"]').count(), poll).toBe(1),
      ],
      [
        `/gateway/${payment.TransactionID}/${encodeURIComponent(payment.PaymentPage)}`,
        async (page) =>
          expect.poll(() => page.frameLocator('iframe').getByLabel('Card number').isVisible(), poll).toBe(true),
      ],
      // A form validated by a shared zod schema: zod's eval probe would be a violation (lib/zod-config.ts).
      [
        '/personalinfoform',
        async (page) => {
          // An empty first name is refused by the schema in the page, before any call.
          await page.getByLabel('First name').fill('');
          await page.getByRole('button', { name: 'Update' }).click();
          await expect.poll(() => page.getByLabel('First name').getAttribute('aria-invalid'), poll).toBe('true');
        },
      ],
      [
        '/api/docs',
        async (page) => expect.poll(() => page.locator('.swagger-ui .info .title').isVisible(), poll).toBe(true),
      ],
    ];
    for (const [path, isReady] of pages) {
      const page = await context.newPage();
      const violations = await watchViolations(page);
      const problems = watchProblems(page, baseUrl);
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await isReady(page);
      expect(await violations(), path).toEqual([]);
      for (const frame of page.frames()) {
        const inFrame = await frame
          .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
          .catch(() => []);
        expect(inFrame, `${path} frame ${frame.url()}`).toEqual([]);
      }
      expect(
        problems.filter((problem) => /Content Security Policy|Refused/i.test(problem)),
        path,
      ).toEqual([]);
      await page.close();
    }
    await context.close();
  });

  it('does not run a script injected inline into the page', async () => {
    const page = await browser.newPage();
    const violations = await watchViolations(page);
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      const image = document.createElement('img');
      image.setAttribute('src', 'data:,');
      image.setAttribute('onerror', 'window.__handler = true');
      image.setAttribute('onload', 'window.__handler = true');
      document.body.append(image);
    });
    await page.waitForTimeout(300);
    const ran = await page.evaluate(() => {
      const win = window as unknown as { __injected?: boolean; __handler?: boolean };
      return { script: win.__injected ?? false, handler: win.__handler ?? false };
    });
    expect(ran).toEqual({ script: false, handler: false });
    expect((await violations()).some((violation) => violation.startsWith('script-src'))).toBe(true);
    await page.close();
  });

  it('refuses to be framed by a page of any other origin, the payment page included', async () => {
    const payment = await startPayment();
    const page = await browser.newPage();
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
    });
    const shop = `${baseUrl}/ProductFilterPage`;
    const gateway = `${payment.PaymentPage}?TransactionID=${encodeURIComponent(payment.TransactionID)}`;
    await page.setContent(`<iframe id="shop" src="${shop}"></iframe><iframe id="gateway" src="${gateway}"></iframe>`);
    await expect.poll(() => refusals.length).toBe(2);
    expect(refusals.join('\n')).toContain("frame-ancestors 'none'");
    expect(refusals.join('\n')).toContain("frame-ancestors 'self'");
    for (const id of ['shop', 'gateway']) {
      const frame = await (await page.$(`#${id}`))?.contentFrame();
      const text = await frame?.evaluate(() => document.body?.textContent ?? '').catch(() => '');
      expect(text ?? '', id).not.toMatch(/Card number|Rihla/);
    }
    await page.close();
  });
});
