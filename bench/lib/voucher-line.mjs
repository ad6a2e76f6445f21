// One priced line of a voucher (two adults of a picnic), as the bench's voucher scripts draw it: bench/voucher-cpu.mjs
// times vouchers of it, bench/pdf-identical.mjs compares two builds' drawings of it (decision 135).
export const voucherLine = (title, extra = {}) => ({
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
  ...extra,
});
