// Decision 135: the PDFs two builds of the API draw, compared as a reader sees them. Each build renders the same
// documents in a process of its own, in the same order (the voucher's warm-up first, as a server does): vouchers in
// English, Arabic, mixed scripts, with a name beyond the Arabic letters' stable glyphs, on three pages; the tax invoice,
// the manifest and the border list in both languages. Every page is turned into a picture (`pdftoppm -r 100 -png`) and
// compared byte for byte, and the text (`pdftotext -layout`) too; the PDFs' sizes are printed side by side, and
// whether the two files are the very same bytes (but for the moment each was saved).
//
//   npm run build && node bench/pdf-identical.mjs --before dist-before [--after dist]
//
// Exits 1 when any page or text differs. Needs poppler-utils (pdftoppm, pdftotext).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { voucherLine } from './lib/voucher-line.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    before: { type: 'string', default: 'dist-before' },
    after: { type: 'string', default: 'dist' },
    // Internal: render with one build into a folder.
    render: { type: 'string' },
    out: { type: 'string' },
  },
});

const line = voucherLine;

async function render(distName, out) {
  const dist = (file) => import(pathToFileURL(path.join(ROOT, 'apps/api', distName, file)).href);
  const { renderVoucherPdf, warmVoucherRenderer } = await dist('modules/vouchers/voucher-pdf.js');
  const { renderInvoicePdf } = await dist('modules/vouchers/invoice-pdf.js');
  const { renderManifestPdf } = await dist('modules/manifests-desk/manifest-export.js');
  const { renderBorderListPdf } = await dist('modules/manifests-desk/border-list-export.js');
  const { defaultShopSettings } = await import('@rihla/shared/schemas/shop');
  const seller = { ...defaultShopSettings(), trn: '100123456700003' };
  const voucher = (language, extra = {}) => ({
    reference: 'RH-10000042',
    status: 'confirmed',
    issuedTo: language === 'ar' ? 'ليلى أحمد' : 'Layla Ahmed',
    createdAt: '2026-11-20T10:00:00.000Z',
    lines: [
      line(language === 'ar' ? 'رحلة دبا بالقارب الشراعي' : 'Dibba dhow cruise to Musandam', {
        whereToBe: { kind: 'meetingPoint', place: language === 'ar' ? 'ميناء دبا' : 'Dibba port', note: '' },
      }),
    ],
    discountFils: 0,
    amountPaidFils: 30000,
    voucherCode: 'q3Xv9-Lm_8ZtR2bWcK7pYdN4sHfJ6gA0eUoIiE1rT5w',
    seller,
    language,
    ...extra,
  });
  const many = (language) =>
    Array.from({ length: 14 }, (_, index) =>
      line(`${language === 'ar' ? 'رحلة الجبل' : 'Mountain trip'} ${index + 1}`, {
        whereToBe: {
          kind: 'meetingPoint',
          place: 'Khasab',
          note: 'Bring a hat, water and a passport copy. '.repeat(4),
        },
      }),
    );
  const documents = {
    'voucher-en': () => voucher('en'),
    'voucher-ar': () => voucher('ar'),
    'voucher-mixed-ar': () => voucher('ar', { issuedTo: 'Layla Ahmed', lines: [line('Dibba dhow cruise رحلة دبا')] }),
    'voucher-mixed-en': () => voucher('en', { issuedTo: 'ليلى أحمد', lines: [line('رحلة دبا بالقارب الشراعي')] }),
    'voucher-ar-extras': () => voucher('ar', { issuedTo: 'پریا گلزار چاوشی ژاله', voucherCode: 'ABCDEFGH12345678' }),
    'voucher-ar-balances': () =>
      voucher('ar', {
        discountFils: 2500,
        amountPaidFils: 20000,
        balances: { pointsUsed: 500, pointsFils: 5000, giftCardFils: 2500, walletFils: 0 },
      }),
    'voucher-en-3-pages': () => voucher('en', { lines: many('en') }),
    'voucher-ar-3-pages': () => voucher('ar', { lines: many('ar') }),
  };
  const invoice = (language) => ({
    number: 'INV-000042',
    date: '2026-11-20',
    reference: 'RH-10000042',
    buyerName: language === 'ar' ? 'ليلى أحمد' : 'Layla Ahmed',
    lines: [line(language === 'ar' ? 'رحلة دبا بالقارب الشراعي' : 'Dibba dhow cruise to Musandam')],
    subtotalFils: 30000,
    discountFils: 0,
    payment: { cardFils: 30000, pointsFils: 0, giftCardFils: 0, walletFils: 0 },
    refunded: { cardFils: 0, pointsFils: 0, giftCardFils: 0, walletFils: 0 },
    pointsUsed: 0,
    isCash: false,
    seller,
    issuedAt: '2026-11-20T10:00:00.000Z',
    language,
  });
  const departure = (title) => ({
    productId: 'p',
    module: 'picnic',
    title,
    date: '2026-12-01',
    start: '09:00',
    end: '17:00',
    capacity: 40,
    isClosed: false,
    bookedSeats: 3,
    bookings: 2,
    checkedIn: 1,
    tickets: 3,
    checkedInTickets: 1,
    guides: [{ id: 'g', name: 'Omar Saeed' }],
  });
  const passenger = (number, fullName) => ({
    line: 0,
    number,
    fullName,
    nationality: 'AE',
    dateOfBirth: '1990-04-02',
    passportNumber: `P${number}234567`,
    passportExpiry: '2030-01-01',
    answers: [],
    missing: [],
    checkedIn: false,
  });
  const booking = (reference, leadName, passengers) => ({
    orderId: reference,
    reference,
    leadName,
    phone: '+971 50 000 0000',
    tickets: [{ kind: 'adult', label: 'Adult', count: passengers.length, unitFils: 0 }],
    seats: passengers.length,
    ticketCount: passengers.length,
    checkedInTickets: 0,
    notes: 'Vegetarian lunch',
    checkIn: null,
    voucherCodeHash: 'x',
    details: 'complete',
    passengers,
    bookingAnswers: [],
    bookingMissing: [],
    pickup: null,
  });
  const bookings = [
    booking('RH-10000042', 'Layla Ahmed', [passenger(1, 'Layla Ahmed'), passenger(2, 'Sami Ahmed')]),
    booking('RH-10000043', 'خالد الحربي', [passenger(1, 'خالد الحربي')]),
  ];
  const manifest = (title) => ({
    departure: departure(title),
    bookings,
    guideChoices: [],
    canAssignGuides: false,
    missingDetails: 0,
    canDownloadBorderList: true,
  });
  const borderList = (title) => ({
    departure: departure(title),
    passengers: bookings.flatMap((each) =>
      each.passengers.map((p) => ({ reference: each.reference, leadName: each.leadName, ...p, missing: [] })),
    ),
    missing: 0,
  });
  const printed = '2026-11-29T10:00:00.000Z';
  await warmVoucherRenderer();
  const written = {};
  for (const [name, make] of Object.entries(documents)) written[name] = await renderVoucherPdf(make());
  for (const language of ['en', 'ar']) {
    const title = language === 'ar' ? 'رحلة دبا' : 'Dibba dhow cruise';
    written[`invoice-${language}`] = await renderInvoicePdf(invoice(language));
    written[`manifest-${language}`] = await renderManifestPdf(manifest(title), printed, 'Rihla', language);
    written[`border-list-${language}`] = await renderBorderListPdf(borderList(title), printed, 'Rihla', language);
  }
  for (const [name, bytes] of Object.entries(written)) fs.writeFileSync(path.join(out, `${name}.pdf`), bytes);
}

