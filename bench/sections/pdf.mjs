// Issue 6, item 5: the time to render one order's voucher PDF, warm, in this process. Issue 15: its items carry
// their departure, tickets per type or group, where to be and cancellation terms.
import crypto from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ms } from '../lib/temp.mjs';

const TARGET_MS = 30;

/** The items of issue 15: adults at a meeting point, a family with a hotel pick-up, a private group. */
const ITEMS = [
  {
    title: 'Burj Khalifa At the Top, levels 124 and 125',
    start: '09:00',
    end: '10:00',
    pricing: 'perPerson',
    rows: [{ kind: 'adult', label: 'Adult', count: 2, unitFils: 15_000, totalFils: 30_000 }],
    tickets: { adult: 2, child: 0, infant: 0 },
    cancellation: { refundable: true, tiers: [{ hoursBefore: 24, refundPercent: 100 }] },
    whereToBe: { kind: 'meetingPoint', place: 'The Dubai Mall, lower ground floor, At the Top entrance', note: '' },
  },
  {
    title: 'Desert safari with BBQ dinner',
    start: '15:00',
    end: '21:00',
    pricing: 'perPerson',
    rows: [
      { kind: 'adult', label: 'Adult', count: 2, unitFils: 25_000, totalFils: 50_000 },
      { kind: 'child', label: 'Child (3-11 years)', count: 1, unitFils: 12_500, totalFils: 12_500 },
      { kind: 'infant', label: 'Infant (0-2 years)', count: 1, unitFils: 0, totalFils: 0 },
    ],
    tickets: { adult: 2, child: 1, infant: 1 },
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
  },
  {
    title: 'Khasab dhow cruise, private, full day with lunch',
    start: '09:00',
    end: '17:00',
    pricing: 'perGroup',
    rows: [
      { kind: 'adult', label: 'Private group (up to 20 guests)', count: 1, unitFils: 320_000, totalFils: 320_000 },
    ],
    tickets: { adult: 10, child: 0, infant: 0 },
    cancellation: { refundable: false, tiers: [] },
    whereToBe: { kind: 'meetingPoint', place: 'Khasab port, gate 2', note: 'Bring your passport.' },
  },
];

function to12Hour(hhmm) {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A voucher of one to three items, each a line as an order stores it (decision 026). */
function voucherOf(index) {
  const lines = ITEMS.slice(0, 1 + (index % 3)).map((item, line) => {
    const totalFils = item.rows.reduce((sum, row) => sum + row.totalFils, 0);
    return {
      ...item,
      productId: `product-${line}`,
      module: 'entryTicket',
      date: `2026-12-0${line + 1}`,
      time: `${to12Hour(item.start)} - ${to12Hour(item.end)}`,
      adultCount: item.tickets.adult,
      unitFils: item.rows[0].unitFils,
      totalFils,
      pictures: [],
      tourType: item.pricing === 'perGroup' ? 'Private' : 'Shared',
      seats: item.pricing === 'perGroup' ? 1 : item.tickets.adult + item.tickets.child,
    };
  });
  const amount = lines.reduce((sum, line) => sum + line.totalFils, 0);
  return {
    reference: `RH-${String(100_000 + index)}`,
    status: 'confirmed',
    issuedTo: 'Layla Haddad',
    createdAt: '2026-11-21T08:30:00.000Z',
    lines,
    discountFils: index % 2 === 0 ? 1_000 : 0,
    amountPaidFils: amount - (index % 2 === 0 ? 1_000 : 0),
    voucherCode: crypto.randomBytes(16).toString('base64url'),
  };
}

export async function run(ctx) {
  const { root, options } = ctx;
  const renders = options.quick ? 50 : 200;
  const warmup = options.quick ? 10 : 30;
  const { renderVoucherPdf } = await import(
    pathToFileURL(path.join(root, 'apps/api/dist/modules/vouchers/voucher-pdf.js')).href
  );
  for (let index = 0; index < warmup; index++) await renderVoucherPdf(voucherOf(index));
  const times = [];
  let bytes = 0;
  for (let index = 0; index < renders; index++) {
    const voucher = voucherOf(index);
    const started = performance.now();
    const pdf = await renderVoucherPdf(voucher);
    times.push(performance.now() - started);
    bytes += pdf.length;
  }
  times.sort((a, b) => a - b);
  const median = ms(times[Math.floor(times.length / 2)]);
  const p95 = ms(times[Math.floor(times.length * 0.95)]);
  const sizeKb = Number((bytes / renders / 1024).toFixed(1));
  return {
    key: 'pdf',
    title: `Voucher PDF, warm, ${renders} renders (target: <= ${TARGET_MS} ms)`,
    columns: ['renders', 'median ms', 'p95 ms', 'size KB', 'target met'],
    rows: [[renders, median, p95, sizeKb, p95 <= TARGET_MS ? 'yes' : 'no']],
    results: { renders, medianMs: median, p95Ms: p95, sizeKb, meetsTarget: p95 <= TARGET_MS },
  };
}
