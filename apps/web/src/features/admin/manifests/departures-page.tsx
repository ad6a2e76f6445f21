import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import type { TListedDeparture } from '@rihla/shared/schemas/operator-manifests';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useListState } from '../../../lib/use-list-state';
import { AdminCard, AdminInput, ScreenHeading } from '../components/admin-ui';
import { BookingSearch } from './booking-search';
import { departurePath, useDepartures } from './manifest-calls';

function DepartureRow({ departure }: { departure: TListedDeparture }) {
  const path = departurePath(departure);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-b border-line py-3 last:border-0">
      <div className="min-w-0">
        <p className="font-semibold text-ink">
          {departure.start} · {departure.title}
        </p>
        <p className="text-sm text-muted">
          {t(
            '{booked} of {capacity} seats · {bookings, plural, one {# booking} other {# bookings}} · {checked} of {tickets, plural, one {# passenger} other {# passengers}} checked in',
            {
              booked: departure.bookedSeats,
              capacity: departure.capacity,
              bookings: departure.bookings,
              checked: departure.checkedInTickets,
              tickets: departure.tickets,
            },
          )}
          {departure.guides.length > 0 &&
            ` · ${t('Guides: {names}', { names: departure.guides.map((guide) => guide.name).join(', ') })}`}
        </p>
        {departure.matches.length > 0 && (
          <ul className="mt-1 text-sm" aria-label={t('Bookings found on this departure')}>
            {departure.matches.map((match) => (
              <li key={match.orderId}>
                <Link
                  className="font-semibold text-brand-700 underline"
                  to={`${path}?q=${encodeURIComponent(match.reference)}`}
                >
                  {match.reference}
                </Link>{' '}
                · {match.leadName}
              </li>
            ))}
          </ul>
        )}
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

/**
 * /admin/check-in: the departures of a date (today unless another is picked, ?date=) with bookings or guides (a
 * guide: the ones assigned to them); a search (?q=) keeps the ones with a booking of that lead name or reference.
 */
export function DeparturesPage() {
  const today = todayInDubai();
  const tomorrow = addDays(today, 1);
  const { params, search, setSearch, update } = useListState({ searchOn: 'pause' });
  const picked = params.get('date') ?? '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(picked) ? picked : today;
  const found = params.get('q') ?? '';
  const departures = useDepartures(date, date, found);
  const title =
    date === today
      ? t('Today, {date}', { date })
      : date === tomorrow
        ? t('Tomorrow, {date}', { date })
        : t('Departures of {date}', { date });
  return (
    <>
      <ScreenHeading
        title={t('Manifests and check-in')}
        lead={t('Pick a date, open a manifest or check passengers in; find a booking by its lead name or reference.')}
      />
      <div className="mb-6 flex flex-wrap items-end gap-3">
        <AdminInput
          id="departures-date"
          label={t('Date')}
          type="date"
          value={date}
          onChange={(value) => update({ date: value === today ? '' : value })}
        />
        <div className="flex gap-2">
          <button
            type="button"
            className="btn-secondary"
            aria-pressed={date === today}
            onClick={() => update({ date: '' })}
          >
            {t('Today')}
          </button>
          <button
            type="button"
            className="btn-secondary"
            aria-pressed={date === tomorrow}
            onClick={() => update({ date: tomorrow })}
          >
            {t('Tomorrow')}
          </button>
        </div>
        <div className="w-full sm:w-72">
          <BookingSearch
            id="departures-search"
            label={t('Lead name or reference')}
            search={search}
            onSearch={setSearch}
          />
        </div>
      </div>
      {departures.isPending ? (
        <Spinner />
      ) : departures.isError ? (
        <p role="alert" className="text-danger">
          {departures.error.message}
        </p>
      ) : (
        <AdminCard title={title}>
          {departures.data.departures.length === 0 ? (
            <p className="text-sm text-muted">
              {found ? t('No booking of this date matches.') : t('No departures with bookings.')}
            </p>
          ) : (
            <ul>
              {departures.data.departures.map((departure) => (
                <DepartureRow key={`${departure.productId} ${departure.start}`} departure={departure} />
              ))}
            </ul>
          )}
        </AdminCard>
      )}
    </>
  );
}
