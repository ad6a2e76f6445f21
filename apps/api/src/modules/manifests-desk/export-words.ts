// The manifest's and the border list's downloads in the operator's language (issue 37, decision 111): every label,
// heading, column and flag of their CSVs and PDFs, English and Arabic side by side. The English is what the downloads
// always said, word for word. The Arabic is written by an AI in Modern Standard Arabic (the back office's own words,
// `apps/web/src/locales/admin-ar.json`, where it says the same thing) and waits for a native speaker's review.
// Names, passport numbers, dates, times and references are data: they are printed as written, in either language;
// inside an Arabic line a date or time is a left-to-right isolate (`ltr`), so '2026-12-05' never reads '05-12-2026'.
import { ltr, ticketRowInArabic } from '@rihla/shared/messages/shopper-ar';
import type { TLanguage } from '@rihla/shared/rules/languages';
import { ticketRowText } from '@rihla/shared/rules/ticket-words';
import { waiverWords } from '@rihla/shared/rules/waiver-words';
import type { TManifestBooking } from '@rihla/shared/schemas/operator-manifests';
import type { TLineDirection } from '../../lib/pdf-type/visual-runs.js';

type TTicketRows = TManifestBooking['tickets'];
type TWaiverOf = Pick<TManifestBooking, 'waiver' | 'passengers' | 'leadName'>;
type TPluralForms = Record<'one' | 'two' | 'few' | 'many' | 'other', string>;

const arabicPlural = new Intl.PluralRules('ar');

