import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_CALLS, SINGLE_UPLOAD_CALL } from '@rihla/shared/api-calls';
import { PAGE_DEMO_PICTURES } from '@rihla/shared/constants';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../modules/payments/sandbox-provider.js';
import { createTestApp, TEST_PUBLIC_URL, type TTestApp } from '../test/harness.js';
import { addLine, checkoutAndInitiate, payOnSandbox, productsOf } from '../test/shopping.js';

// A tiny built web app, as Vite lays it out: index.html loading a hashed script and stylesheet.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-web-dist-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script>' +
    '<link rel="stylesheet" href="/assets/index-abc123.css"></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("rihla")\n');
fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.css'), 'body{margin:0}\n');
fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST_DIR: webDist } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

function directivesOf(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}

/** The headers every response carries; `framedBy` is who may frame it. */
function expectSecurityHeaders(res: LightMyRequestResponse, label: string, framedBy: "'none'" | "'self'" = "'none'") {
  const csp = directivesOf(res);
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src');
  expect(scriptSrc, `${label}: script-src`).toEqual(["'self'"]);
  expect(csp.get('script-src-attr'), `${label}: script-src-attr`).toEqual(["'none'"]);
  expect(csp.get('object-src'), `${label}: object-src`).toEqual(["'none'"]);
  expect(csp.get('base-uri'), `${label}: base-uri`).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), `${label}: frame-ancestors`).toEqual([framedBy]);
  expect(csp.get('form-action'), `${label}: form-action`).toEqual(["'self'", TEST_PUBLIC_URL]);
  expect(res.headers['x-frame-options'], `${label}: x-frame-options`).toBe(
    framedBy === "'self'" ? 'SAMEORIGIN' : 'DENY',
  );
  expect(res.headers['x-content-type-options'], `${label}: nosniff`).toBe('nosniff');
  expect(res.headers['referrer-policy'], `${label}: referrer-policy`).toBe('strict-origin-when-cross-origin');
  expect(res.headers['cross-origin-opener-policy'], `${label}: COOP`).toBe('same-origin');
  expect(res.headers['x-powered-by'], `${label}: x-powered-by`).toBeUndefined();
  // Not in production: HSTS would pin a developer's localhost to HTTPS for a year.
  expect(res.headers['strict-transport-security'], `${label}: no HSTS outside production`).toBeUndefined();
}

/** The headers of a JSON answer of an API call: nothing in it may load, run, be framed or be sniffed. */
function expectJsonAnswerHeaders(res: LightMyRequestResponse, label: string) {
  const csp = directivesOf(res);
  expect([...csp.keys()], `${label}: the policy of a JSON answer`).toEqual(['default-src', 'frame-ancestors']);
  expect(csp.get('default-src'), `${label}: default-src`).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), `${label}: frame-ancestors`).toEqual(["'none'"]);
  expect(res.headers['x-frame-options'], `${label}: x-frame-options`).toBe('DENY');
  expect(res.headers['x-content-type-options'], `${label}: nosniff`).toBe('nosniff');
  expect(res.headers['cross-origin-resource-policy'], `${label}: CORP`).toBe('same-origin');
  expect(res.headers['content-type'], `${label}: content-type`).toContain('application/json');
  expect(res.headers['x-powered-by'], `${label}: x-powered-by`).toBeUndefined();
  expect(res.headers['strict-transport-security'], `${label}: no HSTS outside production`).toBeUndefined();
  // The document-only headers are not sent with JSON.
  expect(res.headers['cross-origin-opener-policy'], `${label}: no COOP`).toBeUndefined();
  expect(res.headers['x-dns-prefetch-control'], `${label}: no DNS prefetch control`).toBeUndefined();
}

async function request(options: InjectOptions): Promise<LightMyRequestResponse> {
  const res = await t.app.inject(options);
  expect(res.statusCode, `${options.method} ${options.url} answered ${res.body.slice(0, 200)}`).toBeLessThan(500);
  return res;
}

