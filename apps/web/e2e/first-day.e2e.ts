// The first day of a new install (issue 34, decision 071): a server started with SEED_DEMO=false on an empty
// database, its first owner made as the README says (`npm run admin -- create-owner`), signs in, sees the first
// day's checklist, sets up the shop, adds a product with its timetable and price, books it on the storefront and
// pays on the sandbox, and sees the steps ticked. Nothing a shopper or the owner reads names the demo's shop: no
// page visited, no email or text written, neither the voucher nor the tax invoice.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../api/src/test/pdf-text';
import { launchBrowser, newContext, screenshot, type TViewportName } from './browser';
import { dubaiDate, pickDateAndGetTicket, shows } from './journey';

const API_DIST = path.resolve(import.meta.dirname, '../../api/dist');
/** The port of this journey's own server (the brief's), beside the demo server every other journey uses. */
const PORT = 3108;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const OWNER = { email: 'owner@first-day.example', name: 'Fatima Owner', password: 'first-day-owner-pass' };
const SHOPPER = { phone: '0509876543', password: 'first-day-pass', email: 'noura@first-day.example' };
const APPROVED_CARD = '4111 1111 1111 1111';
const NAMES_THE_DEMO = /rihla/i;
/** The places of `seen` the server writes (the rest are the web app's pages). */
const SERVER_WRITTEN = /^(email|text |voucher|tax invoice|sandbox page)/;

let dataDir: string;
let server: ChildProcess;
let browser: Browser;
/** Every text a person read on the way: each page's words, each email and text, the voucher and the invoice. */
const seen: Array<{ where: string; text: string }> = [];

function serverEnv(): NodeJS.ProcessEnv {
  // No SMTP server: each email is written under DATA_DIR/mail, as on a fresh install.
  const { SMTP_URL: _none, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'false',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: BASE_URL,
    LOG_LEVEL: 'warn',
    OUTBOX_POLL_MS: '300',
    // The API process sends the outbox itself: one process less on a busy machine (the worker process is
    // outbox-crash.test.ts's subject).
    MESSAGES_WORKER: 'inline',
    SMS_PROVIDER: 'files',
    RATE_LIMIT_SCALE: '10',
  };
}

async function waitUntilReady(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    if (
      await fetch(`${BASE_URL}/api/ready`).then(
        (res) => res.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the first-day server did not become ready');
}

async function call(name: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${BASE_URL}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { res, body: (await res.json()) as { status: number; message: string; data: any } };
}

/** What a person reads of the page now (its words, its title), kept for the check at the end. */
async function read(page: Page, where: string): Promise<void> {
  const text = await page.evaluate(() => `${document.title}\n${document.body.textContent}`);
  seen.push({ where, text });
}

async function filesOf(dir: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => !name.endsWith('.part')) : [];
    if (names.length >= count) return names.sort().map((name) => path.join(dir, name));
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`waited for ${count} files in ${dir}`);
}

function stepDone(page: Page, key: string) {
  return page.getByTestId(`first-day-${key}`);
}

