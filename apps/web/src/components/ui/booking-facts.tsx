import { CalendarDays, Clock, Users } from 'lucide-react';
import { formatDate } from '../../lib/format';
import { t } from '../../lib/i18n';

export function adultCountLabel(count: number): string {
  return count === 1 ? t('1 adult') : t('{count} adults', { count });
}

/** The date, time range and number of adults of a booked or booking line. */
export function BookingFacts({
  date,
  time,
  adultCount,
  className = '',
}: {
  date: string;
  time: string;
  adultCount: number;
  className?: string;
}) {
  return (
    <ul className={`flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted ${className}`}>
      <li className="flex items-center gap-1.5">
        <CalendarDays size={15} aria-hidden="true" />
        <span className="sr-only">{t('Date')}: </span>
        {formatDate(date)}
      </li>
      <li className="flex items-center gap-1.5">
        <Clock size={15} aria-hidden="true" />
        <span className="sr-only">{t('Time')}: </span>
        {time}
      </li>
      <li className="flex items-center gap-1.5">
        <Users size={15} aria-hidden="true" />
        {adultCountLabel(adultCount)}
      </li>
    </ul>
  );
}