if (values.render) {
  await render(values.render, values.out);
} else {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-identical-'));
  const builds = { before: values.before, after: values.after };
  for (const [side, build] of Object.entries(builds)) {
    fs.mkdirSync(path.join(folder, side));
    execFileSync(process.execPath, [import.meta.filename, '--render', build, '--out', path.join(folder, side)], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  let differences = 0;
  const names = fs.readdirSync(path.join(folder, 'before')).filter((file) => file.endsWith('.pdf'));
  console.log(`| document | pages | pictures | text | bytes before | bytes after |`);
  console.log(`| --- | --- | --- | --- | --- | --- |`);
  for (const file of names.sort()) {
    const pdf = (side) => path.join(folder, side, file);
    const pictures = {};
    for (const side of Object.keys(builds)) {
      execFileSync('pdftoppm', ['-r', '100', '-png', pdf(side), path.join(folder, side, file.replace('.pdf', ''))]);
      execFileSync('pdftotext', ['-layout', pdf(side), `${pdf(side)}.txt`]);
      pictures[side] = fs
        .readdirSync(path.join(folder, side))
        .filter((each) => new RegExp(`^${file.replace('.pdf', '')}-\\d+\\.png$`).test(each))
        .sort();
    }
    const samePictures =
      pictures.before.length === pictures.after.length &&
      pictures.before.every((png, index) =>
        fs
          .readFileSync(path.join(folder, 'before', png))
          .equals(fs.readFileSync(path.join(folder, 'after', pictures.after[index] ?? ''))),
      );
    const sameText = fs.readFileSync(`${pdf('before')}.txt`).equals(fs.readFileSync(`${pdf('after')}.txt`));
    if (!samePictures || !sameText) differences += 1;
    const size = (side) => fs.statSync(pdf(side)).size.toLocaleString('en-US');
    // The modification date is the moment of saving.
    const bytes = (side) => fs.readFileSync(pdf(side), 'latin1').replace(/\/ModDate \(D:\d+Z\)/, '');
    const sameBytes = bytes('before') === bytes('after');
    console.log(
      `| ${file} | ${pictures.before.length} | ${samePictures ? 'identical' : 'DIFFER'} | ${sameText ? 'identical' : 'DIFFERS'} | ${size('before')} | ${size('after')}${sameBytes ? ' (same bytes)' : ''} |`,
    );
  }
  console.log(
    differences === 0 ? `All ${names.length} documents identical (${folder}).` : `${differences} differ: ${folder}`,
  );
  process.exitCode = differences === 0 ? 0 : 1;
}
