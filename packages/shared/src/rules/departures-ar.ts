// The departures' sentences in Arabic (issue 37, decision 108): the cancellation terms, where to be and the schedule,
// as cancellationText, whereToBeText and scheduleText say them in English. The API answers them on Arabic pages (the
// request's language) and the voucher prints them; the English functions stay the spec's words byte for byte.
// Western digits (decision 101), counts through Arabic's plural rules (Intl.PluralRules, CLDR's six forms). Written by
// an AI in Modern Standard Arabic: all wait for a native speaker's review.
import type { TWhereToBe } from '../schemas/booking-terms.js';
import { pickupWindow, scheduleInWords, type TDepartureTerms, type TScheduleWords } from './departures.js';

const timeFormat = new Intl.DateTimeFormat('ar-AE-u-nu-latn', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
const arabicPlural = new Intl.PluralRules('ar');

/** Each time's words, kept once made (Intl's formatting is dear): a day has 1,440 minutes. */
const timeWords = new Map<string, string>();

/** An 'HH:mm' time in Arabic, 12-hour with ص / م: '9:00 ص'. */
export function timeInArabic(hhmm: string): string {
  const known = timeWords.get(hhmm);
  if (known !== undefined) return known;
  const [hours = Number.NaN, minutes = Number.NaN] = hhmm.split(':').map(Number);
  if (!Number.isFinite(hours) || !Number.isFinite(minutes)) return hhmm;
  const words = timeFormat.format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
  if (timeWords.size < 1440) timeWords.set(hhmm, words);
  return words;
}

export type TPluralForms = Record<'one' | 'two' | 'few' | 'many' | 'other', string>;

/** Arabic's plural forms of a counted word ('#' is the count); zero reads as 'other'. */
export function counted(forms: TPluralForms, count: number): string {
  const category = arabicPlural.select(count);
  const form = category === 'zero' ? forms.other : forms[category as keyof TPluralForms];
  return form.replace('#', String(count));
}

/** Hours before a departure, counted in Arabic: 'ساعة واحدة', 'ساعتين', '3 ساعات', '24 ساعة'. */
export const hoursInArabic = (hours: number): string =>
  counted({ one: 'ساعة واحدة', two: 'ساعتين', few: '# ساعات', many: '# ساعة', other: '# ساعة' }, hours);

/** A booking's cancellation terms in Arabic, as cancellationText says them in English. */
export function cancellationInArabic(terms: {
  refundable: boolean;
  tiers: ReadonlyArray<{ hoursBefore: number; refundPercent: number }>;
}): string {
  if (!terms.refundable || terms.tiers.length === 0) return 'غير قابل للاسترداد: لا يمكن إلغاء هذا الحجز.';
  const tiers = [...terms.tiers].sort((a, b) => b.hoursBefore - a.hoursBefore);
  const parts = tiers.map((tier, index) => {
    const earlier = tiers[index - 1];
    const share = tier.refundPercent === 100 ? 'استرداد كامل' : `استرداد ${tier.refundPercent}%`;
    return earlier
      ? `${share} بين ${hoursInArabic(earlier.hoursBefore)} و${hoursInArabic(tier.hoursBefore)} قبل الانطلاق`
      : `${share} عند الإلغاء قبل ${hoursInArabic(tier.hoursBefore)} على الأقل`;
  });
  const last = tiers[tiers.length - 1] as { hoursBefore: number };
  return `${parts.join('؛ ')}؛ ولا إلغاء بعد ذلك خلال ${hoursInArabic(last.hoursBefore)} قبل الانطلاق.`;
}

/** Where to be, in Arabic: the meeting point, or the hotel pick-up's window ('from' and 'to' as 'HH:mm'). */
export function whereToBeInArabic(
  whereToBe: { kind: 'meetingPoint'; place: string } | { kind: 'pickup'; zone: string },
  window: { from: string; to: string } | null,
): string {
  if (whereToBe.kind === 'meetingPoint') return `نقطة الالتقاء: ${whereToBe.place}`;
  const between = window ? ` بين ${timeInArabic(window.from)} و${timeInArabic(window.to)}` : '';
  return `الاصطحاب من الفندق (${whereToBe.zone})${between}`;
}

/** Where to be for one departure in Arabic, as whereToBeText says it in English (null without a place). */
export function whereToBeTextInArabic(whereToBe: TWhereToBe | null, start: string): string | null {
  return whereToBe ? whereToBeInArabic(whereToBe, pickupWindow(whereToBe, start)) : null;
}

/** Days named after 'كل يوم' (one weekday) and after 'أيام' (several), Sunday first. */
const WEEKDAYS_ALONE = ['أحد', 'اثنين', 'ثلاثاء', 'أربعاء', 'خميس', 'جمعة', 'سبت'];

/** Arabic joins a list with 'و' before every item after the first: '9:00 ص و2:00 م و5:00 م'. */
const joinArabic = (words: string[]): string => words.join(' و');

const ARABIC_SCHEDULE_WORDS: TScheduleWords = {
  weekdays: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
  months: [
    'يناير',
    'فبراير',
    'مارس',
    'أبريل',
    'مايو',
    'يونيو',
    'يوليو',
    'أغسطس',
    'سبتمبر',
    'أكتوبر',
    'نوفمبر',
    'ديسمبر',
  ],
  join: joinArabic,
  daily: 'يوميًا',
  dailyExcept: (weekday) => `يوميًا عدا ${weekday}`,
  onWeekdays: (days, names) =>
    days.length === 1 ? `كل يوم ${WEEKDAYS_ALONE[days[0] as number]}` : `أيام ${joinArabic(names)}`,
  seasonRange: ({ from, until, whole }) =>
    whole ? `من ${from.month} إلى ${until.month}` : `من ${from.day} ${from.month} إلى ${until.day} ${until.month}`,
  seasonYear: (range, year) => `، ${range} ${year}`,
  season: (range) => `، ${range}`,
  time: timeInArabic,
  many: (when, count, first, last) =>
    `${when}، ${counted({ one: 'رحلة واحدة', two: 'رحلتان', few: '# رحلات', many: '# رحلة', other: '# رحلة' }, count)} من ${first} إلى ${last}`,
  at: (when, starts) => `${when} الساعة ${starts}`,
  groupSeparator: '؛ ',
};

/** The schedule in Arabic words, as scheduleText says it in English: 'يوميًا الساعة 9:30 ص'. */
export function scheduleInArabic(terms: Pick<TDepartureTerms, 'schedule' | 'start' | 'end'>): string {
  return scheduleInWords(terms, ARABIC_SCHEDULE_WORDS);
}
