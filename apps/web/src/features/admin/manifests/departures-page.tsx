import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import type { TManifestDeparture } from '@rihla/shared/schemas/operator-manifests';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { AdminCard, ScreenHeading } from '../components/admin-ui';
import { departurePath, useDepartures } from './manifest-calls';

function DepartureRow({ departure }: { departure: TManifestDeparture }) {
  const path = departurePath(departure);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-b border-line py-3 last:border-0">
      <div>
        <p className="font-semibold text-ink">
          {departure.start} · {departure.title}
        </p>
        <p className="text-sm text-muted">
          {t('{booked} of {capacity} seats · {bookings} bookings · {checked} checked in', {
            booked: departure.bookedSeats,
            capacity: departure.capacity,
            bookings: departure.bookings,
            checked: departure.checkedIn,
          })}
          {departure.guides.length > 0 &&
            ` · ${t('Guides: {names}', { names: departure.guides.map((guide) => guide.name).join(', ') })}`}
        </p>
      </div>
      <div className="flex gap-2">
        <Link className="btn-secondary" to={path}>
          {t('Manifest')}
        </Link>
        <Link className="btn-primary" to={`${path}/scan`}>
          {t('Check in')}
        </Link>
      </div>
    </li>
  );
}

/** /admin/check-in: today's and tomorrow's departures with bookings (a guide: the ones assigned to them). */
export function DeparturesPage() {
  const today = todayInDubai();
  const tomorrow = addDays(today, 1);
  const departures = useDepartures(today, tomorrow);
  return (
    <>
      <ScreenHeading
        title={t('Manifests and check-in')}
        lead={t("Today's and tomorrow's departures: open a manifest, or check passengers in.")}
      />
      {departures.isPending ? (
        <Spinner />
      ) : departures.isError ? (
        <p role="alert" className="text-danger">
          {departures.error.message}
        </p>
      ) : (
        <div className="space-y-6">
          {[
            [today, t('Today, {date}', { date: today })],
            [tomorrow, t('Tomorrow, {date}', { date: tomorrow })],
          ].map(([date, title]) => {
            const ofDate = departures.data.departures.filter((departure) => departure.date === date);
            return (
              <AdminCard key={date} title={title ?? ''}>
                {ofDate.length === 0 ? (
                  <p className="text-sm text-muted">{t('No departures with bookings.')}</p>
                ) : (
                  <ul>
                    {ofDate.map((departure) => (
                      <DepartureRow key={`${departure.productId} ${departure.start}`} departure={departure} />
                    ))}
                  </ul>
                )}
              </AdminCard>
            );
          })}
        </div>
      )}
    </>
  );
}
