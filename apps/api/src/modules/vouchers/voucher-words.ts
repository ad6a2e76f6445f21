// The words of a voucher, a tax invoice and an order's messages in the order's language (issue 37, decision 103):
// the labels of each PDF in one table per language, side by side, and each booked line's facts (its trip, day,
// times, tickets, where to be, cancellation terms and pick-up) said in that language. The Arabic sentences are
// @rihla/shared/messages/shopper-ar's; written by an AI, waiting for a native speaker's review.
import {
  cancellationInArabic,
  dateInArabic,
  departureInArabic,
  lineTicketsInArabic,
  ltr,
  pickupInArabic,
  whereToBeInArabic,
} from '@rihla/shared/messages/shopper-ar';
import type { TContentLanguage } from '@rihla/shared/rules/content-language';
import { cancellationText, departureLabel, pickupWindow, whereToBeText } from '@rihla/shared/rules/departures';
import { counted, type TPluralForms } from '@rihla/shared/rules/departures-ar';
import { VAT_RATE_PERCENT } from '@rihla/shared/rules/money';
import { lineTicketsText } from '@rihla/shared/rules/ticket-words';
import { dateInWords } from '@rihla/shared/rules/time';
import type { TDb } from '../../db/database.js';
import { paymentDescriptionOf, type TPricedLine } from '../booking/index.js';
import { arabicTitlesOf } from '../catalogue/index.js';

/** The voucher's labels (its banner, fields, table, totals and footer). */
export const VOUCHER_WORDS = {
  en: {
    document: 'Booking voucher',
    caption: 'Show this voucher (printed or on your phone) at check-in.',
    reference: 'Booking reference',
    issuedTo: 'Issued to',
    bookedOn: 'Booked on',
    bookedOnValue: (day: string, status: string) => `${day}  -  status: ${status}`,
    activity: 'Activity',
    date: 'Date',
    departure: 'Departure',
    tickets: 'Tickets',
    whereToBe: 'Where to be',
    pickup: 'Pick-up',
    cancellation: 'Cancellation',
    subtotal: 'Subtotal',
    discount: 'Discount',
    totalPaid: 'Total paid',
    vatIncluded: (amount: string) => `VAT (${VAT_RATE_PERCENT}%) included: ${amount}`,
    trn: (trn: string) => `TRN: ${trn}`,
    points: (count: number) => `Points (${count.toLocaleString('en-US')})`,
    giftCard: 'Gift card',
    wallet: 'Wallet',
    card: 'Card',
    cash: 'Cash',
    page: (page: number, of: number) => `Page ${page} of ${of}`,
    voucherCode: (code: string) => `Voucher code: ${code}`,
    terms: 'Cancellations follow the terms of each activity; contact support with your booking reference.',
    soldBy: (legalName: string, phone: string, email: string) =>
      `Sold by ${legalName}  -  Support: ${phone}  -  ${email}`,
    guest: 'Guest',
    deletedAccount: 'Deleted account',
    status: (status: string) => status,
  },
  ar: {
    document: 'قسيمة الحجز',
    caption: 'أظهر هذه القسيمة (مطبوعة أو على هاتفك) عند تسجيل الحضور.',
    reference: 'رقم الحجز',
    issuedTo: 'صادرة باسم',
    bookedOn: 'تاريخ الحجز',
    bookedOnValue: (day: string, status: string) => `${day}  -  الحالة: ${status}`,
    activity: 'النشاط',
    date: 'التاريخ',
    departure: 'الانطلاق',
    tickets: 'التذاكر',
    whereToBe: 'مكان اللقاء',
    pickup: 'الاصطحاب',
    cancellation: 'الإلغاء',
    subtotal: 'المجموع الفرعي',
    discount: 'الخصم',
    totalPaid: 'إجمالي المدفوع',
    vatIncluded: (amount: string) => `شامل ضريبة القيمة المضافة (${VAT_RATE_PERCENT}%): ${amount}`,
    trn: (trn: string) => `الرقم الضريبي: ${trn}`,
    points: (count: number) => `النقاط (${count.toLocaleString('en-US')})`,
    giftCard: 'بطاقة هدية',
    wallet: 'المحفظة',
    card: 'البطاقة',
    cash: 'نقدًا',
    page: (page: number, of: number) => `صفحة ${page} من ${of}`,
    voucherCode: (code: string) => `رمز القسيمة: ${code}`,
    terms: 'يخضع الإلغاء لشروط كل نشاط؛ تواصل مع الدعم مع ذكر رقم حجزك.',
    soldBy: (legalName: string, phone: string, email: string) =>
      // The phone and email are left-to-right isolates: '+971 4 000 0000' never reads '0000 000 4 971+'.
      `البائع: ${legalName}  -  الدعم: ${ltr(phone)}  -  ${ltr(email)}`,
    guest: 'ضيف',
    deletedAccount: 'حساب محذوف',
    status: (status: string) => ORDER_STATUS_AR[status] ?? status,
  },
} as const satisfies Record<TContentLanguage, unknown>;

