import { waiverNotAccepted } from '@rihla/shared/rules/waiver-words';
import type {
  TDepartureKey,
  TGuideRef,
  TManifestBooking,
  TManifestData,
} from '@rihla/shared/schemas/operator-manifests';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { ticketCountText } from '../../../lib/ticket-words';
import { toast } from '../../../lib/toast';
import { useListState } from '../../../lib/use-list-state';
import { useDeskWrite } from '../api/desk-write';
import { useOperatorMe } from '../api/operator-calls';
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
import { DetailsBadge, PassengerList, passengerName } from './passenger-list';
import { type TShownScan, useOfflineCheckIn } from './use-offline-check-in';

/** The page's check-in, online or on the device (decisions 041 and 100). */
type TPageCheckIn = ReturnType<typeof useOfflineCheckIn>;

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

/** The check-in state of a booking, with the undo of its latest check-in (which needs a connection). */
function CheckInCell({
  departure,
  booking,
  isOnline,
}: {
  departure: TDepartureKey;
  booking: TManifestBooking;
  isOnline: boolean;
}) {
  return (
    <>
      <CheckInState booking={booking} />
      {isOnline && <UndoCheckIn departure={departure} booking={booking} />}
    </>
  );
}

/**
 * Without a connection, a booking's tickets not yet in are checked in all at once, as a scan of its voucher on the
 * device (decision 100; a count of some of them needs the server): the answer is the toast.
 */
function OfflineCheckInAll({
  booking,
  checkIn,
  isLarge,
}: {
  booking: TManifestBooking;
  checkIn: TPageCheckIn;
  isLarge?: boolean;
}) {
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const left = booking.ticketCount - booking.checkedInTickets;
  if (left <= 0) return null;
  const tap = async () => {
    setIsBusy(true);
    const shown = await checkIn.scan(booking.reference).finally(() => setIsBusy(false));
    if (shown.error || !shown.answer || shown.answer.result === 'refused') {
      setError(shown.error ?? shown.answer?.headline ?? null);
      return;
    }
    setError(null);
    toast.success(
      shown.state === 'waiting'
        ? t('{headline}: on this device; sent when the connection returns.', { headline: shown.answer.headline })
        : shown.answer.headline,
    );
  };
  return (
    <div className={isLarge ? 'mt-3' : ''}>
      <button
        type="button"
        className={`btn-primary whitespace-nowrap ${isLarge ? 'min-h-12 w-full text-lg' : ''}`}
        disabled={isBusy}
        onClick={() => void tap()}
      >
        {left === 1 ? t('Check in') : t('Check in all {count}', { count: left })}
      </button>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
    </div>
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
          className={`btn-primary ${isLarge ? 'min-h-12 min-w-0 flex-1 text-lg' : 'whitespace-nowrap'}`}
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
function BookingCards({
  departure,
  bookings,
  checkIn,
}: {
  departure: TDepartureKey;
  bookings: TManifestBooking[];
  checkIn: TPageCheckIn;
}) {
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
          <PassengerList booking={booking} checkIn={checkIn.checkInPassenger} />
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
            <CheckInCell departure={departure} booking={booking} isOnline={checkIn.isOnline} />
          </div>
          {checkIn.isOnline ? (
            <CheckInControl departure={departure} booking={booking} isLarge />
          ) : (
            <OfflineCheckInAll booking={booking} checkIn={checkIn} isLarge />
          )}
        </li>
      ))}
    </ul>
  );
}