/** A count in Arabic's plural forms ('#' is the count); zero reads as 'other'. */
function counted(forms: TPluralForms, count: number): string {
  const category = arabicPlural.select(count);
  const form = category === 'zero' ? forms.other : forms[category as keyof TPluralForms];
  return form.replace('#', String(count));
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The words a manifest or border list download needs in one language. */
export interface TExportWords {
  language: TLanguage;
  /**
   * The direction of the lines with words in them: right to left in Arabic even when they start with a Latin name;
   * left to right in English even when they start with an Arabic one ('[ ] 1. عالية المنصوري · AE').
   */
  direction: TLineDirection;
  manifestCsvHeader: readonly string[];
  /** The manifest PDF's six columns: reference, lead name, phone, tickets, notes, checked in. */
  manifestColumns: readonly [string, string, string, string, string, string];
  borderListCsvHeader: readonly string[];
  /** The border list PDF's seven columns: no., full name, nationality, date of birth, passport, expiry, booking. */
  borderListColumns: readonly [string, string, string, string, string, string, string];
  tickets(rows: TTicketRows): string;
  /** '2 of 4': how many of a booking's tickets are in. */
  checkedInOf(checked: number, of: number): string;
  passenger(number: number): string;
  /** A passenger's fact in the manifest CSV's passengers cell. */
  checkedIn: string;
  /** 'missing: a, b' in the manifest CSV's passengers cell. */
  missingFact(missing: readonly string[]): string;
  /** 'MISSING: a, b': the flag of the PDFs and the border list's CSV. */
  missingFlag(missing: readonly string[]): string;
  details: { complete: string; missing: string };
  waiver(booking: TWaiverOf): string;
  pickup(pickup: { time: string; name: string; area: string }): string;
  /** A passenger's check-in mark on the manifest PDF. */
  inMark: string;
  outMark: string;
  /** Joins a list of facts inside a cell or a line. */
  comma: string;
  manifestTitle(title: string, date: string, start: string): string;
  manifestSummary(departure: TManifestSummaryOf, guides: readonly string[]): string;
  manifestFooter(title: string, date: string, start: string, page: number, pages: number): string;
  nationality(code: string): string;
  borderListTitle(title: string, date: string, start: string): string;
  borderListHeading(shopName: string): string;
  borderListLines(facts: TBorderListFacts): string[];
  borderListFooter(shopName: string, title: string, date: string, start: string, page: number, pages: number): string;
}

export interface TManifestSummaryOf {
  date: string;
  start: string;
  end: string;
  bookings: number;
  bookedSeats: number;
  capacity: number;
  checkedInTickets: number;
  tickets: number;
}

export interface TBorderListFacts {
  date: string;
  start: string;
  end: string;
  guides: readonly string[];
  passengers: number;
  bookings: number;
  missing: number;
  shopName: string;
  printedDate: string;
  printedClock: string;
}

const englishRegions = new Intl.DisplayNames(['en'], { type: 'region' });
const arabicRegions = new Intl.DisplayNames(['ar'], { type: 'region' });

/** 'India (IN)', 'الهند (IN)': the country's name and its code; blank when not given. */
function nationalityIn(names: Intl.DisplayNames, code: string): string {
  if (code === '') return '';
  try {
    return `${names.of(code) ?? code} (${code})`;
  } catch {
    return code;
  }
}

const ENGLISH: TExportWords = {
  language: 'en',
  direction: 'ltr',
  manifestCsvHeader: [
    'Reference',
    'Lead name',
    'Phone',
    'Tickets',
    'Seats',
    'Notes',
    'Checked in',
    'Checked in at',
    'Checked in by',
    'Passengers',
    'Details',
    // Where and when the booking is collected (decision 095); a pick-up run is this file sorted by these columns.
    'Pick-up time',
    'Pick-up point',
    'Pick-up area',
    // Who has not accepted the trip's waiver (decision 096); blank when it asks none.
    'Waiver',
  ],
  manifestColumns: ['Reference', 'Lead name', 'Phone', 'Tickets', 'Notes', 'Checked in'],
  borderListCsvHeader: [
    'No.',
    'Full name',
    'Nationality',
    'Date of birth',
    'Passport number',
    'Passport expiry',
    'Booking',
    'Lead name',
    'Missing',
  ],
  borderListColumns: [
    'No.',
    'Full name',
    'Nationality',
    'Date of birth',
    'Passport number',
    'Passport expiry',
    'Booking',
  ],
  tickets: (rows) => rows.map(ticketRowText).join(', '),
  checkedInOf: (checked, of) => `${checked} of ${of}`,
  passenger: (number) => `Passenger ${number}`,
  checkedIn: 'checked in',
  missingFact: (missing) => `missing: ${missing.join(', ')}`,
  missingFlag: (missing) => `MISSING: ${missing.join(', ')}`,
  details: { complete: 'complete', missing: 'missing' },
  waiver: waiverWords,
  pickup: (pickup) => `Pick-up ${pickup.time} · ${pickup.name}, ${pickup.area}`,
  inMark: '[in] ',
  outMark: '[  ] ',
  comma: ', ',
  manifestTitle: (title, date, start) => `Manifest ${title} ${date} ${start}`,
  manifestSummary: (d, guides) =>
    `${d.date} ${d.start}-${d.end} · ${d.bookings} booking${d.bookings === 1 ? '' : 's'}, ${d.bookedSeats} seats of ${d.capacity} · ${d.checkedInTickets} of ${d.tickets} passengers checked in · Guides: ${guides.join(', ') || 'none assigned'}`,
  manifestFooter: (title, date, start, page, pages) => `${title} · ${date} ${start} · Page ${page} of ${pages}`,
  nationality: (code) => nationalityIn(englishRegions, code),
  borderListTitle: (title, date, start) => `Border list ${title} ${date} ${start}`,
  borderListHeading: (shopName) => `${shopName} · Border list`,
  borderListLines: (f) => [
    `Departure: ${f.date} at ${f.start} (Dubai time), returning ${f.end}${f.guides.length > 0 ? ` · Guides: ${f.guides.join(', ')}` : ''}`,
    `${plural(f.passengers, 'passenger')} in ${plural(f.bookings, 'booking')}${f.missing > 0 ? ` · ${f.missing} with details missing (marked below)` : ' · every passenger’s details given'}`,
    `Prepared by ${f.shopName} on ${f.printedDate} at ${f.printedClock} (Dubai time)`,
  ],
  borderListFooter: (shopName, title, date, start, page, pages) =>
    `${shopName} · Border list · ${title} · ${date} ${start} · Page ${page} of ${pages}`,
};

/** What a passenger or booking lacks (STANDARD_DETAIL_WORDS, the border list's 'not asked') in Arabic. */
const MISSING_AR: Readonly<Record<string, string>> = {
  'full name': 'الاسم الكامل',
  nationality: 'الجنسية',
  'date of birth': 'تاريخ الميلاد',
  'passport number and expiry': 'رقم جواز السفر وتاريخ انتهائه',
  'phone number': 'رقم الهاتف',
  'details not asked by this trip': 'لا تطلب هذه الرحلة بيانات الركاب',
};
/** A question's own label (product content) is printed as the product writes it. */
const missingAr = (missing: readonly string[]) => missing.map((each) => MISSING_AR[each] ?? each).join('، ');

const BOOKINGS_AR: TPluralForms = { one: 'حجز واحد', two: 'حجزان', few: '# حجوزات', many: '# حجزًا', other: '# حجز' };
/** After 'في' (in): the dual's genitive. */
const IN_BOOKINGS_AR: TPluralForms = { ...BOOKINGS_AR, two: 'حجزين' };
const PASSENGERS_AR: TPluralForms = {
  one: 'راكب واحد',
  two: 'راكبان',
  few: '# ركاب',
  many: '# راكبًا',
  other: '# راكب',
};
/** After 'من' (of): the dual's genitive. */
const OF_PASSENGERS_AR: TPluralForms = { ...PASSENGERS_AR, two: 'راكبين' };

/** How many passengers lack details, after the border list's count ('· بيانات راكب واحد ناقصة (مُعلَّمة أدناه)'). */
function missingOfAr(missing: number): string {
  if (missing === 0) return ' · بيانات جميع الركاب مكتملة';
  if (missing === 1) return ' · بيانات راكب واحد ناقصة (مُعلَّمة أدناه)';
  return ` · بيانات ناقصة لدى ${missing} منهم (مُعلَّمة أدناه)`;
}

const ARABIC: TExportWords = {
  language: 'ar',
  direction: 'rtl',
  manifestCsvHeader: [
    'المرجع',
    'اسم صاحب الحجز',
    'الهاتف',
    'التذاكر',
    'المقاعد',
    'الملاحظات',
    'الحضور',
    'وقت تسجيل الحضور',
    'سجّل الحضور',
    'الركاب',
    'البيانات',
    'وقت الاصطحاب',
    'نقطة الاصطحاب',
    'منطقة الاصطحاب',
    'الإقرار',
  ],
  manifestColumns: ['المرجع', 'اسم صاحب الحجز', 'الهاتف', 'التذاكر', 'الملاحظات', 'الحضور'],
  borderListCsvHeader: [
    'م',
    'الاسم الكامل',
    'الجنسية',
    'تاريخ الميلاد',
    'رقم جواز السفر',
    'تاريخ انتهاء الجواز',
    'الحجز',
    'اسم صاحب الحجز',
    'البيانات الناقصة',
  ],
  borderListColumns: ['م', 'الاسم الكامل', 'الجنسية', 'تاريخ الميلاد', 'رقم جواز السفر', 'انتهاء الجواز', 'الحجز'],
  tickets: (rows) => rows.map(ticketRowInArabic).join('، '),
  checkedInOf: (checked, of) => `${checked} من ${of}`,
  passenger: (number) => `الراكب ${number}`,
  checkedIn: 'سُجّل حضوره',
  missingFact: (missing) => `ناقص: ${missingAr(missing)}`,
  missingFlag: (missing) => `بيانات ناقصة: ${missingAr(missing)}`,
  details: { complete: 'مكتملة', missing: 'ناقصة' },
  waiver: (booking) => {
    if (!booking.waiver) return '';
    const passengers = booking.passengers ?? [];
    const names = booking.waiver.needed.map((number) => {
      const name = passengers.find((each) => each.number === number)?.fullName;
      if (name) return `${number}. ${name}`;
      return number === 1 && passengers.length === 0 ? booking.leadName : `الراكب ${number}`;
    });
    return names.length > 0 ? `لم يوافق على الإقرار: ${names.join('، ')}` : 'تمت الموافقة على الإقرار';
  },
  pickup: (pickup) => `الاصطحاب ${ltr(pickup.time)} · ${pickup.name}، ${pickup.area}`,
  inMark: '[حضر] ',
  outMark: '[      ] ',
  comma: '، ',
  manifestTitle: (title, date, start) => `كشف الركاب ${title} ${date} ${start}`,
  manifestSummary: (d, guides) =>
    `${ltr(`${d.date} ${d.start}-${d.end}`)} · ${counted(BOOKINGS_AR, d.bookings)}، ${d.bookedSeats} من ${d.capacity} مقعدًا · سُجّل حضور ${d.checkedInTickets} من ${counted(OF_PASSENGERS_AR, d.tickets)} · المرشدون: ${guides.join('، ') || 'لم يُعيَّن أحد'}`,
  manifestFooter: (title, date, start, page, pages) =>
    `${title} · ${ltr(`${date} ${start}`)} · الصفحة ${page} من ${pages}`,
  nationality: (code) => nationalityIn(arabicRegions, code),
  borderListTitle: (title, date, start) => `قائمة الحدود ${title} ${date} ${start}`,
  borderListHeading: (shopName) => `${shopName} · قائمة الحدود`,
  borderListLines: (f) => [
    `الانطلاق: ${ltr(f.date)} الساعة ${ltr(f.start)} (بتوقيت دبي)، والعودة ${ltr(f.end)}${f.guides.length > 0 ? ` · المرشدون: ${f.guides.join('، ')}` : ''}`,
    `${counted(PASSENGERS_AR, f.passengers)} في ${counted(IN_BOOKINGS_AR, f.bookings)}${missingOfAr(f.missing)}`,
    `أعدّها ${f.shopName} في ${ltr(f.printedDate)} الساعة ${ltr(f.printedClock)} (بتوقيت دبي)`,
  ],
  borderListFooter: (shopName, title, date, start, page, pages) =>
    `${shopName} · قائمة الحدود · ${title} · ${ltr(`${date} ${start}`)} · الصفحة ${page} من ${pages}`,
};

/** The downloads' words in the operator's language (decision 104's `operators.language`). */
export const EXPORT_WORDS: Readonly<Record<TLanguage, TExportWords>> = { en: ENGLISH, ar: ARABIC };
