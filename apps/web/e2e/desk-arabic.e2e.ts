// The back office in Arabic (issue 37, decision 104): a manager the owner invites chooses Arabic on their account
// page, and the back office turns right to left at once (the sidebar on the right, `<html lang="ar" dir="rtl">`),
// stays Arabic after a reload and on the sign-in page after signing out; the manager creates a product with its
// English and Arabic fields (each rich-text paragraph running in its own direction), and checks a passenger in on
// a departure's manifest at phone width. A fresh operator, so that no other journey's owner or agent turns Arabic.
// Screenshots at 1280 and 390 px.
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bookFirstOpenDeparture } from './api';
import { launchBrowser, screenshot, watchProblems } from './browser';
import { shows, unexpectedProblems } from './journey';
import { operatorFetch, signInOwner } from './operators';

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
/** A demo product with child tickets (packages/demo/src/products/picnic.ts), as desk-checkin books it. */
const CRUISE = { module: 'picnic', planId: 'khasab-dhow-cruise-full-day' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A manager invited by the demo owner, with their second factor enrolled, signed in on `page`. */
async function signInNewManager(page: Page, name: string): Promise<void> {
  const ownerContext = await browser.newContext({ viewport: DESKTOP });
  const owner = await ownerContext.newPage();
  await signInOwner(owner);
  const email = `arabic-${Date.now()}@ops.example`;
  const invited = await operatorFetch(owner, 'operator/inviteOperator', { email, name, role: 'manager' });
  const invitePath = (invited.body.data as { invitePath: string }).invitePath;
  await ownerContext.close();

  await page.goto(`${baseUrl}${invitePath}`);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel(/Choose a password/).fill('manager-pass-1234');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('manager-pass-1234');
  await page.getByRole('button', { name: 'Continue' }).click();
  await shows(page.getByRole('heading', { name: 'Set up two-factor sign-in' }));
  const secret = ((await page.locator('code').textContent()) ?? '').trim();
  await page.getByLabel('6-digit code').fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await shows(page.getByRole('heading', { name: `Welcome, ${name}` }));
}

/** Where each paragraph's text sits in its box: 'right' for a right-to-left paragraph, 'left' for a left-to-right one. */
function paragraphSides(page: Page, editorId: string): Promise<string[]> {
  return page.evaluate((id) => {
    return [...document.querySelectorAll(`#${id} p`)].map((paragraph) => {
      const range = document.createRange();
      range.selectNodeContents(paragraph);
      const text = range.getBoundingClientRect();
      const box = paragraph.getBoundingClientRect();
      if (Math.abs(text.right - box.right) < 2) return 'right';
      return Math.abs(text.left - box.left) < 2 ? 'left' : 'middle';
    });
  }, editorId);
}

const pageDirection = (page: Page) =>
  page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
const sidewaysWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the back office in Arabic (issue 37)', () => {
  it('a manager chooses Arabic, creates a product in both languages and checks a passenger in, right to left', {
    timeout: 750_000,
  }, async () => {
    const booked = await bookFirstOpenDeparture(CRUISE, {
      daysAhead: 1,
      firstName: 'Arabic',
      tickets: { adult: 1, child: 1, infant: 0 },
    });
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const problems = watchProblems(page, baseUrl);
    await signInNewManager(page, 'Noura Manager');
    expect(await pageDirection(page)).toEqual(['en', 'ltr']);

    // The account page: Arabic at once, without a reload.
    await page.goto(`${baseUrl}/admin/account`);
    await shows(page.getByRole('heading', { name: 'My account', level: 1 }));
    await page.getByRole('radio', { name: 'العربية' }).click();
    await shows(page.getByRole('heading', { name: 'حسابي', level: 1 }));
    expect(await pageDirection(page)).toEqual(['ar', 'rtl']);
    expect(await page.getByRole('radio', { name: 'العربية' }).isChecked()).toBe(true);
    // The sidebar is on the right, and the navigation has no English word left.
    const sidebar = await page.getByTestId('admin-header').boundingBox();
    expect(sidebar?.x).toBeGreaterThan(DESKTOP.width / 2);
    const nav = page.getByRole('navigation', { name: 'لوحة الإدارة' });
    await shows(nav.getByRole('link', { name: 'المنتجات' }));
    // biome-ignore lint/performance/useDomNodeTextContent: the text as shown (rendered), not what is hidden
    expect(await nav.innerText()).not.toMatch(/[A-Za-z]/);
    await screenshot(page, 'desk-arabic-account-1280');
    // The choice is the operator's: a reload keeps it.
    await page.reload();
    await shows(page.getByRole('heading', { name: 'حسابي', level: 1 }));
    expect(await pageDirection(page)).toEqual(['ar', 'rtl']);

    // A product with its English and its Arabic.
    const title = `Hatta mountain trail ${Date.now()}`;
    await nav.getByRole('link', { name: 'المنتجات' }).click();
    await shows(page.getByRole('heading', { name: 'المنتجات', level: 1 }));
    await screenshot(page, 'desk-arabic-products-1280');
    await page.getByRole('link', { name: 'منتج جديد' }).click();
    await shows(page.getByRole('heading', { name: 'منتج جديد', level: 1 }));
    await page.getByLabel('العنوان', { exact: true }).fill(title);
    await page.getByLabel('العنوان (بالعربية)', { exact: true }).fill('درب جبال حتا');
    await page.getByLabel('قسم المتجر', { exact: true }).selectOption('inBound');
    await page.getByLabel('الفئة', { exact: true }).fill('Mountains');
    await page.getByLabel('نوع الجولة', { exact: true }).selectOption('Group');
    await page.getByLabel('التوفر', { exact: true }).fill('Daily');
    await page.getByLabel('التوفر (بالعربية)', { exact: true }).fill('يوميًا');
    await page.getByLabel('السعر (بالدرهم، للبالغ أو للمجموعة كاملة)').fill('245.50');
    await page.getByLabel('الموقع', { exact: true }).fill('Hatta, Dubai');
    await page.getByLabel('الموقع (بالعربية)', { exact: true }).fill('حتا، دبي');
    await page.getByLabel('المدة (بالساعات)').fill('6.5');
    await page.getByLabel('وقت البدء').fill('07:30');
    await page.getByLabel('وقت الانتهاء').fill('14:00');
    await page.getByLabel('مكان العودة', { exact: true }).fill('Dubai Mall');
    await page.getByLabel('مكان العودة (بالعربية)', { exact: true }).fill('دبي مول');
    await page.locator('#product-summary').click();
    await page.keyboard.type('A morning walk in the Hajar mountains.');
    // The Arabic summary: an Arabic paragraph, then a line of English, each in its own direction.
    await page.locator('#product-ar-summary').click();
    await page.keyboard.type('نزهة صباحية في جبال الحجر.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Hatta Dam');
    await page.locator('#product-itinerary').click();
    await page.keyboard.type('Pick-up, walk, lunch, return.');
    await page.getByLabel('النوع', { exact: true }).selectOption('meetingPoint');
    await page.getByLabel('نقطة الالتقاء', { exact: true }).fill('Hatta Dam car park');
    expect(await paragraphSides(page, 'product-summary')).toEqual(['left']);
    expect(await paragraphSides(page, 'product-ar-summary')).toEqual(['right', 'left']);
    expect(await sidewaysWidth(page)).toBeLessThanOrEqual(DESKTOP.width);
    await screenshot(page, 'desk-arabic-product-editor-1280');
    await page.setViewportSize(PHONE);
    expect(await sidewaysWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'desk-arabic-product-editor-390');
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'إنشاء المنتج' }).click();
    await page.waitForURL(/\/admin\/products\/(?!new)[^/]+$/);
    await page.reload();
    await shows(page.getByLabel('العنوان (بالعربية)', { exact: true }));
    await expect.poll(() => page.getByLabel('العنوان (بالعربية)', { exact: true }).inputValue()).toBe('درب جبال حتا');
    expect(await page.getByLabel('العنوان', { exact: true }).inputValue()).toBe(title);
    // biome-ignore lint/performance/useDomNodeTextContent: the text as shown (rendered), not what is hidden
    expect(await page.locator('#product-ar-summary').innerText()).toContain('نزهة صباحية في جبال الحجر.');

    // Check-in at phone width, on the booking's card of the departure's manifest.
    const manifestPath = `/admin/check-in/${CRUISE.planId}/${booked.date}/${booked.start.replace(':', '')}`;
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl}${manifestPath}`);
    const card = page.getByRole('listitem', { name: new RegExp(booked.reference) });
    await shows(card);
    await shows(card.getByText('سُجّل حضور 0 من 2'));
    expect(await sidewaysWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'desk-arabic-manifest-390');
    await card.getByLabel('الواصلون').selectOption('2');
    await card.getByRole('button', { name: 'تسجيل الجميع (2)' }).click();
    await shows(card.getByText(/سُجّل حضور 2 من 2/));
    await screenshot(page, 'desk-arabic-checked-in-390');
    await page.setViewportSize(DESKTOP);
    await shows(page.getByRole('row', { name: new RegExp(booked.reference) }).getByText(/سُجّل حضور 2 من 2/));
    await screenshot(page, 'desk-arabic-manifest-1280');

    // The calendar runs right to left: Sunday on the right, the month in Arabic, the next month's arrow pointing left.
    await page.goto(`${baseUrl}/admin/timetables/${CRUISE.planId}`);
    const calendar = page.locator('table').filter({ has: page.getByRole('columnheader', { name: 'أحد' }) });
    await shows(calendar);
    const [sunday, saturday] = await Promise.all(
      ['أحد', 'سبت'].map((day) => calendar.getByRole('columnheader', { name: day }).boundingBox()),
    );
    expect(sunday?.x).toBeGreaterThan(saturday?.x ?? Number.POSITIVE_INFINITY);
    expect(await sidewaysWidth(page)).toBeLessThanOrEqual(DESKTOP.width);
    await screenshot(page, 'desk-arabic-calendar-1280');
    await page.setViewportSize(PHONE);
    expect(await sidewaysWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'desk-arabic-calendar-390');
    await page.setViewportSize(DESKTOP);

    // Decision 110: the desk's other screens in Arabic, and a server's refusal in the operator's language.
    await page.goto(`${baseUrl}/admin/bookings/new`);
    await shows(page.getByRole('heading', { name: 'حجز جديد', level: 1 }));
    await page.getByLabel('رقم هاتف المتصل').fill('123');
    await page.getByRole('button', { name: 'البحث عن عميل' }).click();
    await shows(page.getByText('هذا ليس رقم هاتف صالحًا في ذلك البلد'));
    await screenshot(page, 'desk-arabic-new-booking-1280');
    await page.setViewportSize(PHONE);
    expect(await sidewaysWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'desk-arabic-new-booking-390');
    await page.setViewportSize(DESKTOP);
    for (const [path, name] of [
      ['/admin', 'overview'],
      ['/admin/customers', 'customers'],
      ['/admin/gift-cards', 'gift-cards'],
      ['/admin/promotions', 'promotions'],
      ['/admin/payments', 'payments'],
      ['/admin/content', 'content'],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      const heading = page.getByRole('heading', { level: 1 });
      await shows(heading);
      // biome-ignore lint/performance/useDomNodeTextContent: the text as shown (rendered), not what is hidden
      expect((await heading.innerText()).replace('Noura Manager', ''), path).not.toMatch(/[A-Za-z]/);
      expect(await sidewaysWidth(page), path).toBeLessThanOrEqual(DESKTOP.width);
      await screenshot(page, `desk-arabic-${name}-1280`);
    }

    // Signed out, this device's sign-in page is Arabic too.
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await page.waitForURL(/\/admin\/sign-in$/);
    await shows(page.getByRole('button', { name: 'متابعة' }));
    expect(await pageDirection(page)).toEqual(['ar', 'rtl']);
    await screenshot(page, 'desk-arabic-sign-in-1280');
    // The refused phone number above is the one refusal asked for.
    expect(unexpectedProblems(problems, [{ url: '/api/operator/findCustomer', status: 400 }])).toEqual([]);
    await context.close();
  });
});
