import { CURRENCY } from '@rihla/shared/constants';
import { formatAedAmount } from '@rihla/shared/rules/money';
import { currentLocale, intlLocale, t } from './i18n';

// Every date, time, number and amount a person reads is formatted here, in the page's language (decision 101):
// English exactly as the spec's texts write them, Arabic in ar-AE's forms with Western digits.

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A formatter of the current language, built once (toLocaleString with options builds one on every call). */
function numberFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = intlLocale('number');
  let format = numberFormats.get(`${locale} ${key}`);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(`${locale} ${key}`, format);
  }
  return format;
}

/** "AED 1,234.50" (the currency's code in both languages). */
export function formatPrice(aed: number): string {
  if (currentLocale() === 'en') return `${CURRENCY} ${formatAedAmount(aed)}`;
  return `${CURRENCY} ${numberFormat('amount', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(aed)}`;
}

/** A whole count grouped as the language groups it: "1,250". */
export function formatCount(count: number): string {
  return numberFormat('count', {}).format(count);
}

/** A date's parts in the current language, a YYYY-MM-DD date read at noon UTC so that no zone moves its day. */
export function formatDayOf(isoDate: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString(intlLocale('date'), { timeZone: 'UTC', ...options });
}

/** A YYYY-MM-DD date as "Sat, 28 Nov 2026" for people. */
export function formatDate(isoDate: string): string {
  return formatDayOf(isoDate, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
}

/** An instant's date in Dubai time, in the current language. */
export function formatDubaiDay(iso: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(intlLocale('date'), { ...options, timeZone: 'Asia/Dubai' });
}

/** An ISO timestamp as "21 Nov 2026" in Dubai time. */
export function formatTimestamp(iso: string): string {
  return formatDubaiDay(iso, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** An instant's time of day in Dubai: "8:00 AM"; `isTwentyFourHour` gives "08:00" in English. */
export function formatDubaiTime(iso: string, isTwentyFourHour = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return isTwentyFourHour
    ? date.toLocaleTimeString(intlLocale('date'), { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Dubai' })
    : date.toLocaleTimeString(intlLocale('time'), { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Dubai' });
}

/** An ISO timestamp as "Fri, 27 Nov 2026, 8:00 AM" in Dubai time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = formatDubaiDay(iso, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  return t('{day}, {time}', { day, time: formatDubaiTime(iso) });
}

/** "1 point", "1,250 points". */
export function formatPoints(points: number): string {
  return points === 1 ? t('1 point') : t('{count} points', { count: formatCount(points) });
}

/**
 * A text written left to right (a time range "9:30 AM - 7:00 PM" as the departures name it) kept in its order on an
 * Arabic page: isolated (U+2066 … U+2069), or its groups read from the right ("AM - 7:00 PM 9:30"); as it is in
 * English (decision 106).
 */
export function leftToRight(text: string): string {
  return currentLocale() === 'ar' && text ? `\u2066${text}\u2069` : text;
}