const ORDER_STATUS_AR: Readonly<Record<string, string>> = {
  confirmed: 'مؤكد',
  cancelled: 'ملغى',
  refunded: 'مسترد',
  failed: 'لم يتم',
};

/** The tax invoice's labels. */
export const INVOICE_WORDS = {
  en: {
    document: 'Tax invoice',
    title: (number: string) => `Tax invoice ${number}`,
    seller: 'SELLER',
    trn: (trn: string) => `TRN ${trn}`,
    number: 'Invoice number',
    date: 'Invoice date',
    reference: 'Order reference',
    billTo: 'BILL TO',
    description: 'Description',
    vatColumn: `VAT ${VAT_RATE_PERCENT}% included`,
    amountColumn: 'Amount incl. VAT',
    subtotal: 'Subtotal (incl. VAT)',
    discount: 'Discount',
    taxable: 'Taxable amount (excl. VAT)',
    vat: `VAT ${VAT_RATE_PERCENT}%`,
    total: 'Total (incl. VAT)',
    paidBy: 'PAID BY',
    paymentNote: 'Points, gift cards and wallet credit are means of payment: VAT is on the whole total.',
    refundedSince: 'REFUNDED SINCE',
    refunded: 'Refunded (incl. VAT)',
    vatRefunded: `VAT ${VAT_RATE_PERCENT}% refunded`,
    vatAfterRefunds: `VAT ${VAT_RATE_PERCENT}% after refunds`,
    footer: (legalName: string, trn: string, page: number, of: number) =>
      `${legalName} · TRN ${trn} · Prices include VAT at ${VAT_RATE_PERCENT}% · Page ${page} of ${of}`,
  },
  ar: {
    document: 'فاتورة ضريبية',
    title: (number: string) => `فاتورة ضريبية ${number}`,
    seller: 'البائع',
    trn: (trn: string) => `الرقم الضريبي ${trn}`,
    number: 'رقم الفاتورة',
    date: 'تاريخ الفاتورة',
    reference: 'رقم الطلب',
    billTo: 'فاتورة إلى',
    description: 'الوصف',
    vatColumn: `شامل ضريبة ${VAT_RATE_PERCENT}%`,
    amountColumn: 'المبلغ شامل الضريبة',
    subtotal: 'المجموع الفرعي (شامل الضريبة)',
    discount: 'الخصم',
    taxable: 'المبلغ الخاضع للضريبة (غير شامل الضريبة)',
    vat: `ضريبة القيمة المضافة ${VAT_RATE_PERCENT}%`,
    total: 'الإجمالي (شامل الضريبة)',
    paidBy: 'طريقة الدفع',
    paymentNote: 'النقاط وبطاقات الهدايا ورصيد المحفظة وسائل دفع: الضريبة على الإجمالي كاملًا.',
    refundedSince: 'المسترد لاحقًا',
    refunded: 'المسترد (شامل الضريبة)',
    vatRefunded: `ضريبة ${VAT_RATE_PERCENT}% المستردة`,
    vatAfterRefunds: `ضريبة ${VAT_RATE_PERCENT}% بعد الاسترداد`,
    footer: (legalName: string, trn: string, page: number, of: number) =>
      `${legalName} · الرقم الضريبي ${trn} · الأسعار شاملة ضريبة القيمة المضافة ${VAT_RATE_PERCENT}% · صفحة ${page} من ${of}`,
  },
} as const satisfies Record<TContentLanguage, unknown>;

type TLineFacts = Pick<
  TPricedLine,
  'productId' | 'title' | 'date' | 'start' | 'end' | 'time' | 'pricing' | 'rows' | 'tickets' | 'adultCount'
