import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { cancellationText, whereToBeText } from '@rihla/shared/rules/departures';
import { MAX_CART_LINES } from '@rihla/shared/schemas/booking';
import { BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { padGlyphs } from '../../lib/pdf-type/pad-glyphs.js';
import { PdfFile } from '../../lib/pdf-type/pdf-file.js';
import { forgetLines, plainSubset, sharedFace } from '../../lib/pdf-type/shaped-type.js';
import { bidiRuns, type TScriptFont, visualRuns } from '../../lib/pdf-type/visual-runs.js';
import { createTestApp, TEST_PUBLIC_URL, type TTestApp } from '../../test/harness.js';
import { pdfBlackRectangles, pdfPages, pdfText } from '../../test/pdf-text.js';
import { addLine, checkoutAndInitiate, payOnSandbox, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import type { TPricedLine } from '../booking/steps/price-cart.js';
import { SANDBOX_CARDS } from '../payments/sandbox-provider.js';
import { readShop } from '../shop/index.js';
import { bookedOn, renderVoucherPdf, type TVoucherData, ticketsText, voucherDate } from './voucher-pdf.js';

const NOTO_SANS = '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf';
const ARABIC_LETTER = /\p{Script=Arabic}/u;
/** The voucher's side margin: no text is drawn in it. */
const MARGIN_OF_PAGE = 48;

/** A PDF's text as one line: a wrapped value reads on as it would on paper. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ');
}

const SELLER = {
  name: 'Rihla',
  legalName: 'Rihla Tourism LLC',
  trn: '100000000000003',
  address: 'Office 12, Corniche Road, Dibba',
  supportPhone: '+971 4 000 0000',
  supportEmail: 'support@rihla.ae',
};
/** Text of the footer, which lives below the body's bottom line. */
const FOOTER_TEXT = /^(Voucher code|Cancellations|Page \d|Sold by|support@)/;

const FULL_DAY_TERMS = { refundable: true, tiers: [{ hoursBefore: 24, refundPercent: 100 }] };

/** A per-person line of adults only, on a full-day departure, as an order stores it. */
function adultsLine(index: number, adults: number): TPricedLine {
  return {
    productId: `product-${index}`,
    module: 'entryTicket',
    title: `Activity number ${index + 1}, a full day with lunch`,
    date: '2026-12-01',
    time: '9:00 AM - 5:00 PM',
    start: '09:00',
    end: '17:00',
    adultCount: adults,
    unitFils: 15_000,
    totalFils: 15_000 * adults,
    pictures: [],
    tourType: 'Shared',
    pricing: 'perPerson',
    tickets: { adult: adults, child: 0, infant: 0 },
    rows: [{ kind: 'adult', label: 'Adult', count: adults, unitFils: 15_000, totalFils: 15_000 * adults }],
    seats: adults,
    cancellation: FULL_DAY_TERMS,
    whereToBe: { kind: 'meetingPoint', place: 'Gate 3, Dubai Mall Fashion Avenue entrance', note: '' },
  };
}

/** A desert safari for 2 adults, 1 child and 1 infant on a lap, collected from the hotel (voucher of issue 15). */
const FAMILY_SAFARI: TPricedLine = {
  productId: 'safari',
  module: 'picnic',
  title: 'Evening desert safari with BBQ dinner',
  date: '2026-12-04',
  time: '3:00 PM - 9:00 PM',
  start: '15:00',
  end: '21:00',
  adultCount: 2,
  unitFils: 25_000,
  totalFils: 2 * 25_000 + 12_500,
  pictures: [],
  tourType: 'Shared',
  pricing: 'perPerson',
  tickets: { adult: 2, child: 1, infant: 1 },
  rows: [
    { kind: 'adult', label: 'Adult', count: 2, unitFils: 25_000, totalFils: 50_000 },
    { kind: 'child', label: 'Child (3-11 years)', count: 1, unitFils: 12_500, totalFils: 12_500 },
    { kind: 'infant', label: 'Infant (0-2 years)', count: 1, unitFils: 0, totalFils: 0 },
  ],
  seats: 3,
  cancellation: {
    refundable: true,
    tiers: [
      { hoursBefore: 48, refundPercent: 100 },
      { hoursBefore: 24, refundPercent: 50 },
    ],
  },
  whereToBe: {
    kind: 'pickup',
    zone: 'Dubai hotels and residences',
    minutesBefore: 45,
    windowMinutes: 30,
    note: 'The driver calls 15 minutes before.',
  },
};

/** A private yacht for ten guests, sold as one price for the boat and non-refundable. */
const PRIVATE_YACHT: TPricedLine = {
  productId: 'yacht',
  module: 'picnic',
  title: 'Private yacht charter, Dubai Marina and the Palm',
  date: '2026-12-05',
  time: '10:00 AM - 1:00 PM',
  start: '10:00',
  end: '13:00',
  adultCount: 10,
  unitFils: 320_000,
  totalFils: 320_000,
  pictures: [],
  tourType: 'Private',
  pricing: 'perGroup',
  tickets: { adult: 10, child: 0, infant: 0 },
  rows: [{ kind: 'adult', label: 'Private group (up to 20 guests)', count: 1, unitFils: 320_000, totalFils: 320_000 }],
  seats: 1,
  cancellation: { refundable: false, tiers: [] },
  whereToBe: { kind: 'meetingPoint', place: 'Dubai Marina Yacht Club, pier 7', note: '' },
};

function voucherOf(count: number, overrides: Partial<TVoucherData> = {}): TVoucherData {
  const lines = overrides.lines ?? Array.from({ length: count }, (_, index) => adultsLine(index, 1 + (index % 3)));
  const amount = lines.reduce((sum, line) => sum + line.totalFils, 0);
  const discount = Math.min(1_000, amount);
  return {
    reference: 'RH-123456',
    status: 'confirmed',
    issuedTo: 'Layla Haddad',
    createdAt: '2026-11-21T08:30:00.000Z',
    lines,
    discountFils: discount,
    amountPaidFils: amount - discount,
    voucherCode: 'voucher-code-0123456789',
    seller: SELLER,
    ...overrides,
  };
}

/**
 * Arabic letters drawn with an Arabic font, as a set: shaping and direction reorder glyphs, never letters. Noto
 * Sans Arabic draws a dotted letter as its skeleton and a dot, so only undotted letters read back as themselves.
 */
/**
 * A dotted letter drawn on the skeleton its undotted sibling shares: the font draws both with one glyph (the dots are
 * marks of their own), and a glyph reads back as the first letter this process drew with it, so a voucher drawn
 * earlier in the process (the test files share one) decides whether "ص" reads back as "ص" or "ض".
 */
const SKELETON_OF: Record<string, string> = { ض: 'ص', ز: 'ر', ذ: 'د', ش: 'س', ظ: 'ط', غ: 'ع', خ: 'ح', ج: 'ح', ؤ: 'و' };

function arabicLettersDrawn(pages: Awaited<ReturnType<typeof pdfPages>>): Set<string> {
  const letters = pages.flatMap((page) =>
    page.texts
      .filter((text) => text.font.includes('NotoSansArabic'))
      .flatMap((text) => Array.from(text.text.normalize('NFKC'))),
  );
  return new Set(
    letters.filter((letter) => ARABIC_LETTER.test(letter)).flatMap((letter) => [letter, SKELETON_OF[letter] ?? letter]),
  );
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
          if (!FOOTER_TEXT.test(each.text)) expect(each.y).toBeGreaterThan(84);
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

  it('prints a 120-character holder name and title whole, wrapped inside the page', async () => {
    const name =
      'Sheikha Maryam Fatima Al Qasimi bint Abdullah bin Khalid Al Mansoori Al Dhaheri Al Suwaidi Al Kaabi Al Nuaimi Al Haddadi';
    const title =
      'Sunrise hot air balloon flight over the Dubai desert conservation reserve, with falconry, breakfast and an old jeep ride';
    expect(name).toHaveLength(120);
    expect(title).toHaveLength(120);
    const voucher = voucherOf(1, { issuedTo: name });
    voucher.lines[0] = { ...(voucher.lines[0] as TPricedLine), title };
    const pdf = await renderVoucherPdf(voucher);
    const text = oneLine(await pdfText(pdf));
    expect(text).toContain(name);
    expect(text).not.toContain('…');
    const [page] = await pdfPages(pdf);
    // The title's lines, in the activity column, read on beside the date and departure columns.
    const activityColumn = page?.texts.filter((each) => each.size === 10 && each.x < MARGIN_OF_PAGE + 10) ?? [];
    expect(activityColumn.length).toBeGreaterThan(1);
    expect(activityColumn.map((each) => each.text).join(' ')).toBe(title);
    for (const each of page?.texts ?? []) {
      expect(each.x).toBeGreaterThanOrEqual(MARGIN_OF_PAGE - 0.5);
      expect(each.x + each.width).toBeLessThanOrEqual((page?.width ?? 0) - MARGIN_OF_PAGE + 0.5);
    }
  });

  it('names the seller with its support phone and email on every page', async () => {
    const pages = await pdfPages(await renderVoucherPdf(voucherOf(20)));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      const drawn = oneLine(page.texts.map((each) => each.text).join(' '));
      expect(drawn).toContain('Sold by Rihla Tourism LLC - Support: +971 4 000 0000 - support@rihla.ae');
    }
  });

  it('keeps the support phone and email in their order in the Arabic footer', async () => {
    const pages = await pdfPages(await renderVoucherPdf(voucherOf(1, { language: 'ar' })));
    const drawn = pages[0]?.texts.map((each) => each.text).join('\n') ?? '';
    expect(drawn).toContain('+971 4 000 0000');
    expect(drawn).toContain('support@rihla.ae');
    expect(drawn).not.toContain('0000 000 4 971+');
  });

  it('states the VAT the amount paid includes and the seller TRN under the totals', async () => {
    const line = { ...adultsLine(0, 1), unitFils: 52_500, totalFils: 52_500 };
    const voucher = voucherOf(0, { lines: [line], discountFils: 0, amountPaidFils: 52_500 });
    const text = oneLine(await pdfText(await renderVoucherPdf(voucher)));
    expect(text).toContain('Total paid AED 525.00');
    expect(text).toContain('VAT (5%) included: AED 25.00');
    expect(text).toContain('TRN: 100000000000003');
    // After a discount, the VAT is that of what was paid: AED 463.50 holds AED 22.07.
    const discounted = voucherOf(0, { lines: [line], discountFils: 6_150, amountPaidFils: 46_350 });
    expect(oneLine(await pdfText(await renderVoucherPdf(discounted)))).toContain('VAT (5%) included: AED 22.07');
  });

  it('prints the booking date in Dubai: 22:30 UTC is already the next day there', async () => {
    const voucher = voucherOf(1, { createdAt: '2026-11-21T22:30:00.000Z' });
    const text = oneLine(await pdfText(await renderVoucherPdf(voucher)));
    expect(text).toContain('Sun 22 Nov 2026 - status: confirmed');
    expect(text).not.toContain('2026-11-21');
    expect(bookedOn('2026-11-21T19:59:59.000Z')).toBe('Sat 21 Nov 2026');
    expect(bookedOn('2026-11-21T20:00:00.000Z')).toBe('Sun 22 Nov 2026');
  });

  it("prints a family's departure, tickets per type, hotel pick-up window and cancellation tiers", async () => {
    const voucher = voucherOf(0, { lines: [FAMILY_SAFARI], discountFils: 0, amountPaidFils: FAMILY_SAFARI.totalFils });
    const text = oneLine(await pdfText(await renderVoucherPdf(voucher)));
    expect(text).toContain('Fri 4 Dec 2026');
    expect(text).toContain('3:00 PM - 9:00 PM');
    expect(text).toContain('Tickets 2 adults, 1 child (3-11 years), 1 infant (0-2 years) AED 625.00');
    const where = whereToBeText(FAMILY_SAFARI.whereToBe, FAMILY_SAFARI.start);
    expect(where).toBe('Hotel pick-up (Dubai hotels and residences) between 2:15 PM and 2:45 PM');
    expect(text).toContain(`Where to be ${where}. The driver calls 15 minutes before.`);
    expect(text).toContain(`Cancellation ${cancellationText(FAMILY_SAFARI.cancellation)}`);
    expect(text).toContain('Full refund if cancelled at least 48 hours before; 50% refund between 48 and 24 hours');
  });

  it('prints a private group for ten guests with its meeting point and as non-refundable', async () => {
    const voucher = voucherOf(0, { lines: [PRIVATE_YACHT], discountFils: 0, amountPaidFils: PRIVATE_YACHT.totalFils });
    const text = oneLine(await pdfText(await renderVoucherPdf(voucher)));
    expect(text).toContain('Sat 5 Dec 2026');
    expect(text).toContain('10:00 AM - 1:00 PM');
    expect(text).toContain('Tickets Private group (up to 20 guests), 10 guests AED 3,200.00');
    expect(text).toContain('Where to be Meeting point: Dubai Marina Yacht Club, pier 7');
    expect(text).toContain('Cancellation Non-refundable: this booking cannot be cancelled.');
  });

  it('leaves out where to be when a line has none, and still prints its terms', async () => {
    const line = { ...adultsLine(0, 2), whereToBe: null };
    const text = oneLine(await pdfText(await renderVoucherPdf(voucherOf(0, { lines: [line] }))));
    expect(text).toContain('Tickets 2 adults AED 300.00');
    expect(text).not.toContain('Where to be');
    expect(text).toContain('Cancellation Full refund if cancelled at least 24 hours before');
  });

  it('keeps mixed lines with long Arabic places and many tiers inside their pages, above the footer', async () => {
    const longTerms = {
      refundable: true,
      tiers: [168, 120, 96, 72, 48, 36, 24, 12, 6, 2].map((hoursBefore, index) => ({
        hoursBefore,
        refundPercent: 100 - index * 10,
      })),
    };
    const arabicPlace = {
      kind: 'meetingPoint' as const,
      place: 'مرسى دبي، الرصيف رقم ٧ بجانب مطعم المرسى، اسأل عن قارب رحلة الأبيض والأزرق عند الوصول',
      note: 'Arrive 30 minutes early and look for the Rihla flag; the boat leaves on time whatever the traffic.',
    };
    const lines = Array.from({ length: 12 }, (_, index) =>
      index % 3 === 0
        ? FAMILY_SAFARI
        : index % 3 === 1
          ? PRIVATE_YACHT
          : { ...adultsLine(index, 3), cancellation: longTerms, whereToBe: arabicPlace },
    );
    const pages = await pdfPages(await renderVoucherPdf(voucherOf(0, { lines })));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      for (const each of page.texts) {
        expect(each.x).toBeGreaterThanOrEqual(MARGIN_OF_PAGE - 0.5);
        expect(each.x + each.width).toBeLessThanOrEqual(page.width - MARGIN_OF_PAGE + 0.5);
        if (!FOOTER_TEXT.test(each.text)) expect(each.y).toBeGreaterThan(84);
      }
    }
    const drawn = pages.flatMap((page) => page.texts.map((each) => each.text)).join('\n');
    expect(drawn.match(/Private group \(up to 20 guests\), 10 guests/g)).toHaveLength(4);
  });

  it('prints what no font carries as a question mark, and never fails on it', async () => {
    const text = await pdfText(await renderVoucherPdf(voucherOf(1, { issuedTo: 'Layla 😀 \u0007Haddad' })));
    expect(text).toMatch(/Layla \?\s+Haddad/);
  });
});

