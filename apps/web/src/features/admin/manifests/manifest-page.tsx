import { waiverNotAccepted } from '@rihla/shared/rules/waiver-words';
import type { TDepartureKey, TGuideRef, TManifestBooking } from '@rihla/shared/schemas/operator-manifests';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { ticketCountText } from '../../../lib/ticket-words';
import { useListState } from '../../../lib/use-list-state';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { AdminCard, AdminSelect, ScreenHeading } from '../components/admin-ui';
import { DeskTable, type TDeskColumn } from '../components/desk-table';
import { DepartureActions } from '../departures/departure-actions';
import { BookingSearch } from './booking-search';
import {
  departureOfParams,
  departurePath,
  downloadBorderList,
  downloadManifest,
  MANIFEST_CALLS,
  useManifest,
} from './manifest-calls';
import { DetailsBadge, PassengerList } from './passenger-list';

function GuidePicker({
  departure,
  assigned,
  choices,
}: {
  departure: TDepartureKey;
  assigned: TGuideRef[];
  choices: TGuideRef[];
}) {
  const write = useDeskWrite();
  const current = assigned[0]?.id ?? '';
  return (
    <div className="max-w-xs">
      <AdminSelect
        id="manifest-guide"
        label={t('Guide')}
        value={current}
        onChange={(id) =>
          void write.send(
            () =>
              operatorCall('operator/assignGuide', {
                productId: departure.productId,
                date: departure.date,
                start: departure.start,
                guideIds: id ? [id] : [],
              }),
            { changes: MANIFEST_CALLS },
          )
        }
        options={[['', t('No guide')] as const, ...choices.map((guide) => [guide.id, guide.name] as const)]}
      />
      {write.error && (
        <p role="alert" className="field-error">
          {write.error}
        </p>
      )}
    </div>
  );
}

const ticketsText = (booking: TManifestBooking) =>
  booking.tickets.map((ticket) => ticketCountText(ticket.kind, ticket.count, ticket.label)).join(', ');

/** How many of the booking's tickets are in, and the latest check-in: who and when. */
function CheckInState({ booking }: { booking: TManifestBooking }) {
  const isAllIn = booking.checkedInTickets >= booking.ticketCount;
  return (
    <div data-testid="check-in-state">
      <p className={`font-semibold ${booking.checkedInTickets > 0 ? 'text-brand-700' : 'text-muted'}`}>
        {t('{checked} of {tickets} checked in', { checked: booking.checkedInTickets, tickets: booking.ticketCount })}
        {isAllIn && booking.ticketCount > 0 && ' ✓'}
      </p>
      {booking.checkIn && (
        <p className="text-xs text-muted">
          {isAllIn
            ? t('Checked in at {clock} by {name}', { clock: booking.checkIn.clock, name: booking.checkIn.by })
            : t('Last checked in at {clock} by {name}', { clock: booking.checkIn.clock, name: booking.checkIn.by })}
          {booking.checkIn.source === 'offline' && ` ${t('(offline scan)')}`}
        </p>
      )}
    </div>
  );
}

/** Undoes the booking's latest check-in (a tap by mistake); the server's answer says how many are still in. */
function UndoCheckIn({ departure, booking }: { departure: TDepartureKey; booking: TManifestBooking }) {
  const write = useDeskWrite();
  if (!booking.checkIn) return null;
  const undo = () =>
    void write.send(
      () =>
        operatorCall('operator/undoCheckIn', {
          productId: departure.productId,
          date: departure.date,
          start: departure.start,
          orderId: booking.orderId,
        }),
      { changes: MANIFEST_CALLS, done: (message) => message },
    );
  return (
    <>
      <button
        type="button"
        className="mt-1 text-sm font-semibold text-brand-700 underline disabled:opacity-60"
        disabled={write.isBusy}
        onClick={undo}
      >
        {t('Undo the last check-in')}
      </button>
      {write.error && (
        <p role="alert" className="field-error">
          {write.error}
        </p>
      )}
    </>
  );
}