>;

/** A booked line's facts in one language. */
export interface TLineWords {
  language: TContentLanguage;
  /** The trip's title: its Arabic title where written (decision 102), else the one booked. */
  title(line: Pick<TPricedLine, 'productId' | 'title'>): string;
  /** A YYYY-MM-DD day: 'Tue 1 Dec 2026' / 'الثلاثاء، 1 ديسمبر 2026'. */
  date(date: string): string;
  /** The departure's times: '9:00 AM - 5:00 PM' / '9:00 ص - 5:00 م'. */
  departure(line: Pick<TPricedLine, 'start' | 'end'>): string;
  /** Day and times, as every message says when: 'Tue 1 Dec 2026, 9:00 AM - 5:00 PM'. */
  when(line: Pick<TPricedLine, 'date' | 'start' | 'end' | 'time'>): string;
  tickets(line: Pick<TPricedLine, 'pricing' | 'rows' | 'tickets' | 'adultCount'>): string;
  whereToBe(whereToBe: TPricedLine['whereToBe'], start: string): string | null;
  cancellation(terms: TPricedLine['cancellation']): string;
  /** A chosen pick-up (decision 095), from its parts; `text` is its English. */
  pickup(pickup: { time: string; name: string; area: string; text: string }): string;
  /**
   * A booking's trips in one phrase, as its payment page names them (the phone booking's payment link, decision 075):
   * the first trip, its day and times, and how many more.
   */
  trip(lines: ReadonlyArray<TPricedLine>): string;
}

const ENGLISH_WORDS: TLineWords = {
  language: 'en',
  title: (line) => line.title,
  date: dateInWords,
  departure: departureLabel,
  when: (line) => `${dateInWords(line.date)}, ${line.time}`,
  // As the voucher's ticketsText says it (decision 091).
  tickets: (line) =>
    lineTicketsText({ pricing: line.pricing, guests: line.tickets.adult || line.adultCount, rows: line.rows }),
  whereToBe: whereToBeText,
  cancellation: cancellationText,
  pickup: (pickup) => pickup.text,
  trip: paymentDescriptionOf,
};

/** More trips of a booking than its first, in Arabic: 'ورحلة أخرى'، 'ورحلتان أخريان'، 'و3 رحلات أخرى'، 'و11 رحلة أخرى'. */
const MORE_TRIPS_AR: TPluralForms = {
  one: 'رحلة أخرى',
  two: 'رحلتان أخريان',
  few: '# رحلات أخرى',
  many: '# رحلة أخرى',
  other: '# رحلة أخرى',
};

/** A booked line's facts in a language; Arabic names each trip by its Arabic title in `arabicTitles` where written. */
export function lineWords(language: TContentLanguage, arabicTitles: ReadonlyMap<string, string> = new Map()) {
  if (language === 'en') return ENGLISH_WORDS;
  const words: TLineWords = {
    language,
    title: (line) => arabicTitles.get(line.productId) ?? line.title,
    date: dateInArabic,
    departure: departureInArabic,
    when: (line) => `${dateInArabic(line.date)}، ${departureInArabic(line)}`,
    tickets: (line) =>
      lineTicketsInArabic({ pricing: line.pricing, guests: line.tickets.adult || line.adultCount, rows: line.rows }),
    whereToBe: (whereToBe, start) => (whereToBe ? whereToBeInArabic(whereToBe, pickupWindow(whereToBe, start)) : null),
    cancellation: cancellationInArabic,
    pickup: pickupInArabic,
    trip: (lines) => {
      const [first, ...rest] = lines;
      if (!first) return 'حجز';
      const more = rest.length > 0 ? ` و${counted(MORE_TRIPS_AR, rest.length)}` : '';
      return `${words.title(first)}، ${words.when(first)}${more}`;
    },
  };
  return words;
}

/** The words of an order's lines in a language, reading the Arabic titles of its trips when it is Arabic. */
export async function lineWordsOf(
  db: TDb,
  language: TContentLanguage,
  lines: ReadonlyArray<Pick<TLineFacts, 'productId'>>,
): Promise<TLineWords> {
  if (language === 'en') return ENGLISH_WORDS;
  return lineWords(
    language,
    await arabicTitlesOf(
      db,
      lines.map((line) => line.productId),
    ),
  );
}
