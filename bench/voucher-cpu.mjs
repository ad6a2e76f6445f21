import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const dist = process.argv[2] ?? 'dist';
const N = Number(process.argv[3] ?? 600);
const m = await import(pathToFileURL(path.join(ROOT, 'apps/api', dist, 'modules/vouchers/voucher-pdf.js')).href);
const { defaultShopSettings } = await import('@rihla/shared/schemas/shop');
const seller = { ...defaultShopSettings(), trn: '100123456700003' };
const line = (title) => ({
  productId: 'p',
  module: 'picnic',
  title,
  date: '2026-12-01',
  time: '9:00 AM - 5:00 PM',
  start: '09:00',
  end: '17:00',
  adultCount: 2,
  unitFils: 15000,
  totalFils: 30000,
  pictures: [],
  tourType: 'Individual',
  pricing: 'perPerson',
  tickets: { adult: 2, child: 0, infant: 0 },
  rows: [{ kind: 'adult', label: 'Adult', count: 2, unitFils: 15000, totalFils: 30000 }],
  seats: 2,
  cancellation: { refundable: true, tiers: [{ hoursBefore: 24, refundPercent: 100 }] },
  whereToBe: { kind: 'meetingPoint', place: 'Dibba port', note: '' },
});
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