describe('a voucher drawn from the lines and font subsets the process kept', () => {
  it('draws the same texts, at the same places and widths, as one measured anew', async () => {
    const voucher = voucherOf(3, { issuedTo: 'Layla رحلة Office' });
    forgetLines();
    const anew = await pdfPages(await renderVoucherPdf(voucher));
    const kept = await pdfPages(await renderVoucherPdf({ ...voucher }));
    expect(kept).toEqual(anew);
    expect(anew[0]?.texts.map((each) => each.text)).toContain(`Voucher code: ${voucher.voucherCode}`);
  });
});

/**
 * What a scanner reads from a voucher's QR code: the black squares its first page fills, drawn into a picture of 4
 * pixels a module with a quiet zone of 4 modules, read by ZXing's QR code reader.
 */
async function qrCodeRead(pdf: Uint8Array): Promise<string> {
  const squares = await pdfBlackRectangles(pdf);
  const unit = Math.min(...squares.map((square) => square.height));
  const left = Math.min(...squares.map((square) => square.x));
  const top = Math.max(...squares.map((square) => square.y + square.height));
  const modules = Math.round((Math.max(...squares.map((square) => square.x + square.width)) - left) / unit);
  const scale = 4;
  const side = (modules + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side).fill(255);
  for (const square of squares) {
    const column = Math.round((square.x - left) / unit) + 4;
    const row = Math.round((top - square.y - square.height) / unit) + 4;
    const width = Math.round(square.width / unit);
    const height = Math.round(square.height / unit);
    for (let y = row * scale; y < (row + height) * scale; y++)
      pixels.fill(0, y * side + column * scale, y * side + (column + width) * scale);
  }
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, side, side)));
  return new QRCodeReader().decode(bitmap, new Map([[DecodeHintType.PURE_BARCODE, true]])).getText();
}