describe('security headers on every API call', () => {
  it.each(Object.keys(API_CALLS))('POST /api/%s as a visitor with an empty body', async (name) => {
    const res = await request({ method: 'POST', url: `/api/${name}`, payload: {} });
    expectJsonAnswerHeaders(res, name);
    expect(res.json().status).toBeTypeOf('number');
  });

  it('on a cached answer, a refusal before validation and a malformed body', async () => {
    for (const payload of [{ title: 'dub' }, { title: 'dub' }, { title: 7 }, '{"title":']) {
      const res = await request({
        method: 'POST',
        url: '/api/users/search',
        payload,
        headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
      });
      expectJsonAnswerHeaders(res, `search ${JSON.stringify(payload)}`);
    }
    const refused = await request({ method: 'POST', url: '/api/users/viewCart', payload: {} });
    expect(refused.statusCode).toBe(401);
    expectJsonAnswerHeaders(refused, 'viewCart as a visitor');
  });

  it('POST /api/admin/single_upload as a visitor', async () => {
    const res = await request({ method: 'POST', url: `/api/${SINGLE_UPLOAD_CALL}`, payload: {} });
    expect(res.statusCode).toBe(401);
    expectSecurityHeaders(res, SINGLE_UPLOAD_CALL);
  });
});

describe('security headers on errors', () => {
  it.each([
    ['an unknown call', { method: 'POST', url: '/api/nope', payload: {} }, 404],
    ['an unknown GET under /api', { method: 'GET', url: '/api/nope' }, 404],
    ['an unknown picture', { method: 'GET', url: '/media/demo/nothing.webp' }, 404],
    ['an unknown upload', { method: 'GET', url: '/uploads/nothing.webp' }, 404],
    ['a voucher link with a bad signature', { method: 'GET', url: '/api/vouchers/abc.pdf?expires=1&sig=x' }, 403],
    [
      'a text/plain body (415)',
      { method: 'POST', url: '/api/users/countries', payload: 'hello', headers: { 'content-type': 'text/plain' } },
      415,
    ],
    [
      'a JSON body over the limit (413)',
      {
        method: 'POST',
        url: '/api/users/userLogin',
        payload: JSON.stringify({ phone_number: 'x'.repeat(100_000) }),
        headers: { 'content-type': 'application/json' },
      },
      413,
    ],
    [
      'malformed JSON (400)',
      {
        method: 'POST',
        url: '/api/users/countries',
        payload: '{"a":',
        headers: { 'content-type': 'application/json' },
      },
      400,
    ],
    ['an unknown transaction on the gateway page', { method: 'GET', url: '/api/sandbox/pay?TransactionID=nope' }, 404],
  ] as Array<[string, InjectOptions, number]>)('%s', async (label, options, status) => {
    const res = await request(options);
    expect(res.statusCode).toBe(status);
    const url = options.url?.toString() ?? '';
    // A refusal of a known call is that call's JSON answer; the rest are the pages' (the gateway's framable).
    if (url.slice('/api/'.length) in API_CALLS) expectJsonAnswerHeaders(res, label);
    else expectSecurityHeaders(res, label, url.startsWith('/api/sandbox/') ? "'self'" : "'none'");
  });
});

