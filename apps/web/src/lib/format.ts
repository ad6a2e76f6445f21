import { CURRENCY } from '@rihla/shared/constants';
import { formatAedAmount } from '@rihla/shared/rules/money';
import { t } from './i18n';

/** "AED 1,234.50" */
export function formatPrice(aed: number): string {
  return `${CURRENCY} ${formatAedAmount(aed)}`;
}

/** A YYYY-MM-DD date as "Sat, 28 Nov 2026" for people. */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** An ISO timestamp as "21 Nov 2026" in Dubai time. */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Dubai' });
}

/** An ISO timestamp as "Fri, 27 Nov 2026, 8:00 AM" in Dubai time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = date.toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Dubai',
  });
  const time = date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Dubai' });
  return `${day}, ${time}`;
}

let pointsFormat: Intl.NumberFormat | undefined;

/** "1 point", "1,250 points". */
export function formatPoints(points: number): string {
  pointsFormat ??= new Intl.NumberFormat('en-US');
  return points === 1 ? t('1 point') : t('{count} points', { count: pointsFormat.format(points) });
}