describe("the voucher's QR code, as a scanner reads it", () => {
  it.each(['en', 'ar'] as const)('reads the voucher code, in %s', async (language) => {
    for (const voucherCode of ['voucher-code-0123456789', 'Zq3_x-9LmN0pQrStUvWxYz0123456789AbCdEfGhIjK']) {
      const pdf = await renderVoucherPdf(voucherOf(1, { voucherCode, language }));
      expect(await qrCodeRead(pdf)).toBe(voucherCode);
    }
  });
});

describe('ticketsText', () => {
  it("counts each ticket type in the storefront's words and plurals, its age band kept", () => {
    expect(ticketsText(FAMILY_SAFARI)).toBe('2 adults, 1 child (3-11 years), 1 infant (0-2 years)');
    const twins = {
      ...FAMILY_SAFARI,
      rows: [
        { kind: 'adult' as const, label: 'Adult', count: 1, unitFils: 1, totalFils: 1 },
        { kind: 'child' as const, label: 'Child (3-11 years)', count: 2, unitFils: 1, totalFils: 2 },
        { kind: 'infant' as const, label: 'Infant (0-2 years)', count: 2, unitFils: 0, totalFils: 0 },
      ],
    };
    expect(ticketsText(twins)).toBe('1 adult, 2 children (3-11 years), 2 infants (0-2 years)');
  });

  it('names a group by its price label and counts its guests', () => {
    expect(ticketsText(PRIVATE_YACHT)).toBe('Private group (up to 20 guests), 10 guests');
    expect(ticketsText({ ...PRIVATE_YACHT, tickets: { adult: 1, child: 0, infant: 0 } })).toBe(
      'Private group (up to 20 guests), 1 guest',
    );
  });
});