function bookingColumns(departure: TDepartureKey, checkIn: TPageCheckIn): ReadonlyArray<TDeskColumn<TManifestBooking>> {
  return [
    { header: 'Reference', cell: (booking) => booking.reference, className: 'whitespace-nowrap py-3 pe-4 font-mono' },
    { header: 'Lead name', cell: (booking) => booking.leadName, className: 'py-3 pe-4' },
    { header: 'Tickets', cell: ticketsText, className: 'py-3 pe-4' },
    {
      header: 'Check-in',
      cell: (booking) => <CheckInCell departure={departure} booking={booking} isOnline={checkIn.isOnline} />,
      className: 'py-3 pe-4',
    },
    {
      header: '',
      cell: (booking) =>
        checkIn.isOnline ? (
          <CheckInControl departure={departure} booking={booking} />
        ) : (
          <OfflineCheckInAll booking={booking} checkIn={checkIn} />
        ),
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
          <PassengerList booking={booking} checkIn={checkIn.checkInPassenger} />
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
  const me = useOperatorMe();
  const checkIn = useOfflineCheckIn(key, me.data?.name ?? '', { manifest: manifest.data ?? null });
  const { search, setSearch } = useListState({ searchOn: 'pause' });
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [onlyMissing, setOnlyMissing] = useState(false);
  const download = (format: 'csv' | 'pdf', file: typeof downloadManifest = downloadManifest) => {
    setDownloadError(null);
    file(format, key).catch((error: Error) => setDownloadError(error.message));
  };
  const data = shownManifest(manifest.data, checkIn);
  if (!data && (manifest.isPending || !checkIn.isReady)) return <Spinner />;
  if (!data) {
    return (
      <>
        <ScreenHeading title={t('Manifest')} />
        <p role="alert" className="text-danger">
          {manifest.error?.message}
        </p>
        <Link to="/admin/check-in" className="mt-4 inline-block font-semibold text-brand-700 underline">
          {t('All departures')}
        </Link>
      </>
    );
  }
  const { departure, bookings, canAssignGuides, guideChoices, missingDetails, canDownloadBorderList } = data;
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
        <OfflineCheckIns checkIn={checkIn} />
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
              <BookingCards departure={key} bookings={shown} checkIn={checkIn} />
              {shown.length > 0 && (
                <div className="hidden md:block">
                  <DeskTable
                    label={t('Passengers')}
                    columns={bookingColumns(key, checkIn)}
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

/**
 * The manifest the page shows: the server's, or the device's while it is offline or has check-ins waiting (with its
 * own taps and scans in; decision 100). Opened without a connection, the device's alone, with no desk actions.
 */
function shownManifest(fetched: TManifestData | undefined, checkIn: TPageCheckIn): TManifestData | undefined {
  const { stored } = checkIn;
  if (!stored) return fetched;
  const isDeviceNewer = !checkIn.isOnline || checkIn.waiting > 0 || checkIn.isSyncing;
  if (fetched) return isDeviceNewer ? { ...fetched, departure: stored.departure, bookings: stored.bookings } : fetched;
  if (checkIn.isOnline) return undefined;
  return {
    departure: stored.departure,
    bookings: stored.bookings,
    canAssignGuides: false,
    guideChoices: [],
    missingDetails: stored.bookings.filter((booking) => booking.details === 'missing').length,
    canDownloadBorderList: false,
  };
}

/** A synced check-in in words: the booking, the passengers a tap named, and what the server said. */
function syncedWords(scan: TShownScan): string {
  const booking = scan.answer?.booking;
  const names = (scan.passengers ?? []).map((ref) => {
    const passenger = booking?.passengers.find((each) => each.line === ref.line && each.number === ref.number);
    return passenger ? passengerName(passenger) : t('Passenger {number}', { number: ref.number });
  });
  const what = [booking?.reference ?? scan.code, ...names].join(' · ');
  return `${what}: ${scan.error ?? scan.answer?.headline ?? ''}`;
}

/**
 * Whether the page works offline and how many check-ins wait for the connection; then what the server said to each
 * one sent (another device may have checked that passenger in first).
 */
function OfflineCheckIns({ checkIn }: { checkIn: TPageCheckIn }) {
  const synced = checkIn.scans.filter((scan) => scan.state === 'synced');
  return (
    <div aria-live="polite" className="space-y-3 empty:hidden">
      {!checkIn.isOnline ? (
        <p
          className="rounded-xl border-2 border-amber-500 bg-amber-50 p-3 font-semibold text-amber-900"
          data-testid="offline-banner"
        >
          {t('{count, plural, one {Offline — # check-in waiting} other {Offline — # check-ins waiting}}', {
            count: checkIn.waiting,
          })}
          {!checkIn.stored && ` · ${t('This departure is not kept on this device: check-ins need a connection.')}`}
        </p>
      ) : checkIn.waiting > 0 ? (
        <p className="rounded-xl border-2 border-line bg-surface p-3 font-semibold text-ink">
          {t('{count, plural, one {Back online — sending # check-in} other {Back online — sending # check-ins}}', {
            count: checkIn.waiting,
          })}
        </p>
      ) : checkIn.stored ? (
        <p className="text-sm text-muted">{t('Ready offline: this departure is kept on this device')}</p>
      ) : null}
      {synced.length > 0 && (
        <section className="rounded-xl border border-line p-3" data-testid="synced-check-ins">
          <h2 className="font-semibold text-ink">{t('Sent when the connection returned')}</h2>
          <ul className="mt-1 space-y-1 text-sm">
            {synced.map((scan) => (
              <li key={scan.id} className="break-words">
                {syncedWords(scan)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