/** The check-in state of a booking, with the undo of its latest check-in. */
function CheckInCell({ departure, booking }: { departure: TDepartureKey; booking: TManifestBooking }) {
  return (
    <>
      <CheckInState booking={booking} />
      <UndoCheckIn departure={departure} booking={booking} />
    </>
  );
}

/**
 * Checks in the tickets of a booking that are not yet in: all of them, or as many as have arrived (two of a family
 * of four; the rest later). The server's answer is the toast; a refusal (more than are left) shows under it.
 */
function CheckInControl({
  departure,
  booking,
  isLarge,
}: {
  departure: TDepartureKey;
  booking: TManifestBooking;
  isLarge?: boolean;
}) {
  const write = useDeskWrite();
  const left = booking.ticketCount - booking.checkedInTickets;
  const [chosen, setChosen] = useState<number | null>(null);
  if (left <= 0) return null;
  const count = chosen !== null && chosen <= left ? chosen : left;
  const checkIn = () =>
    void write
      .send(
        () =>
          operatorCall('operator/checkIn', {
            productId: departure.productId,
            date: departure.date,
            start: departure.start,
            code: booking.reference,
            tickets: count,
          }),
        { changes: MANIFEST_CALLS, done: (message) => message },
      )
      .then((done) => done && setChosen(null));
  const selectId = `arriving-${booking.orderId}${isLarge ? '-card' : ''}`;
  return (
    <div className={isLarge ? 'mt-3' : ''}>
      <div className={`flex items-end gap-2 ${isLarge ? '' : 'flex-nowrap'}`}>
        {left > 1 && (
          <div className="shrink-0">
            <label htmlFor={selectId} className={isLarge ? 'field-label' : 'sr-only'}>
              {isLarge ? t('Arriving') : t('Tickets of {reference} arriving now', { reference: booking.reference })}
            </label>
            <select
              id={selectId}
              className={`field-input ${isLarge ? 'py-3 text-lg' : ''}`}
              value={count}
              onChange={(event) => setChosen(Number(event.target.value))}
            >
              {Array.from({ length: left }, (_, index) => left - index).map((each) => (
                <option key={each} value={each}>
                  {each}
                </option>
              ))}
            </select>
          </div>
        )}
        <button
          type="button"
          className={`btn-primary whitespace-nowrap ${isLarge ? 'min-h-12 flex-1 text-lg' : ''}`}
          disabled={write.isBusy}
          onClick={checkIn}
        >
          {left === 1
            ? t('Check in')
            : count === left
              ? t('Check in all {count}', { count })
              : t('Check in {count}', { count })}
        </button>
      </div>
      {write.error && (
        <p role="alert" className="field-error">
          {write.error}
        </p>
      )}
    </div>
  );
}

/** Where and when the booking is collected (decision 095): '07:15 Hilton Dubai Jumeirah, Dubai Marina'. */
function pickupWords(booking: TManifestBooking): string {
  return booking.pickup ? `${booking.pickup.time} ${booking.pickup.name}, ${booking.pickup.area}` : '';
}

/** Who has not accepted the trip's waiver (decision 096), or that all have; nothing when the trip asks none. */
function WaiverState({ booking }: { booking: TManifestBooking }) {
  if (!booking.waiver) return null;
  const isNeeded = booking.waiver.needed.length > 0;
  return (
    <p className={`mt-1 break-words text-sm ${isNeeded ? 'font-semibold text-amber-900' : 'text-muted'}`}>
      {isNeeded
        ? t('Waiver not accepted: {names}', { names: waiverNotAccepted(booking).join(', ') })
        : t('Waiver accepted')}
    </p>
  );
}