/** Once the shop has a product the checklist sits folded above the dashboard: the owner opens it. */
async function unfoldChecklist(page: Page): Promise<void> {
  const summary = page.locator('summary', { hasText: 'Your first day' });
  await shows(summary);
  await summary.click();
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-day-e2e-'));
  // The first owner, as the README makes one (npm run admin runs this after building).
  const made = spawnSync(
    process.execPath,
    [path.join(API_DIST, 'cli/admin.js'), 'create-owner', '--email', OWNER.email, '--name', OWNER.name],
    { env: { ...serverEnv(), ADMIN_PASSWORD: OWNER.password }, encoding: 'utf8' },
  );
  expect(made.status, made.stderr).toBe(0);
  server = spawn(process.execPath, [path.join(API_DIST, 'server.js')], {
    env: serverEnv(),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilReady();
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the first day of an install without the demo', () => {
  it('leads a new owner from nothing to a first booking paid on the sandbox, naming only their shop', {
    timeout: 750_000,
  }, async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    const shot = (step: string, viewport: TViewportName = 'desktop') =>
      screenshot(page, `first-day-${step}-${viewport}`);

    // The owner signs in and sets up an authenticator app, as every owner does at the first sign-in.
    await page.goto(`${BASE_URL}/admin`);
    await page.waitForURL(/\/admin\/sign-in$/);
    await read(page, 'sign-in');
    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await shows(page.getByRole('heading', { name: 'Set up two-factor sign-in' }));
    const secret = ((await page.locator('code').textContent()) ?? '').trim();
    await page.getByLabel('6-digit code').fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'I have saved them' }).click();

    // The first page is the checklist, nothing ticked, instead of thirty rows of zeros.
    await shows(page.getByRole('heading', { name: 'Your first day' }));
    for (const key of ['shopSettings', 'taxDetails', 'firstProduct', 'testBooking', 'staffInvited']) {
      await shows(stepDone(page, key).getByText('(to do)'));
    }
    expect(await page.getByRole('heading', { name: 'Sales' }).count()).toBe(0);
    await shows(stepDone(page, 'shopSettings').getByRole('link', { name: 'Open shop settings' }));
    await read(page, 'checklist');
    await shot('checklist');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('checklist', 'phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The shop's settings and the seller's tax details. NOTE: the settings page (/admin/shop) is another part of
    // issue 34, not in this tree yet: the owner's save goes through its call, from the signed-in page.
    const saved = await page.evaluate(async () => {
      const headers = {
        'content-type': 'application/json',
        'x-operator-token': localStorage.getItem('rihla.operatorToken') ?? '',
      };
      const read = await fetch('/api/operator/getShopSettings', { method: 'POST', headers, body: '{}' });
      const { data } = await read.json();
      const settings = {
        ...data.settings,
        name: 'Dibba Dhows',
        legalName: 'Dibba Dhows Tourism LLC',
        trn: '100123456700003',
        address: 'Harbour Road 4, Dibba Al-Fujairah',
        supportEmail: 'hello@dibba.example',
      };
      const save = await fetch('/api/operator/updateShopSettings', {
        method: 'POST',
        headers,
        body: JSON.stringify({ settings, version: data.version }),
      });
      return save.status;
    });
    expect(saved).toBe(200);
    await page.reload();
    await shows(stepDone(page, 'shopSettings').getByText('(done)'));
    await shows(stepDone(page, 'taxDetails').getByText('(done)'));

    // A first product with its timetable (a daily departure from its start to its end time) and its price.
    await stepDone(page, 'firstProduct').getByRole('link', { name: 'Add the product' }).click();
    await shows(page.getByRole('heading', { name: 'New product', level: 1 }));
    await page.getByLabel('Title', { exact: true }).fill('Sunset dhow cruise');
    await page.getByLabel('Storefront section').selectOption('picnic');
    await page.getByLabel('Category').fill('Picnic Musandum');
    await page.getByLabel('Tour type').selectOption('Group');
    await page.getByLabel('Availability', { exact: true }).fill('Daily');
    await page.getByLabel('Price (AED, adult or whole group)').fill('180');
    await page.getByLabel('Location', { exact: true }).fill('Dibba harbour');
    await page.getByLabel('Duration (hours)').fill('3');
    await page.getByLabel('Start time').fill('16:00');
    await page.getByLabel('End time').fill('19:00');
    await page.getByLabel('Return location', { exact: true }).fill('Dibba harbour');
    await page.getByLabel('Kind').selectOption('meetingPoint');
    await page.getByLabel('Meeting point', { exact: true }).fill('Dibba harbour, pier 2');
    await page.getByRole('button', { name: 'Create the product' }).click();
    await page.waitForURL(/\/admin\/products\/(?!new)[^/]+$/);
    const planId = new URL(page.url()).pathname.split('/').pop() as string;
    await page.getByRole('button', { name: 'Publish' }).click();
    await shows(page.getByRole('button', { name: 'Unpublish' }));
    await read(page, 'product editor');
    await page.goto(`${BASE_URL}/admin`);
    await unfoldChecklist(page);
    await shows(stepDone(page, 'firstProduct').getByText('(done)'));
    await shows(stepDone(page, 'testBooking').getByText('(to do)'));

    // A test booking: a shopper of the storefront books the product and pays on the sandbox.
    const registered = await call('users/userRegister', {
      first_name: 'Noura',
      last_name: 'Firstday',
      country: 'AE',
      phone_number: SHOPPER.phone,
      email: SHOPPER.email,
      password: SHOPPER.password,
      confirm_password: SHOPPER.password,
    });
    expect(registered.body.status, registered.body.message).toBe(1);
    const cookie = registered.res.headers.get('set-cookie')?.split(';')[0] ?? '';
    const [codeText = ''] = await filesOf(path.join(dataDir, 'sms'), 1);
    const code = /(\d{6}) is your code/.exec(fs.readFileSync(codeText, 'utf8'))?.[1] ?? '';
    const verified = await call('users/verifyPhone', { country: 'AE', phone_number: SHOPPER.phone, code }, { cookie });
    expect(verified.body.status, verified.body.message).toBe(1);
    const shopperContext = await newContext(browser, 'desktop', {
      token: verified.body.data.token,
      firstName: 'Noura',
    });
    const shop = await shopperContext.newPage();
    await shop.goto(`${BASE_URL}/`);
    await read(shop, 'home');
    await screenshot(shop, 'first-day-storefront-desktop');
    await shop.goto(`${BASE_URL}/detail/picnic/${planId}`);
    await shows(shop.getByRole('heading', { level: 1, name: 'Sunset dhow cruise' }));
    await read(shop, 'product page');
    await pickDateAndGetTicket(shop, 'desktop', dubaiDate(3));
    await shop.getByRole('button', { name: 'Add To Cart', exact: true }).click();
    await shop.waitForURL(`${BASE_URL}/cart`);
    await read(shop, 'cart');
    await shop.getByRole('button', { name: 'Proceed To Checkout' }).click();
    await shop.waitForURL((url) => url.pathname.startsWith('/checkout/'));
    await read(shop, 'checkout');
    await shop.getByRole('button', { name: 'Pay Now' }).click();
    await shop.waitForURL((url) => url.pathname.startsWith('/gateway/'));
    const gateway = shop.frameLocator('iframe');
    await shows(gateway.getByText('Sandbox gateway'));
    seen.push({ where: 'sandbox page', text: (await gateway.locator('body').textContent()) ?? '' });
    await gateway.getByLabel('Card number').fill(APPROVED_CARD);
    await gateway.getByLabel('Expiry (MM/YY)').fill('12/30');
    await gateway.getByLabel('CVV').fill('123');
    await screenshot(shop, 'first-day-sandbox-desktop');
    await gateway.getByRole('button', { name: /^Pay AED/ }).click();
    await shop.waitForURL(`${BASE_URL}/success`);
    await shows(shop.getByRole('heading', { name: 'Your booking is confirmed' }));
    await read(shop, 'success');
    await shop.setViewportSize({ width: 390, height: 844 });
    await screenshot(shop, 'first-day-success-phone');
    await shopperContext.close();

    // The owner sees the booking ticked; only inviting staff is left, then the checklist goes.
    await page.goto(`${BASE_URL}/admin`);
    await unfoldChecklist(page);
    await shows(stepDone(page, 'testBooking').getByText('(done)'));
    await shows(stepDone(page, 'staffInvited').getByText('(to do)'));
    await read(page, 'checklist after the booking');
    await shot('checklist-ticked');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('checklist-ticked', 'phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The tax invoice of the test booking, as the order's page downloads it.
    const invoice = await page.evaluate(async () => {
      const headers = {
        'content-type': 'application/json',
        'x-operator-token': localStorage.getItem('rihla.operatorToken') ?? '',
      };
      const found = await fetch('/api/operator/searchOrders', { method: 'POST', headers, body: '{}' });
      const { data } = await found.json();
      const id = data.rows[0].id;
      const pdf = await fetch(`/api/operator/invoice/${id}.pdf`, { headers });
      return { status: pdf.status, bytes: Array.from(new Uint8Array(await pdf.arrayBuffer())) };
    });
    expect(invoice.status).toBe(200);
    const invoiceText = await pdfText(new Uint8Array(invoice.bytes));
    expect(invoiceText).toContain('Dibba Dhows Tourism LLC');
    seen.push({ where: 'tax invoice', text: invoiceText });

    // The confirmation email (as a file: no SMTP server) with its voucher, and the texts.
    const [mailFile = ''] = await filesOf(path.join(dataDir, 'mail'), 1);
    const mail = await simpleParser(fs.readFileSync(mailFile));
    expect(mail.from?.value[0]?.name).toBe('Dibba Dhows');
    seen.push({ where: 'email', text: `${mail.from?.text}\n${mail.subject}\n${mail.text}\n${mail.html}` });
    const voucher = mail.attachments.find((file) => file.contentType === 'application/pdf');
    if (!voucher) throw new Error('the confirmation has no voucher');
    const voucherText = await pdfText(new Uint8Array(voucher.content));
    expect(voucherText).toContain('Dibba Dhows');
    seen.push({ where: 'voucher', text: voucherText });
    for (const file of await filesOf(path.join(dataDir, 'sms'), 2)) {
      seen.push({ where: `text ${path.basename(file)}`, text: fs.readFileSync(file, 'utf8') });
    }

    const invited = await page.evaluate(async () => {
      const response = await fetch('/api/operator/inviteOperator', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-operator-token': localStorage.getItem('rihla.operatorToken') ?? '',
        },
        body: JSON.stringify({ email: 'agent@first-day.example', name: 'First agent', role: 'agent' }),
      });
      return response.status;
    });
    expect(invited).toBe(200);
    await page.reload();
    await shows(page.getByRole('heading', { name: 'Sales' }));
    expect(await page.getByText('Your first day').count()).toBe(0);
    await read(page, 'dashboard');
    await context.close();

    // Each place that names the demo, with the words around it.
    const naming = (from: typeof seen) =>
      from.flatMap(({ where, text }) => {
        const at = text.search(NAMES_THE_DEMO);
        return at < 0 ? [] : [`${where}: …${text.slice(Math.max(0, at - 40), at + 40).replace(/\s+/g, ' ')}…`];
      });
    const isPage = ({ where }: { where: string }) => !SERVER_WRITTEN.test(where);
    // What the server writes first (emails, texts, voucher, invoice, the sandbox's page), then every page visited.
    expect(naming(seen.filter((each) => !isPage(each)))).toEqual([]);
    expect(naming(seen.filter(isPage))).toEqual([]);
  });
});