describe('voucherDate', () => {
  it('writes a date with its weekday, as read at check-in', () => {
    expect(voucherDate('2026-12-01')).toBe('Tue 1 Dec 2026');
    expect(voucherDate('2027-01-31')).toBe('Sun 31 Jan 2027');
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

  it('finds for any printable ASCII line, unless right to left, the one run the bidirectional algorithm finds', () => {
    // Its neutrals, digits and brackets at either end too: the shortcut must be the algorithm's answer, not a guess.
    const character = fc.constantFrom(...' ()[]<>{}-+.,:;/!?#$%&*=_~09aAzZ'.split(''));
    const line = fc.oneof(fc.string({ unit: character, minLength: 1, maxLength: 24 }), fc.string({ minLength: 1 }));
    fc.assert(
      fc.property(line, fc.constantFrom(undefined, 'ltr' as const), (text, direction) => {
        expect(visualRuns(text, coversAll, direction)).toEqual(bidiRuns(text, coversAll, direction));
      }),
      { numRuns: 2_000 },
    );
    // What it leaves to the algorithm: a right-to-left line, whose brackets at the ends are mirrored and moved.
    expect(visualRuns('(RH-7Q2M)', coversAll, 'rtl')).toEqual(bidiRuns('(RH-7Q2M)', coversAll, 'rtl'));
    expect(visualRuns('(RH-7Q2M)', coversAll, 'rtl')).not.toEqual([{ text: '(RH-7Q2M)', font: 'latin' }]);
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
    expect(oneLine(text)).toContain(`VAT (5%) included: AED ${order.vat.toFixed(2)}`);
    const { settings: seller } = await readShop(t.app.ctx);
    expect(oneLine(text)).toContain(`TRN: ${seller.trn}`);
    expect(oneLine(text)).toContain(`Sold by ${seller.legalName}`);
    expect(text).not.toContain('?');
    const drawn = arabicLettersDrawn(pages);
    for (const letter of undotted('فاطمة الزهراء')) expect(drawn).toContain(letter);
  });
});

describe('a font shared by every PDF of the process', () => {
  /** One PDF of `text` drawn in a face that, like the server's, outlives the PDF. */
  async function drawnIn(face: fontkit.Font, text: string): Promise<string> {
    const pdf = new PdfFile();
    const font = plainSubset(face);
    const page = pdf.addPage([300, 200]);
    const codes = font.codes(face.layout(text).glyphs);
    page.push(['BT', `${page.fontName(font)} 12 Tf`, '1 0 0 1 10 100 Tm', `<${codes}> Tj`, 'ET']);
    return pdfText(pdf.save());
  }

  it('keeps the full stop a later PDF draws after an earlier one drew only an ellipsis (three full stops)', async () => {
    const bytes = padGlyphs(new Uint8Array(await readFile(createRequire(import.meta.url).resolve(NOTO_SANS))));
    const face = sharedFace(fontkit.create(bytes));
    expect(await drawnIn(face, 'Sunset cruise with din…')).toBe('Sunset cruise with din…');
    expect(await drawnIn(face, 'AED 25.00 at rihla.ae')).toBe('AED 25.00 at rihla.ae');
  });
});
