import { groupLabel } from '@rihla/shared/rules/departures';
import type { TWhereToBe } from '@rihla/shared/schemas/booking-terms';
import type { TProductDetail } from '@rihla/shared/schemas/catalogue';
import { CalendarClock, Flag, MapPin, Navigation, Ticket, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { contentLanguage } from '../../../lib/content-language';
import { formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { safe12Hour } from './time-text';

/** Minutes as people say them: '45 min', '2 hr', '2 hr 30 min'. */
export function minutesText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('{m} min', { m: rest });
  return rest === 0 ? t('{h} hr', { h: hours }) : t('{h} hr {m} min', { h: hours, m: rest });
}

/** Where the shopper has to be, in words, for any departure: the place, then when relative to the departure. */
export function whereToBeParts(whereToBe: TWhereToBe): { title: string; place: string; when: string | null } {
  if (whereToBe.kind === 'meetingPoint') {
    return { title: t('Meeting point'), place: whereToBe.place, when: whereToBe.note || null };
  }
  const before =
    whereToBe.minutesBefore === 0
      ? t('At departure time')
      : t('{time} before departure', { time: minutesText(whereToBe.minutesBefore) });
  const window = whereToBe.windowMinutes > 0 ? t('{n}-minute window', { n: whereToBe.windowMinutes }) : null;
  const when = [before, window, whereToBe.note || null].filter(Boolean).join(', ');
  return { title: t('Hotel pick-up ({zone})', { zone: whereToBe.zone }), place: '', when };
}

/** Each ticket type's price, or the one price of a private group. */
export function ticketPrices(product: TProductDetail): { label: string; price: string }[] {
  const { booking } = product;
  if (booking.pricing === 'perGroup') {
    const group = booking.ticketTypes.find((type) => type.kind === 'adult');
    return [{ label: t(groupLabel(booking.maxPeople)), price: formatPrice(group?.price ?? product.price) }];
  }
  return booking.ticketTypes.map((type) => ({
    label: t(type.label),
    price: type.price === 0 ? t('Free') : formatPrice(type.price),
  }));
}

interface TRow {
  key: string;
  icon: ReactNode;
  title: string;
  time?: string;
  lines: string[];
  /** The lines that are the operator's content (places, notes): marked with their language (decision 105). */
  content?: string[];
}

/**
 * Where to be and when (SPEC section 2 "Departure and return", issue 15): the meeting point or hotel pick-up
 * when the product has one, distinct from the destination; the schedule in words; the return on detail pages;
 * then the price of each ticket type.
 */
export function DepartureCard({ product, showReturn = true }: { product: TProductDetail; showReturn?: boolean }) {
  const { booking } = product;
  const iconProps = { size: 18, 'aria-hidden': true } as const;
  const rows: TRow[] = [];
  if (booking.whereToBe) {
    const where = whereToBeParts(booking.whereToBe);
    rows.push({
      key: 'where',
      icon: <Navigation {...iconProps} />,
      title: t('Where to be'),
      lines: [where.title, where.place, where.when ?? ''].filter(Boolean),
      content: [where.place, booking.whereToBe.note],
    });
    if (product.location) {
      rows.push({
        key: 'destination',
        icon: <MapPin {...iconProps} />,
        title: t('Destination'),
        lines: [product.location],
        content: [product.location],
      });
    }
  } else if (showReturn && (product.location || product.start)) {
    rows.push({
      key: 'departure',
      icon: <MapPin {...iconProps} />,
      title: t('Departure'),
      time: safe12Hour(product.start),
      lines: product.location ? [product.location] : [],
      content: [product.location],
    });
  }
  if (booking.scheduleText) {
    rows.push({
      key: 'schedule',
      icon: <CalendarClock {...iconProps} />,
      title: t('Departures'),
      lines: [t(booking.scheduleText)],
    });
  }
  if (showReturn && (product.return_location || product.return_time)) {
    rows.push({
      key: 'return',
      icon: <Flag {...iconProps} />,
      title: t('Return'),
      time: safe12Hour(product.return_time),
      lines: product.return_location ? [product.return_location] : [],
      content: [product.return_location],
    });
  }
  const prices = ticketPrices(product);
  return (
    <section aria-labelledby="departure-title" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="departure-title" className="mb-3 text-base font-bold text-ink">
        {booking.whereToBe ? t('Where to be and when') : t('Departure and return')}
      </h2>
      {rows.length > 0 && (
        <ol className="relative space-y-4 before:absolute before:start-[17px] before:top-9 before:bottom-9 before:w-px before:bg-line">
          {rows.map((row) => (
            <li key={row.key} className="relative flex gap-3">
              <span className="z-10 grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
                {row.icon}
              </span>
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-ink">
                  {row.title}
                  {row.time && <span className="font-normal text-muted"> · {row.time}</span>}
                </p>
                {row.lines.map((line) => (
                  <p key={line} className="text-muted" {...(row.content?.includes(line) && contentLanguage(line))}>
                    {line}
                  </p>
                ))}
              </div>
            </li>
          ))}
        </ol>
      )}
      {prices.length > 0 && (
        <div className="mt-4 border-t border-line pt-4">
          <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold text-ink">
            <Ticket size={16} aria-hidden="true" className="text-brand-700" />
            {t('Ticket prices')}
          </h3>
          <dl className="space-y-1 text-sm">
            {prices.map((row) => (
              <div key={row.label} className="flex justify-between gap-3">
                <dt className="text-muted">{row.label}</dt>
                <dd className="font-semibold whitespace-nowrap text-ink">{row.price}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </section>
  );
}

/** The cancellation terms of the product, before purchase (issue 15): the tiers in words. */
export function CancellationCard({ product }: { product: TProductDetail }) {
  return (
    <section aria-labelledby="cancellation-title" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="cancellation-title" className="mb-2 flex items-center gap-2 text-base font-bold text-ink">
        <Undo2 size={18} aria-hidden="true" className="text-brand-700" />
        {t('Cancellation')}
      </h2>
      <p className="text-sm text-muted">{t(product.booking.cancellation.text)}</p>
    </section>
  );
}
