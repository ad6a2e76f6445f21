import type { TOrderItem } from '@rihla/shared/schemas/booking';
import { CalendarDays, Clock, MapPin, Undo2, Users } from 'lucide-react';
import { formatDate, leftToRight } from '../../lib/format';
import { t } from '../../lib/i18n';
import { ticketCountText } from '../../lib/ticket-words';

/**
 * The people of a line in words, one entry per ticket type booked ('2 adults', '1 child', '1 infant'); a
 * private group is its label and its guests (held in adultCount).
 */
export function ticketCountLabels(
  item: Pick<TOrderItem, 'adultCount' | 'childCount' | 'infantCount' | 'pricing' | 'tickets'>,
): string[] {
  if (item.pricing === 'perGroup') {
    const group = item.tickets[0]?.label;
    return [group ? t(group) : t('Private group'), ticketCountText('guest', item.adultCount)];
  }
  const labels: string[] = [];
  if (item.adultCount > 0) labels.push(ticketCountText('adult', item.adultCount));
  if (item.childCount > 0) labels.push(ticketCountText('child', item.childCount));
  if (item.infantCount > 0) labels.push(ticketCountText('infant', item.infantCount));
  return labels;
}

/** The date, departure time and people of a booked or booking line. */
export function BookingFacts({
  item,
  className = '',
}: {
  item: Pick<TOrderItem, 'date' | 'time' | 'adultCount' | 'childCount' | 'infantCount' | 'pricing' | 'tickets'>;
  className?: string;
}) {
  return (
    <ul className={`flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted ${className}`}>
      <li className="flex items-center gap-1.5">
        <CalendarDays size={15} aria-hidden="true" />
        <span className="sr-only">{t('Date')}: </span>
        {formatDate(item.date)}
      </li>
      <li className="flex items-center gap-1.5">
        <Clock size={15} aria-hidden="true" />
        <span className="sr-only">{t('Time')}: </span>
        {leftToRight(item.time)}
      </li>
      <li className="flex flex-wrap items-center gap-x-1.5">
        <Users size={15} aria-hidden="true" />
        {ticketCountLabels(item).map((label, index, labels) => (
          <span key={label}>
            <span>{label}</span>
            {index < labels.length - 1 && <span aria-hidden="true">,</span>}
          </span>
        ))}
      </li>
    </ul>
  );
}

/** Where to be and the cancellation terms a line is sold with, in words. */
export function LineTerms({
  item,
  className = '',
}: {
  item: Pick<TOrderItem, 'whereToBe' | 'cancellation'>;
  className?: string;
}) {
  return (
    <ul className={`space-y-1 text-xs text-muted ${className}`}>
      {item.whereToBe && (
        <li className="flex items-start gap-1.5">
          <MapPin size={14} aria-hidden="true" className="mt-px shrink-0" />
          <span>
            <span className="sr-only">{t('Where to be')}: </span>
            {t(item.whereToBe)}
          </span>
        </li>
      )}
      <li className="flex items-start gap-1.5">
        <Undo2 size={14} aria-hidden="true" className="mt-px shrink-0" />
        <span>
          <span className="sr-only">{t('Cancellation')}: </span>
          {t(item.cancellation.text)}
        </span>
      </li>
    </ul>
  );
}
