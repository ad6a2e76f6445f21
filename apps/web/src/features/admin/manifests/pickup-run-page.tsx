import { pickupRunOrder } from '@rihla/shared/rules/pickups';
import type { TManifestBooking } from '@rihla/shared/schemas/operator-manifests';
import { ArrowLeft, MapPin } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { ticketCountText } from '../../../lib/ticket-words';
import { AdminCard, ScreenHeading } from '../components/admin-ui';
import { departureOfParams, departurePath, useManifest } from './manifest-calls';

/** The stops of a run: the bookings collected at one point at one time, in the run's order. */
function stopsOf(bookings: TManifestBooking[]) {
  const stops: Array<{ key: string; pickup: NonNullable<TManifestBooking['pickup']>; bookings: TManifestBooking[] }> =
    [];
  for (const booking of pickupRunOrder(bookings)) {
    if (!booking.pickup) continue;
    const key = `${booking.pickup.at} ${booking.pickup.pointId}`;
    const last = stops.at(-1);
    if (last?.key === key) last.bookings.push(booking);
    else stops.push({ key, pickup: booking.pickup, bookings: [booking] });
  }
  return stops;
}

/**
 * /admin/check-in/:productId/:date/:start/pickups: the pick-up run of a departure (issue 36, decision 095), the
 * manifest's bookings by pick-up time then area, a stop a point, and those who make their own way at the end. The
 * manifest's CSV carries the same pick-up columns.
 */
export function PickupRunPage() {
  const key = departureOfParams(useParams());
  const manifest = useManifest(key);
  if (manifest.isPending) return <Spinner />;
  if (manifest.isError) {
    return (
      <>
        <ScreenHeading title={t('Pick-up run')} />
        <p role="alert" className="text-danger">
          {manifest.error.message}
        </p>
      </>
    );
  }
  const { departure, bookings } = manifest.data;
  const stops = stopsOf(bookings);
  const ownWay = bookings.filter((booking) => !booking.pickup);
  const guests = (booking: TManifestBooking) =>
    booking.tickets.map((ticket) => ticketCountText(ticket.kind, ticket.count, ticket.label)).join(', ');
  return (
    <>
      <Link
        to={departurePath(departure)}
        className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700"
      >
        <ArrowLeft size={16} aria-hidden="true" className="rtl:rotate-180" />
        {t('Manifest')}
      </Link>
      <ScreenHeading
        title={t('Pick-up run: {title}', { title: departure.title })}
        lead={t('{date}, departing {start}', { date: departure.date, start: departure.start })}
      />
      <div className="space-y-6">
        <AdminCard title={t('Stops')}>
          {stops.length === 0 ? (
            <p className="text-sm text-muted">{t('No booking of this departure has chosen a pick-up yet.')}</p>
          ) : (
            <ol className="space-y-3" aria-label={t('Pick-up stops')}>
              {stops.map((stop) => (
                <li key={stop.key} className="rounded-xl border border-line p-4" data-testid="pickup-stop">
                  <div className="flex flex-wrap items-baseline gap-x-3">
                    <p className="text-lg font-bold text-ink">{stop.pickup.time}</p>
                    <p className="min-w-0 break-words font-semibold">
                      {stop.pickup.name}, {stop.pickup.area}
                    </p>
                  </div>
                  <p className="mt-1 flex items-start gap-1 text-sm text-muted">
                    <MapPin size={14} aria-hidden="true" className="mt-0.5 shrink-0" />
                    <span className="min-w-0 break-words">{stop.pickup.address}</span>
                  </p>
                  <ul className="mt-2 space-y-1">
                    {stop.bookings.map((booking) => (
                      <li key={booking.orderId} className="flex flex-wrap gap-x-3 text-sm">
                        <span className="font-mono">{booking.reference}</span>
                        <span className="font-semibold break-words">{booking.leadName}</span>
                        <span>{guests(booking)}</span>
                        {booking.phone && (
                          <a className="underline" href={`tel:${booking.phone}`}>
                            {booking.phone}
                          </a>
                        )}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          )}
        </AdminCard>
        {ownWay.length > 0 && (
          <AdminCard title={t('No pick-up chosen')}>
            <ul className="space-y-1">
              {ownWay.map((booking) => (
                <li key={booking.orderId} className="flex flex-wrap gap-x-3 text-sm">
                  <span className="font-mono">{booking.reference}</span>
                  <span className="font-semibold break-words">{booking.leadName}</span>
                  <span>{guests(booking)}</span>
                </li>
              ))}
            </ul>
          </AdminCard>
        )}
      </div>
    </>
  );
}
