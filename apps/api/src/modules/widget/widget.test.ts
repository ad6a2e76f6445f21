import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAYMENT_MESSAGES } from '@rihla/shared/messages/booking';
import { arabicMessageOf } from '@rihla/shared/messages/storefront-ar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall } from '../../test/operators.js';
import { addLine, payOnSandbox, productsOf } from '../../test/shopping.js';
import { insertPartner } from '../partners/index.js';
import { SANDBOX_CARDS } from '../payments/sandbox-provider.js';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Rihla default" />
    <title>Rihla default</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const HOTEL = 'widget-hotel';
const HOTEL_ORIGINS = ['https://hotel.example', 'http://127.0.0.1:3106'];

let t: TTestApp;
let webDir: string;

/** A partner as the partners desk writes it (modules/partners), with the widget's fields named. */
function insertWidgetPartner(
  app: TTestApp,
  partner: { id: string; name: string; widgetOrigins: string[]; status?: 'active' | 'suspended'; now: string },
) {
  return insertPartner(
    app.app.ctx.db,
    partner.id,
    {
      name: partner.name,
      kind: 'hotel',
      contact_email: null,
      status: partner.status ?? 'active',
      rate_kind: 'commission',
      commission_bp: 1000,
      rate_limit_per_minute: 60,
      widget_origins: JSON.stringify(partner.widgetOrigins),
      credit_limit_fils: 0,
    },
    partner.now,
  );
}

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-widget-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
  t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
  const now = t.clock.now().toISOString();
  await insertWidgetPartner(t, { id: HOTEL, name: 'Hotel', widgetOrigins: HOTEL_ORIGINS, now });
  await insertWidgetPartner(t, {
    id: 'widget-suspended',
    name: 'Suspended',
    widgetOrigins: ['https://gone.example'],
    status: 'suspended',
    now,
  });
  await insertWidgetPartner(t, {
    id: 'widget-careless',
    name: 'Careless',
    // What a careless write could leave: only real origins reach the header.
    widgetOrigins: [
      'https://ok.example',
      "https://x.example; script-src 'unsafe-inline'",
      'javascript:alert(1)',
      'https://a.example/path',
    ],
    now,
  });
  await insertWidgetPartner(t, { id: 'widget-none', name: 'No site yet', widgetOrigins: [], now });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The sources of the frame-ancestors directive of a response's Content-Security-Policy. */
function frameAncestorsOf(csp: unknown): string[] {
  const directive = String(csp)
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('frame-ancestors '));
  return directive ? directive.split(/\s+/).slice(1) : [];
}

async function aProduct() {
  const [product] = await productsOf(t, 'Picnic Musandum');
  if (!product) throw new Error('no product');
  return product;
}

