// The manifest's and the border list's downloads in the operator's language (issue 37, decision 111): an operator in
// Arabic gets Arabic labels, columns and flags, right to left, with names, passports, dates and references whole; an
// operator in English gets the English files as before; every download is audited either way.
import { writeFile } from 'node:fs/promises';
import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import type { TPassengerFormInput } from '@rihla/shared/schemas/passengers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProductRow } from '../../db/tables/schema.js';
import { paidCheckout, quickShopper } from '../../test/crowd.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { pdfPages, pdfText, type TDrawnText, type TPdfPage } from '../../test/pdf-text.js';
import { productTemplateOf } from '../../test/shopping.js';
import { setBookingTerms } from '../catalogue/booking-terms.service.js';
import { addProduct } from '../catalogue/catalogue.service.js';

let t: TTestApp;
let template: TProductRow;
let arabic: TTestOperator;
let english: TTestOperator;
let key: { productId: string; date: string; start: string };
let reference: string;

const LONG_ARABIC_NAME = 'عالية بنت محمد بن راشد بن سعيد المنصوري الكعبي';
const PASSPORTS = ['Q7X93K2P', 'N4410287'];
const ARABIC_LETTER = /\p{Script=Arabic}/u;

const FORM: TPassengerFormInput = {
  details: [
    { detail: 'fullName', required: true, askedOf: 'passenger' },
    { detail: 'nationality', required: true, askedOf: 'passenger' },
    { detail: 'dateOfBirth', required: true, askedOf: 'passenger' },
    { detail: 'passport', required: true, askedOf: 'passenger' },
  ],
  questions: [],
  deadlineHours: 48,
  passportValidityMonths: 6,
};

beforeAll(async () => {
  t = await createTestApp();
  template = await t.app.ctx.db.selectFrom('products').selectAll().limit(1).executeTakeFirstOrThrow();
  t.clock.set('2026-11-25T06:00:00.000Z');
  arabic = await newOperator(t, 'manager', 'Arabic manifests');
  english = await newOperator(t, 'manager', 'English manifests');
  const chosen = await operatorCall(t, 'operator/setLanguage', { language: 'ar' }, arabic.token);
  expect(chosen.body.status, chosen.body.message).toBe(1);

  const productId = 'arabic-manifest-test';
  await addProduct(t.app.ctx, {
    ...productTemplateOf(template),
    id: productId,
    title: 'Musandam dhow cruise',
    price_fils: 10_000,
    min_ppl: 1,
    max_ppl: 50,
    capacity_per_slot: 20,
    cutoff_minutes: 60,
    max_tickets_per_order: 20,
  });
  await setBookingTerms(t.app.ctx, productId, {
    pricing: 'perPerson',
    schedule: [{ start: '09:00', end: '11:00' }],
    ticketTypes: [{ kind: 'child', priceFils: 5_000, minAge: 3, maxAge: 11, takesSeat: true, requiresAdult: true }],
  });
  const form = await operatorCall(t, 'operator/setPassengerForm', { id: productId, form: FORM }, arabic.token);
  expect(form.body.status, form.body.message).toBe(1);
  // A hotel pick-up an hour before (decision 095) and a waiver the lead has not accepted (decision 096).
  const pickups = { minutesBefore: 60, points: [{ pointId: 'pickup-hilton-jbr' }] };
  const withPickups = await operatorCall(t, 'operator/setProductPickups', { id: productId, pickups }, arabic.token);
  expect(withPickups.body.status, withPickups.body.message).toBe(1);
  const waiver = { text: 'Sea trips have risks: currents and sun.', askedOf: 'lead' };
  const withWaiver = await operatorCall(t, 'operator/saveProductWaiver', { id: productId, waiver }, arabic.token);
  expect(withWaiver.body.status, withWaiver.body.message).toBe(1);

  const date = addDays(todayInDubai(t.clock.now()), 3);
  const token = await quickShopper(t);
  const added = await t.call(
    'users/addToCart',
    {
      item: [
        {
          module: template.module,
          planId: productId,
          date,
          departure: '09:00',
          tickets: { adult: 2, child: 1, infant: 0 },
        },
      ],
    },
    token,
  );
  expect(added.body.status, added.body.message).toBe(1);
  const paid = await paidCheckout(t, token);
  const confirmed = await t.call('users/confirmBooking', { paymentId: paid.transactionId, cartId: paid.cartId }, token);
  expect(confirmed.body.status, confirmed.body.message).toBe(1);
  const order = await t.app.ctx.db
    .selectFrom('orders')
    .select(['reference'])
    .where('checkout_id', '=', paid.cartId)
    .executeTakeFirstOrThrow();
  reference = order.reference;
  const given = [
    { fullName: LONG_ARABIC_NAME, nationality: 'AE', dateOfBirth: '1987-11-23', passportNumber: PASSPORTS[0] },
    { fullName: 'Ravi Menon', nationality: 'IN', dateOfBirth: '2016-02-29', passportNumber: PASSPORTS[1] },
  ];
  const saved = await t.call(
    'users/savePassengers',
    {
      reference,
      lines: [
        {
          line: 0,
          passengers: given.map((details, i) => ({
            number: i + 1,
            details: { ...details, passportExpiry: '2036-05-31' },
            answers: {},
          })),
        },
      ],
    },
    token,
  );
  expect(saved.body.status, saved.body.message).toBe(1);
  const pickup = await t.call('users/choosePickup', { reference, line: 0, pointId: 'pickup-hilton-jbr' }, token);
  expect(pickup.body.status, pickup.body.message).toBe(1);
  key = { productId, date, start: '09:00' };
});
afterAll(async () => {
  await t?.close();
});