/** The passengers as one card a booking: a phone's layout, nothing wider than the screen. */
function BookingCards({ departure, bookings }: { departure: TDepartureKey; bookings: TManifestBooking[] }) {
  return (
    <ul className="space-y-3 md:hidden" aria-label={t('Passenger cards')}>
      {bookings.map((booking) => (
        <li
          key={booking.orderId}
          className="rounded-xl border border-line p-4"
          aria-label={`${booking.leadName} ${booking.reference}`}
          data-testid="booking-card"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <p className="min-w-0 break-words text-lg font-semibold text-ink">{booking.leadName}</p>
            <p className="font-mono text-sm">{booking.reference}</p>
          </div>
          <p className="mt-1">
            {ticketsText(booking)} <DetailsBadge booking={booking} />
          </p>
          {booking.pickup && <p className="mt-1 break-words text-sm font-semibold">{pickupWords(booking)}</p>}
          <WaiverState booking={booking} />
          <PassengerList departure={departure} booking={booking} />
          {booking.phone && (
            <a className="text-sm underline" href={`tel:${booking.phone}`}>
              {booking.phone}
            </a>
          )}
          {booking.notes && (
            <p className="mt-1 break-words text-sm">
              <span className="font-semibold">{t('Notes')}:</span> {booking.notes}
            </p>
          )}
          <div className="mt-2">
            <CheckInCell departure={departure} booking={booking} />
          </div>
          <CheckInControl departure={departure} booking={booking} isLarge />
        </li>
      ))}
    </ul>
  );
}

function bookingColumns(departure: TDepartureKey): ReadonlyArray<TDeskColumn<TManifestBooking>> {
  return [
    { header: 'Reference', cell: (booking) => booking.reference, className: 'whitespace-nowrap py-3 pe-4 font-mono' },
    { header: 'Lead name', cell: (booking) => booking.leadName, className: 'py-3 pe-4' },
    { header: 'Tickets', cell: ticketsText, className: 'py-3 pe-4' },
    {
      header: 'Check-in',
      cell: (booking) => <CheckInCell departure={departure} booking={booking} />,
      className: 'py-3 pe-4',
    },
    {
      header: '',
      cell: (booking) => <CheckInControl departure={departure} booking={booking} />,
      className: 'py-3 pe-4',
    },
    {
      header: 'Phone',
      cell: (booking) => (
        <a className="whitespace-nowrap underline" href={`tel:${booking.phone}`}>
          {booking.phone}
        </a>
      ),
      className: 'py-3 pe-4',
    },
    { header: 'Notes', cell: (booking) => booking.notes, className: 'py-3 pe-4' },
    { header: 'Pick-up', cell: pickupWords, className: 'py-3 pe-4' },
    {
      header: 'Passengers',
      cell: (booking) => (
        <div className="min-w-72">
          <DetailsBadge booking={booking} />
          <WaiverState booking={booking} />
          <PassengerList departure={departure} booking={booking} />
        </div>
      ),
      className: 'py-3 pe-4',
    },
  ];
}

/** Whether a booking is one the manifest's search names: any part of its lead name or reference, any case. */
function isFoundBy(search: string, booking: TManifestBooking): boolean {
  const wanted = search.trim().toLowerCase();
  return !wanted || booking.reference.toLowerCase().includes(wanted) || booking.leadName.toLowerCase().includes(wanted);
}

/**
 * /admin/check-in/:productId/:date/:start: the departure's passenger list (a card a booking on a phone, a table on a
 * desk), searchable (?q=), with a check-in of all or some of each booking's tickets, its downloads and its guide.
 */