describe('GET /widget/:partner/... (the widget pages)', () => {
  it("lets only the partner's registered origins frame its widget pages, in English and Arabic", async () => {
    const product = await aProduct();
    for (const url of [
      `/widget/${HOTEL}/detail/picnic/${product.planId}`,
      `/widget/${HOTEL}/ProductFilterPage`,
      `/widget/${HOTEL}/cart`,
      `/widget/${HOTEL}/checkout/abc`,
      `/widget/${HOTEL}/ar/detail/picnic/${product.planId}`,
      `/widget/${HOTEL}/transactionStatus`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(frameAncestorsOf(response.headers['content-security-policy']), url).toEqual(HOTEL_ORIGINS);
      expect(response.headers['x-frame-options'], url).toBeUndefined();
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('keeps every other page of the shop unframable', async () => {
    const product = await aProduct();
    for (const url of ['/', `/detail/picnic/${product.planId}`, '/cart', '/ar/cart', '/transactionStatus']) {
      const response = await get(url);
      expect(frameAncestorsOf(response.headers['content-security-policy']), url).toEqual(["'none'"]);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it("answers an unknown or suspended partner's widget, and a path that is no page, with the not-found page framed by nobody", async () => {
    for (const url of [
      '/widget/no-such-partner/cart',
      '/widget/widget-suspended/cart',
      `/widget/${HOTEL}/no-such-page`,
      `/widget/${HOTEL}/admin`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(frameAncestorsOf(response.headers['content-security-policy']), url).toEqual(["'none'"]);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('writes only real origins into the header, and none for a partner without a site', async () => {
    const careless = await get('/widget/widget-careless/cart');
    expect(careless.statusCode).toBe(200);
    expect(frameAncestorsOf(careless.headers['content-security-policy'])).toEqual(['https://ok.example']);
    expect(String(careless.headers['content-security-policy'])).toContain("script-src 'self';");
    const none = await get('/widget/widget-none/cart');
    expect(frameAncestorsOf(none.headers['content-security-policy'])).toEqual(["'none'"]);
  });
});

describe('GET /widget.js and /widget/:partner/product/:id', () => {
  it('serves the loader script to other sites', async () => {
    const response = await get('/widget.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.body).toContain("'/widget/' + partner");
    // It is a script that parses.
    expect(() => new Function(response.body)).not.toThrow();
  });

  it("sends a product's address on to its page under the widget, and an unknown one to the list", async () => {
    const product = await aProduct();
    const found = await get(`/widget/${HOTEL}/product/${product.planId}`);
    expect(found.statusCode).toBe(302);
    expect(found.headers.location).toBe(`/widget/${HOTEL}/detail/picnic/${product.planId}`);
    const arabic = await get(`/widget/${HOTEL}/ar/product/${product.planId}`);
    expect(arabic.headers.location).toBe(`/widget/${HOTEL}/ar/detail/picnic/${product.planId}`);
    const unknown = await get(`/widget/${HOTEL}/product/no-such-trip`);
    expect(unknown.headers.location).toBe(`/widget/${HOTEL}/ProductFilterPage`);
  });
});

describe('users/checkout with partner_id (a widget sale)', () => {
  it('names the partner on the checkout and the paid order, and comes back to the widget after paying', async () => {
    const { token } = await t.newShopper();
    expect((await addLine(t, token, await aProduct(), 2)).body.status).toBe(1);
    const checkout = await t.call('users/checkout', { partner_id: HOTEL }, token);
    expect(checkout.body.status).toBe(1);
    const cartId = checkout.body.data[0]._id as string;
    const row = await t.app.ctx.db
      .selectFrom('checkouts')
      .select('partner_id')
      .where('id', '=', cartId)
      .executeTakeFirstOrThrow();
    expect(row.partner_id).toBe(HOTEL);

    const initiated = await t.call('users/paymentInitiate', { cartId }, token);
    expect(initiated.body.status).toBe(1);
    const transactionId = initiated.body.data.Transaction.TransactionID as string;
    const transaction = await t.app.ctx.db
      .selectFrom('sandbox_transactions')
      .select('return_url')
      .where('id', '=', transactionId)
      .executeTakeFirstOrThrow();
    expect(transaction.return_url).toBe(`${TEST_PUBLIC_URL}/widget/${HOTEL}/transactionStatus`);

    await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve);
    const confirmed = await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token);
    expect(confirmed.body.status).toBe(1);
    const order = await t.app.ctx.db
      .selectFrom('orders')
      .select(['partner_id', 'checkout_id'])
      .where('reference', '=', confirmed.body.data.reference)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ partner_id: HOTEL, checkout_id: cartId });
  });

  it('tells the frame waiting on users/viewCheckout that the card was declined, and forgets it once Pay Now is pressed again', async () => {
    const { token } = await t.newShopper();
    expect((await addLine(t, token, await aProduct(), 1)).body.status).toBe(1);
    const checkout = await t.call('users/checkout', { partner_id: HOTEL }, token);
    const cartId = checkout.body.data[0]._id as string;
    const view = async () => {
      const viewed = await t.call('users/viewCheckout', { cartId }, token);
      expect(viewed.body.status).toBe(1);
      return viewed.body.data as { state: string; paymentFailure: string | null };
    };
    expect((await view()).paymentFailure).toBeNull();

    const first = await t.call('users/paymentInitiate', { cartId }, token);
    const declinedId = first.body.data.Transaction.TransactionID as string;
    expect(await view()).toMatchObject({ state: 'open', paymentFailure: null });
    await payOnSandbox(t, declinedId, SANDBOX_CARDS.decline);
    expect(await view()).toMatchObject({ state: 'open', paymentFailure: PAYMENT_MESSAGES.declined });
    // What the shop's own return page says of that payment, word for word, in either language (decision 133).
    const refused = await t.call('users/confirmBooking', { paymentId: declinedId, cartId }, token);
    expect(refused.body.message).toBe(PAYMENT_MESSAGES.declined);
    const arabic = { headers: { 'accept-language': 'ar' } };
    const viewedInArabic = await t.call('users/viewCheckout', { cartId }, token, arabic);
    const refusedInArabic = await t.call('users/confirmBooking', { paymentId: declinedId, cartId }, token, arabic);
    expect(viewedInArabic.body.data.paymentFailure).toBe(arabicMessageOf(PAYMENT_MESSAGES.declined));
    expect(viewedInArabic.body.data.paymentFailure).toBe(refusedInArabic.body.message);
    expect(refusedInArabic.body.message).toMatch(/^[\u0600-\u06FF ]+$/);

    // Try again: a new payment is under way, then paid.
    const second = await t.call('users/paymentInitiate', { cartId }, token);
    expect(second.body.status).toBe(1);
    const paidId = second.body.data.Transaction.TransactionID as string;
    expect(await view()).toMatchObject({ state: 'open', paymentFailure: null });
    await payOnSandbox(t, paidId, SANDBOX_CARDS.approve);
    const confirmed = await t.call('users/confirmBooking', { paymentId: paidId, cartId }, token);
    expect(confirmed.body.status).toBe(1);
    expect(await view()).toMatchObject({ state: 'paid', paymentFailure: null });
  });

  it("leaves the shop's own checkouts and orders without a partner", async () => {
    const { token } = await t.newShopper();
    await addLine(t, token, await aProduct(), 1);
    const checkout = await t.call('users/checkout', {}, token);
    const row = await t.app.ctx.db
      .selectFrom('checkouts')
      .select('partner_id')
      .where('id', '=', checkout.body.data[0]._id)
      .executeTakeFirstOrThrow();
    expect(row.partner_id).toBeNull();
  });

  it('refuses an unknown, suspended or malformed partner with a 400 and writes nothing', async () => {
    const { token } = await t.newShopper();
    await addLine(t, token, await aProduct(), 1);
    const count = async () =>
      Number(
        (
          await t.app.ctx.db
            .selectFrom('checkouts')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const holdsBefore = Number(
      (
        await t.app.ctx.db
          .selectFrom('seat_holds')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    for (const partnerId of ['no-such-partner', 'widget-suspended', 'bad id; drop', '']) {
      const refused = await t.call('users/checkout', { partner_id: partnerId }, token);
      expect(refused.statusCode, partnerId).toBe(400);
      expect(refused.body.status).toBe(0);
      expect(refused.body.message).toBe(PAYMENT_MESSAGES.widgetUnavailable);
    }
    expect(await count()).toBe(before);
    const holdsAfter = Number(
      (
        await t.app.ctx.db
          .selectFrom('seat_holds')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(holdsAfter).toBe(holdsBefore);
  });
});

describe("the widget's framing origins, remembered per process (decision 129)", () => {
  const EDITED = 'widget-edited';
  const fields = (widgetOrigins: string[], status: 'active' | 'suspended' = 'active') => ({
    name: 'Edited hotel',
    kind: 'hotel',
    contactEmail: '',
    status,
    rateKind: 'commission',
    commissionBp: 1000,
    rateLimitPerMinute: 60,
    widgetOrigins,
    creditLimitFils: 0,
  });
  const originsOn = async (app: TTestApp) =>
    frameAncestorsOf(
      (await app.app.inject({ method: 'GET', url: `/widget/${EDITED}/cart` })).headers['content-security-policy'],
    );

  beforeAll(async () => {
    await insertWidgetPartner(t, {
      id: EDITED,
      name: 'Edited hotel',
      widgetOrigins: ['https://before.example'],
      now: t.clock.now().toISOString(),
    });
  });

  it('reads a partner once per process: a write that bypasses the partners desk is not seen', async () => {
    expect(await originsOn(t)).toEqual(['https://before.example']);
    await t.app.ctx.db
      .updateTable('partners')
      .set({ widget_origins: JSON.stringify(['https://sideways.example']) })
      .where('id', '=', EDITED)
      .execute();
    expect(await originsOn(t)).toEqual(['https://before.example']);
    await t.app.ctx.db
      .updateTable('partners')
      .set({ widget_origins: JSON.stringify(['https://before.example']) })
      .where('id', '=', EDITED)
      .execute();
  });

  it('takes a desk edit of the origins, and a suspension, at once here and soon in every other process', async () => {
    const manager = await newOperator(t, 'manager', 'Widget manager');
    const other = await createTestApp({ shareDatabaseWith: t, env: { WEB_DIST_DIR: webDir } });
    try {
      expect(await originsOn(t)).toEqual(['https://before.example']);
      expect(await originsOn(other)).toEqual(['https://before.example']);

      const saved = await operatorCall(
        t,
        'operator/updatePartner',
        { id: EDITED, fields: fields(['https://after.example', 'http://127.0.0.1:3124']) },
        manager.token,
      );
      expect(saved.statusCode, saved.raw.body).toBe(200);
      expect(await originsOn(t)).toEqual(['https://after.example', 'http://127.0.0.1:3124']);
      const deadline = Date.now() + 5_000;
      let seen = await originsOn(other);
      while (seen[0] !== 'https://after.example' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        seen = await originsOn(other);
      }
      expect(seen).toEqual(['https://after.example', 'http://127.0.0.1:3124']);

      const suspended = await operatorCall(
        t,
        'operator/updatePartner',
        { id: EDITED, fields: fields(['https://after.example'], 'suspended') },
        manager.token,
      );
      expect(suspended.statusCode).toBe(200);
      const page = await t.app.inject({ method: 'GET', url: `/widget/${EDITED}/cart` });
      expect(page.statusCode).toBe(404);
      expect(frameAncestorsOf(page.headers['content-security-policy'])).toEqual(["'none'"]);
    } finally {
      await other.close();
    }
  });
});
