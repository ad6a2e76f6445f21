import { MAX_CART_LINES } from '@rihla/shared/schemas/booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TTestApp } from '../../test/harness.js';
import { pdfPages, pdfText } from '../../test/pdf-text.js';
import { addLine, checkoutAndInitiate, payOnSandbox, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import type { TPricedLine } from '../booking/steps/price-cart.js';
import { SANDBOX_CARDS } from '../payments/sandbox-provider.js';
import { renderVoucherPdf, type TVoucherData } from './voucher-pdf.js';
import { type TScriptFont, visualRuns } from './voucher-text.js';

const ARABIC_LETTER = /\p{Script=Arabic}/u;

function voucherOf(count: number, overrides: Partial<TVoucherData> = {}): TVoucherData {
  const lines: TPricedLine[] = Array.from({ length: count }, (_, index) => ({
    productId: `product-${index}`,
    module: 'entryTicket',
    title: `Activity number ${index + 1}, a full day with lunch`,
    date: '2026-12-01',
    time: '9:00 AM - 5:00 PM',
    adultCount: 1 + (index % 3),
    unitFils: 15_000,
    totalFils: 15_000 * (1 + (index % 3)),
    pictures: [],
    tourType: 'Shared',
  }));
  const amount = lines.reduce((sum, line) => sum + line.totalFils, 0);
  return {
    reference: 'RH-123456',
    status: 'confirmed',
    issuedTo: 'Layla Haddad',
    createdAt: '2026-11-21T08:30:00.000Z',
    lines,
    discountFils: 1_000,
    amountPaidFils: amount - 1_000,
    voucherCode: 'voucher-code-0123456789',
    ...overrides,
  };
}

/**
 * Arabic letters drawn with an Arabic font, as a set: shaping and direction reorder glyphs, never letters. Noto
 * Sans Arabic draws a dotted letter as its skeleton and a dot, so only undotted letters read back as themselves.
 */
function arabicLettersDrawn(pages: Awaited<ReturnType<typeof pdfPages>>): Set<string> {
  const letters = pages.flatMap((page) =>
    page.texts.filter((text) => text.font.includes('NotoSansArabic')).flatMap((text) => Array.from(text.text)),
  );
  return new Set(letters.filter((letter) => ARABIC_LETTER.test(letter)));
}

function undotted(text: string): string[] {
  return Array.from(text).filter((letter) => ARABIC_LETTER.test(letter) && !/[بتثجخذزشضظغفقنيةأ]/.test(letter));
}

describe('renderVoucherPdf', () => {
  it('prints a one-line voucher on one page without a page number', async () => {
    const pages = await pdfPages(await renderVoucherPdf(voucherOf(1)));
    expect(pages).toHaveLength(1);
    const text = await pdfText(await renderVoucherPdf(voucherOf(1)));
    expect(text).toContain('Total paid');
    expect(text).not.toContain('Page 1');
  });

  it.each([13, MAX_CART_LINES, 45])(
    'flows %i lines onto more pages, every line, total and footer inside a page',
    async (count) => {
      const voucher = voucherOf(count);
      const pages = await pdfPages(await renderVoucherPdf(voucher));
      expect(pages.length).toBeGreaterThan(1);
      const text = await pdfText(await renderVoucherPdf(voucher));
      for (const line of voucher.lines) expect(text).toContain(line.title);
      expect(text).toContain('Total paid');
      for (const [index, page] of pages.entries()) {
        const drawn = page.texts.map((each) => each.text).join('\n');
        // The table's header repeats on every page that shows items, the footer and the page number on each.
        expect(drawn).toContain(`Page ${index + 1} of ${pages.length}`);
        expect(drawn).toContain(`Voucher code: ${voucher.voucherCode}`);
        for (const each of page.texts) {
          expect(each.x).toBeGreaterThanOrEqual(0);
          expect(each.x + each.width).toBeLessThanOrEqual(page.width);
          // Nothing of the body reaches into the footer (its rule is at 80).
          if (!/^(Voucher code|Cancellations|Page \d)/.test(each.text)) expect(each.y).toBeGreaterThan(84);
          expect(each.y).toBeGreaterThan(0);
          expect(each.y + each.size).toBeLessThanOrEqual(page.height);
        }
      }
      const withItems = pages.filter((page) => page.texts.some((each) => each.text.startsWith('Activity number')));
      for (const page of withItems) expect(page.texts.map((each) => each.text)).toContain('Activity');
    },
  );

  it('prints an Arabic holder and title in an Arabic font, with no question marks', async () => {
    const voucher = voucherOf(2, { issuedTo: 'أحمد المنصوري' });
    voucher.lines[0] = { ...(voucher.lines[0] as TPricedLine), title: 'رحلة بحرية (نصف يوم) في خصب' };
    const pdf = await renderVoucherPdf(voucher);
    const pages = await pdfPages(pdf);
    const text = await pdfText(pdf);
    expect(text).not.toContain('?');
    expect(pages[0]?.texts.some((each) => each.font.includes('NotoSansArabic'))).toBe(true);
    const drawn = arabicLettersDrawn(pages);
    for (const letter of undotted('أحمد المنصوري رحلة بحرية نصف يوم في خصب')) expect(drawn).toContain(letter);
  });

  it('wraps a long holder name and title onto a second line instead of cutting them', async () => {
    const name = 'Alexandrina Victoria Maximiliana Montgomery-Featherstonehaugh';
    const title = 'Burj Khalifa At the Top, levels 124 and 125, with the Sky lounge and a coffee';
    const voucher = voucherOf(1, { issuedTo: name });
    voucher.lines[0] = { ...(voucher.lines[0] as TPricedLine), title };
    const text = await pdfText(await renderVoucherPdf(voucher));
    expect(text).toContain(name.split(' ').slice(0, 3).join(' '));
    expect(text).toContain('Montgomery-Featherstonehaugh');
    expect(text).toContain('Burj Khalifa At the Top');
    expect(text).toContain('a coffee');
    expect(text).not.toContain('…');
  });

  it('prints what no font carries as a question mark, and never fails on it', async () => {
    const text = await pdfText(await renderVoucherPdf(voucherOf(1, { issuedTo: 'Layla 😀 \u0007Haddad' })));
    expect(text).toMatch(/Layla \?\s+Haddad/);
  });
});

describe('visualRuns', () => {
  const coversAll = (font: TScriptFont, codePoint: number) =>
    font === 'arabic' ? ARABIC_LETTER.test(String.fromCodePoint(codePoint)) || codePoint < 0x80 : codePoint < 0x2000;

  it('keeps digits in their order in a line of Arabic, Latin and numbers', () => {
    const runs = visualRuns('أحمد Al Mansoori 250', coversAll);
    // A right-to-left line: the Latin and the number on the left, in reading order, the Arabic name on the right.
    expect(runs).toEqual([
      { text: 'Al Mansoori 250', font: 'latin' },
      { text: 'أحمد ', font: 'arabic' },
    ]);
  });

  it('hands an Arabic run to fontkit in reading order, and a number inside Arabic as it reads', () => {
    const runs = visualRuns('رحلة 250 درهم', coversAll);
    // Left to right: the last word, the number as it reads, the first word (fontkit reverses each Arabic run).
    expect(runs).toEqual([
      { text: 'درهم', font: 'arabic' },
      { text: ' ', font: 'latin' },
      { text: '250', font: 'latin' },
      { text: 'رحلة ', font: 'arabic' },
    ]);
  });

  it('leaves a Latin line as it is, in one run', () => {
    expect(visualRuns('Layla Haddad, 2 adults', coversAll)).toEqual([
      { text: 'Layla Haddad, 2 adults', font: 'latin' },
    ]);
  });
});

describe('GET /api/vouchers/:file for a shopper with an Arabic name', () => {
  let t: TTestApp;
  let ticket: TCatalogueCard;
  beforeAll(async () => {
    t = await createTestApp();
    [ticket] = (await productsOf(t, 'Entry ticket')) as [TCatalogueCard];
  });
  afterAll(async () => {
    await t.close();
  });

  it('prints the name in Arabic letters, with the reference and the amount paid', async () => {
    const { token } = await t.newShopper({ first_name: 'فاطمة', last_name: 'الزهراء' });
    await addLine(t, token, ticket, 2);
    const { cartId, transactionId } = await checkoutAndInitiate(t, token);
    await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve);
    await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token);
    const [order] = (await t.call('users/viewCompletedOrder', {}, token)).body.data;

    const pdf = await t.app.inject({ method: 'GET', url: order.pdfUrl.slice(TEST_PUBLIC_URL.length) });
    expect(pdf.statusCode).toBe(200);
    const pages = await pdfPages(pdf.rawPayload);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(order.reference);
    expect(text).toContain(`AED ${order.amount_paid.toFixed(2)}`);
    expect(text).not.toContain('?');
    const drawn = arabicLettersDrawn(pages);
    for (const letter of undotted('فاطمة الزهراء')) expect(drawn).toContain(letter);
  });
});
