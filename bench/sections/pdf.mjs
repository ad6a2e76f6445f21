// Issue 6, item 5: the time to render one order's voucher PDF, warm, in this process.
import crypto from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ms } from '../lib/temp.mjs';

const TARGET_MS = 30;

function voucherOf(index) {
  const lines = Array.from({ length: 1 + (index % 3) }, (_, line) => ({
    productId: `product-${line}`,
    module: 'entryTicket',
    title: [
      'Burj Khalifa At the Top, levels 124 and 125',
      'Khasab dhow cruise, full day with lunch',
      'Desert safari with BBQ dinner',
    ][line],
    date: '2026-12-0' + (line + 1),
    time: '9:00 AM - 5:00 PM',
    adultCount: 1 + line,
    unitFils: 15_000,
    totalFils: 15_000 * (1 + line),
    pictures: [],
    tourType: 'Shared',
  }));
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