async function download(file: 'manifest' | 'border-list', format: 'csv' | 'pdf', who: TTestOperator) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/operator/${file}.${format}?${new URLSearchParams(key)}`,
    headers: { 'x-operator-token': who.token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** A CSV's lines, after checking that it starts with the byte-order mark. */
function csvLines(body: string): string[] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return body.slice(1).trim().split('\r\n');
}

/**
 * The Arabic a page draws, row by row, read from the right: its pieces are laid out in visual order, each glyph read
 * back through the font's ToUnicode map. Noto Sans Arabic draws some letters as a shared body and its dots, and a
 * body reads back as whichever of its letters first asked for it in the process (ج as ح): see skeleton.
 */
function arabicWordsOf(page: TPdfPage): string {
  const rows = new Map<number, TDrawnText[]>();
  for (const text of page.texts.filter((each) => each.font.includes('Arabic'))) {
    const row = Math.round(text.y);
    rows.set(row, [...(rows.get(row) ?? []), text]);
  }
  return [...rows.values()]
    .map((pieces) =>
      Array.from(
        pieces
          .sort((a, b) => a.x - b.x)
          .map((each) => each.text)
          .join(''),
      )
        .reverse()
        .join(''),
    )
    .join('\n');
}

/** Letters Noto Sans Arabic draws with one body, told apart by their dots or hamza (drawn as glyphs of their own). */
const SAME_BODY = ['بتثنيىئ', 'جحخ', 'دذ', 'رز', 'سش', 'صض', 'طظ', 'عغ', 'فق', 'هة', 'اأإآ', 'وؤ'];
const BODY_OF = new Map(SAME_BODY.flatMap((letters) => Array.from(letters, (letter) => [letter, letters[0] ?? ''])));

/** Arabic by the bodies of its letters, marks left out: what a glyph read back through ToUnicode can be sure of. */
const skeleton = (text: string) =>
  Array.from(text.replace(/\p{M}/gu, ''), (letter) => BODY_OF.get(letter) ?? letter).join('');

/** Each label is drawn on the page, letter body by letter body and in its order (a row's Arabic read from the right). */
function expectArabicLabels(page: TPdfPage, labels: readonly string[]): void {
  const drawn = skeleton(arabicWordsOf(page));
  for (const label of labels) expect(drawn, label).toContain(skeleton(label));
}

/** Where a page's text ends on the right and starts on the left. */
const rightmost = (page: TPdfPage) => Math.max(...page.texts.map((each) => each.x + each.width));
const leftmost = (page: TPdfPage) => Math.min(...page.texts.map((each) => each.x));

async function dump(name: string, bytes: Uint8Array | Buffer) {
  if (process.env.ARABIC_PDF_OUT) await writeFile(`${process.env.ARABIC_PDF_OUT}/${name}`, bytes);
}

describe('the manifest in the operator’s language', () => {
  it('prints an Arabic operator’s manifest PDF in Arabic, right to left, the data whole; an English one as before', async () => {
    const ar = new Uint8Array((await download('manifest', 'pdf', arabic)).rawPayload);
    await dump('manifest-ar.pdf', ar);
    const [page] = await pdfPages(ar);
    if (!page) throw new Error('no page');
    expectArabicLabels(page, [
      'المرجع',
      'اسم صاحب الحجز',
      'الهاتف',
      'التذاكر',
      'الملاحظات',
      'الحضور',
      'بيانات ناقصة',
      'الصفحة',
      'المرشدون',
      'بالغان',
      'الاصطحاب',
      'لم يوافق على الإقرار',
      // The pick-up point by its Arabic name and area (decision 117; the demo's Hilton has them).
      'هيلتون دبي جميرا',
      'دبي مارينا',
    ]);
    const text = await pdfText(ar);
    // The reference, the trip's title, the Latin name, dates and times print whole, in their own order.
    expect(text).toContain(reference);
    expect(text).toContain('Musandam dhow cruise');
    expect(text).toContain('Ravi Menon');
    expect(text).toContain(key.date);
    expect(text).toContain('08:00');
    expect(text).not.toContain('Hilton Dubai Jumeirah');
    expect(text).not.toMatch(/Reference|Lead name|Tickets|Checked in|MISSING|Passenger|Guides|Page \d/);
    expect(page.texts.some((each) => each.font.includes('NotoSansArabic') && ARABIC_LETTER.test(each.text))).toBe(true);
    // Mirrored: the lines end at the right margin (40 pt), and nothing runs past either margin.
    expect(rightmost(page)).toBeGreaterThan(page.width - 40 - 1);
    expect(rightmost(page)).toBeLessThanOrEqual(page.width - 40 + 0.5);
    expect(leftmost(page)).toBeGreaterThanOrEqual(40 - 0.5);
    // The reference column is the rightmost: its heading ends where the English one starts, mirrored.
    const referenceX = page.texts.find((each) => each.text === reference);
    expect((referenceX?.x ?? 0) + (referenceX?.width ?? 0)).toBeCloseTo(page.width - 40, 0);

    const en = new Uint8Array((await download('manifest', 'pdf', english)).rawPayload);
    await dump('manifest-en.pdf', en);
    const englishText = await pdfText(en);
    expect(englishText).toContain('Reference Lead name Phone Tickets Notes Checked in');
    expect(englishText).toContain('Passenger 3 · MISSING: full name, nationality, date of birth, passport number and');
    expect(englishText).toContain('Pick-up 08:00 · Hilton Dubai Jumeirah, Dubai Marina · Waiver not accepted: 1. ');
    expect(englishText).toMatch(/Musandam dhow cruise · \d{4}-\d\d-\d\d 09:00 · Page 1 of 1/);
    const [englishPage] = await pdfPages(en);
    expect(englishPage?.texts.find((each) => each.text === reference)?.x).toBe(40);
    // Each passenger's line reads left to right, its mark first, an Arabic name or not (it ran right to left before).
    const marks = englishPage?.texts.filter((each) => each.text.startsWith('[  ] ')) ?? [];
    expect(marks.map((each) => [each.text.slice(0, 8), each.x])).toEqual([
      ['[  ] 1. ', 120],
      ['[  ] 2. ', 120],
      ['[  ] 3. ', 120],
    ]);
  });

  it('writes the manifest’s CSV header and words in the operator’s language, after a byte-order mark', async () => {
    const ar = csvLines((await download('manifest', 'csv', arabic)).body);
    expect(ar[0]).toBe(
      'المرجع,اسم صاحب الحجز,الهاتف,التذاكر,المقاعد,الملاحظات,الحضور,وقت تسجيل الحضور,سجّل الحضور,الركاب,البيانات,وقت الاصطحاب,نقطة الاصطحاب,منطقة الاصطحاب,الإقرار',
    );
    expect(ar[1]).toContain(`${reference},Crowd Shopper,`);
    expect(ar[1]).toContain('بالغان، طفل واحد (3-11 سنة)');
    expect(ar[1]).toContain(`${LONG_ARABIC_NAME} (AE); Ravi Menon (IN); الراكب 3 (ناقص: الاسم الكامل`);
    expect(ar[1]).toContain(',ناقصة,');
    // The pick-up point by its Arabic name and area (decision 117).
    expect(ar[1]).toContain(',08:00,هيلتون دبي جميرا,دبي مارينا,');
    const en = csvLines((await download('manifest', 'csv', english)).body);
    expect(en[0]).toBe(
      'Reference,Lead name,Phone,Tickets,Seats,Notes,Checked in,Checked in at,Checked in by,Passengers,Details,Pick-up time,Pick-up point,Pick-up area,Waiver',
    );
    expect(en[1]).toContain('"2 adults, 1 child (3-11 years)",3,');
    expect(en[1]).toContain('Passenger 3 (missing: full name, nationality, date of birth, passport number and expiry)');
    expect(en[1]).toContain(',missing,');
    expect(en[1]).toContain(',08:00,Hilton Dubai Jumeirah,Dubai Marina,');
  });
});

describe('the border list in the operator’s language', () => {
  it('prints an Arabic operator’s border list in Arabic, right to left, passports whole; an English one as before', async () => {
    const ar = new Uint8Array((await download('border-list', 'pdf', arabic)).rawPayload);
    await dump('border-list-ar.pdf', ar);
    const [page] = await pdfPages(ar);
    if (!page) throw new Error('no page');
    expectArabicLabels(page, [
      'قائمة الحدود',
      'الاسم الكامل',
      'الجنسية',
      'تاريخ الميلاد',
      'رقم جواز السفر',
      'انتهاء الجواز',
      'الحجز',
      'بيانات ناقصة',
      'الهند',
      'الإمارات',
      'الصفحة',
    ]);
    const text = await pdfText(ar);
    for (const whole of [...PASSPORTS, reference, 'Ravi Menon', '1987-11-23', '2036-05-31', '(IN)', '(AE)'])
      expect(text).toContain(whole);
    expect(text).not.toMatch(/Full name|Nationality|Passport|MISSING|Border list|Prepared by|Departure:|India/);
    expect(rightmost(page)).toBeGreaterThan(page.width - 36 - 1);
    expect(rightmost(page)).toBeLessThanOrEqual(page.width - 36 + 0.5);
    expect(leftmost(page)).toBeGreaterThanOrEqual(36 - 0.5);

    const en = new Uint8Array((await download('border-list', 'pdf', english)).rawPayload);
    await dump('border-list-en.pdf', en);
    const englishText = await pdfText(en);
    expect(englishText).toContain('No. Full name Nationality Date of birth Passport number Passport expiry Booking');
    expect(englishText).toContain('3 passengers in 1 booking · 1 with details missing (marked below)');
    expect(englishText).toContain('MISSING: full name, nationality, date of birth, passport number and expiry');
    expect(englishText).toContain('India (IN)');
  });

  it('writes the border list’s CSV header and flags in the operator’s language; every download audited', async () => {
    const audits = () =>
      t.app.ctx.db
        .selectFrom('audit_log')
        .select(['operator_id', 'action', 'after_json'])
        .where('operator_id', 'in', [arabic.id, english.id])
        .where('action', 'in', ['departure.borderList', 'departure.download'])
        .execute();
    const before = await audits();
    const ar = csvLines((await download('border-list', 'csv', arabic)).body);
    expect(ar).toEqual([
      'م,الاسم الكامل,الجنسية,تاريخ الميلاد,رقم جواز السفر,تاريخ انتهاء الجواز,الحجز,اسم صاحب الحجز,البيانات الناقصة',
      `1,${LONG_ARABIC_NAME},AE,1987-11-23,Q7X93K2P,2036-05-31,${reference},Crowd Shopper,`,
      `2,Ravi Menon,IN,2016-02-29,N4410287,2036-05-31,${reference},Crowd Shopper,`,
      `3,,,,,,${reference},Crowd Shopper,بيانات ناقصة: الاسم الكامل، الجنسية، تاريخ الميلاد، رقم جواز السفر وتاريخ انتهائه`,
    ]);
    const en = csvLines((await download('border-list', 'csv', english)).body);
    expect(en[0]).toBe(
      'No.,Full name,Nationality,Date of birth,Passport number,Passport expiry,Booking,Lead name,Missing',
    );
    await download('manifest', 'pdf', arabic);
    const after = await audits();
    const count = (rows: typeof after, who: string, action: string) =>
      rows.filter((each) => each.operator_id === who && each.action === action).length;
    expect(after).toHaveLength(before.length + 3);
    expect(count(after, arabic.id, 'departure.borderList')).toBe(count(before, arabic.id, 'departure.borderList') + 1);
    expect(count(after, english.id, 'departure.borderList')).toBe(
      count(before, english.id, 'departure.borderList') + 1,
    );
    expect(count(after, arabic.id, 'departure.download')).toBe(count(before, arabic.id, 'departure.download') + 1);
    // The details never reach the log, in either language.
    for (const entry of after) for (const passport of PASSPORTS) expect(JSON.stringify(entry)).not.toContain(passport);
  });
});