describe('security headers on pages, files and documents', () => {
  it.each([
    ['/', 'text/html'],
    ['/ProductFilterPage', 'text/html'],
    // A product that does not exist answers 404 (decision 027): the pages here need no data.
    ['/blogs', 'text/html'],
    ['/cart', 'text/html'],
    ['/assets/index-abc123.js', 'javascript'],
    ['/assets/index-abc123.css', 'text/css'],
    ['/favicon.svg', 'image/svg+xml'],
    ['/api/health', 'application/json'],
    ['/api/ready', 'application/json'],
    ['/api/docs', 'text/html'],
    ['/api/docs/json', 'application/json'],
    // A demo picture a page of the app shows (issue 14: only those and the data's are painted).
    [PAGE_DEMO_PICTURES.aboutBanner, 'image/webp'],
  ])('GET %s', async (url, type) => {
    let res = await request({ method: 'GET', url });
    // The Swagger UI may redirect to its static index first: the redirect and the page both carry the headers.
    if (res.statusCode === 302 && res.headers.location) {
      expectSecurityHeaders(res, `${url} (redirect)`);
      res = await request({ method: 'GET', url: new URL(res.headers.location, 'http://x').pathname });
    }
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toContain(type);
    expectSecurityHeaders(res, url);
  });

  it('serves the Swagger UI with scripts from files only, so it works under the policy', async () => {
    const res = await request({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-ui');
    expectSecurityHeaders(res, 'swagger index');
    const scripts = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
  });

  it('lets the gateway page be framed by this origin only, and the rest of the shop by nobody', async () => {
    const { token } = await t.newShopper();
    const [picnic] = await productsOf(t, 'Picnic Musandum');
    if (!picnic) throw new Error('the demo catalogue has no picnic');
    await addLine(t, token, picnic, 1);
    const { transactionId } = await checkoutAndInitiate(t, token);

    const shown = await request({ method: 'GET', url: `/api/sandbox/pay?TransactionID=${transactionId}` });
    expect(shown.statusCode).toBe(200);
    expectSecurityHeaders(shown, 'gateway page (GET)', "'self'");
    // The web app's /gateway route posts the transaction id into its frame.
    const posted = await request({
      method: 'POST',
      url: '/api/sandbox/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `TransactionID=${transactionId}`,
    });
    expect(posted.statusCode).toBe(200);
    expectSecurityHeaders(posted, 'gateway page (POST)', "'self'");
    // A card error shows the form again inside the frame.
    const refused = await payOnSandbox(t, transactionId, '1234 5678 9012 3456');
    expect(refused.statusCode).toBe(400);
    expectSecurityHeaders(refused, 'gateway card error', "'self'");

    const paid = await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve);
    expect(paid.statusCode).toBe(303);
    expectSecurityHeaders(paid, 'gateway redirect', "'self'");
  });

  it('on an uploaded picture and a voucher PDF', async () => {
    const { token } = await t.newShopper();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#08f' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    const uploaded = await request({
      method: 'POST',
      url: `/api/${SINGLE_UPLOAD_CALL}`,
      payload: form,
      headers: { 'x-access-token': token },
    });
    expect(uploaded.statusCode).toBe(200);
    expectSecurityHeaders(uploaded, 'upload answer');
    const picture = await request({ method: 'GET', url: uploaded.json().data });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expectSecurityHeaders(picture, 'uploaded picture');

    const [picnic] = await productsOf(t, 'Picnic Musandum');
    if (!picnic) throw new Error('the demo catalogue has no picnic');
    await addLine(t, token, picnic, 1);
    const { cartId, transactionId } = await checkoutAndInitiate(t, token);
    await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve);
    await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token);
    const [order] = (await t.call('users/viewCompletedOrder', {}, token)).body.data;
    const pdf = await request({ method: 'GET', url: order.pdfUrl.slice(TEST_PUBLIC_URL.length) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expectSecurityHeaders(pdf, 'voucher PDF');
  });
});

describe('security headers in production', () => {
  let prod: TTestApp;
  beforeAll(async () => {
    prod = await createTestApp({
      seed: false,
      env: {
        NODE_ENV: 'production',
        APP_SECRET: 'p'.repeat(48),
        PERSONAL_DATA_KEY: 'b'.repeat(64),
        LOG_LEVEL: 'silent',
        PUBLIC_URL: 'https://rihla.example',
      },
    });
  });
  afterAll(async () => {
    await prod?.close();
  });

  it('adds HSTS to the JSON answer of a call', async () => {
    const res = await prod.app.inject({ method: 'POST', url: '/api/users/search', payload: { title: 'dub' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('adds HSTS and upgrade-insecure-requests, and keeps everything else', async () => {
    for (const url of ['/api/health', '/api/nope', '/']) {
      const res = await prod.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      const csp = directivesOf(res);
      expect(csp.has('upgrade-insecure-requests'), url).toBe(true);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'", 'https://rihla.example']);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