export function ManifestPage() {
  const key = departureOfParams(useParams());
  const manifest = useManifest(key);
  const { search, setSearch } = useListState({ searchOn: 'pause' });
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [onlyMissing, setOnlyMissing] = useState(false);
  const download = (format: 'csv' | 'pdf', file: typeof downloadManifest = downloadManifest) => {
    setDownloadError(null);
    file(format, key).catch((error: Error) => setDownloadError(error.message));
  };
  if (manifest.isPending) return <Spinner />;
  if (manifest.isError) {
    return (
      <>
        <ScreenHeading title={t('Manifest')} />
        <p role="alert" className="text-danger">
          {manifest.error.message}
        </p>
        <Link to="/admin/check-in" className="mt-4 inline-block font-semibold text-brand-700 underline">
          {t('All departures')}
        </Link>
      </>
    );
  }
  const { departure, bookings, canAssignGuides, guideChoices, missingDetails, canDownloadBorderList } = manifest.data;
  const shown = bookings.filter(
    (booking) => isFoundBy(search, booking) && (!onlyMissing || booking.details === 'missing'),
  );
  return (
    <>
      <ScreenHeading
        title={t('Manifest: {title}', { title: departure.title })}
        lead={t(
          '{date} at {start} · {booked} of {capacity} seats · {checked} of {tickets, plural, one {# passenger} other {# passengers}} checked in ({full} of {bookings, plural, one {# booking} other {# bookings}} complete)',
          {
            date: departure.date,
            start: departure.start,
            booked: departure.bookedSeats,
            capacity: departure.capacity,
            checked: departure.checkedInTickets,
            tickets: departure.tickets,
            full: departure.checkedIn,
            bookings: departure.bookings,
          },
        )}
      />
      <div className="space-y-6">
        <div className="flex flex-wrap items-end gap-3">
          <Link className="btn-primary" to={`${departurePath(departure)}/scan`}>
            {t('Check in passengers')}
          </Link>
          <button type="button" className="btn-secondary" onClick={() => download('pdf')}>
            {t('Download PDF')}
          </button>
          <button type="button" className="btn-secondary" onClick={() => download('csv')}>
            {t('Download CSV')}
          </button>
          {canDownloadBorderList && (
            <>
              <button type="button" className="btn-secondary" onClick={() => download('pdf', downloadBorderList)}>
                {t('Border list (PDF)')}
              </button>
              <button type="button" className="btn-secondary" onClick={() => download('csv', downloadBorderList)}>
                {t('Border list (CSV)')}
              </button>
            </>
          )}
          <Link className="btn-secondary" to={`${departurePath(departure)}/pickups`}>
            {t('Pick-up run')}
          </Link>
          <DepartureActions departure={key} />
          {canAssignGuides ? (
            <GuidePicker departure={key} assigned={departure.guides} choices={guideChoices} />
          ) : (
            departure.guides.length > 0 && (
              <p className="text-sm text-muted">
                {t('Guides: {names}', { names: departure.guides.map((guide) => guide.name).join(', ') })}
              </p>
            )
          )}
        </div>
        {downloadError && (
          <p role="alert" className="text-danger">
            {downloadError}
          </p>
        )}
        <AdminCard title={t('Passengers')}>
          {bookings.length === 0 ? (
            <p className="text-sm text-muted">{t('No paid bookings for this departure.')}</p>
          ) : (
            <>
              <div className="mb-4 max-w-sm">
                <BookingSearch
                  id="manifest-search"
                  label={t('Find a booking: lead name or reference')}
                  search={search}
                  onSearch={setSearch}
                />
              </div>
              {(missingDetails ?? 0) > 0 && (
                <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="missing-details">
                  <p className="font-semibold text-amber-900">
                    {t('{count, plural, one {# booking missing details} other {# bookings missing details}}', {
                      count: missingDetails,
                    })}
                  </p>
                  <label className="inline-flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={onlyMissing}
                      onChange={(event) => setOnlyMissing(event.target.checked)}
                    />
                    {t('Only bookings missing details')}
                  </label>
                </div>
              )}
              <p role="status" aria-live="polite" className="mb-3 text-sm text-muted">
                {shown.length === bookings.length
                  ? ''
                  : shown.length === 0
                    ? t('No booking matches.')
                    : t('{shown} of {bookings} bookings shown.', { shown: shown.length, bookings: bookings.length })}
              </p>
              <BookingCards departure={key} bookings={shown} />
              {shown.length > 0 && (
                <div className="hidden md:block">
                  <DeskTable
                    label={t('Passengers')}
                    columns={bookingColumns(key)}
                    rows={shown}
                    rowKey={(booking) => booking.orderId}
                  />
                </div>
              )}
            </>
          )}
        </AdminCard>
      </div>
    </>
  );
}
