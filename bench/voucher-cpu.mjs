// Issue 38 (decision 135): a build's voucher PDF alone, in ms of CPU per voucher: 200 vouchers to warm up, then N
// English and N Arabic ones of one line, each with a random 43-character voucher code as orders have.
//
//   npm run build && node bench/voucher-cpu.mjs [dist] [N]
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { voucherLine } from './lib/voucher-line.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const dist = process.argv[2] ?? 'dist';
const N = Number(process.argv[3] ?? 600);
const m = await import(pathToFileURL(path.join(ROOT, 'apps/api', dist, 'modules/vouchers/voucher-pdf.js')).href);
const { defaultShopSettings } = await import('@rihla/shared/schemas/shop');
const seller = { ...defaultShopSettings(), trn: '100123456700003' };
const line = voucherLine;
const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const code = () => Array.from({ length: 43 }, () => A[Math.floor(Math.random() * 64)]).join('');
const voucher = (language, i) => ({
  reference: `RH-${10000000 + i}`,
  status: 'confirmed',
  issuedTo: language === 'ar' ? 'ليلى أحمد' : 'Layla Ahmed',
  createdAt: '2026-11-20T10:00:00.000Z',
  lines: [line(language === 'ar' ? 'رحلة دبا بالقارب الشراعي' : 'Dibba dhow cruise to Musandam')],
  discountFils: 0,
  amountPaidFils: 30000,
  voucherCode: code(),
  seller,
  language,
});
if (m.warmVoucherRenderer) await m.warmVoucherRenderer();
for (let i = 0; i < 200; i++) await m.renderVoucherPdf(voucher(i % 2 ? 'ar' : 'en', i));
for (const lang of ['en', 'ar']) {
  const t = process.cpuUsage();
  for (let i = 0; i < N; i++) await m.renderVoucherPdf(voucher(lang, i));
  const u = process.cpuUsage(t);
  console.log(dist, lang, ((u.user + u.system) / 1000 / N).toFixed(3), 'ms/voucher');
}
