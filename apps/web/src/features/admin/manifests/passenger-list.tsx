import type { TDepartureKey, TManifestBooking, TManifestPassenger } from '@rihla/shared/schemas/operator-manifests';
import { t } from '../../../lib/i18n';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { MANIFEST_CALLS } from './manifest-calls';
import { PassengerFacts, passengerName } from './passenger-facts';

export { passengerName };

/** Checks one passenger in (issue 36, decision 097); the server's answer is the toast. */
function PassengerCheckIn({
  departure,
  booking,
  passenger,
}: {
  departure: TDepartureKey;
  booking: TManifestBooking;
  passenger: TManifestPassenger;
}) {
  const write = useDeskWrite();
  if (passenger.checkedIn) {
    return <span className="shrink-0 font-semibold text-brand-700">{t('Checked in ✓')}</span>;
  }
  const checkIn = () =>
    void write.send(
      () =>
        operatorCall('operator/checkIn', {
          productId: departure.productId,
          date: departure.date,
          start: departure.start,
          code: booking.reference,
          passengers: [{ line: passenger.line, number: passenger.number }],
        }),
      { changes: MANIFEST_CALLS, done: (message) => message },
    );
  return (
    <div className="shrink-0">
      <button
        type="button"
        className="btn-secondary min-h-11 whitespace-nowrap"
        disabled={write.isBusy}
        onClick={checkIn}
        aria-label={t('Check in {name}', { name: passengerName(passenger) })}
      >
        {t('Check in')}
      </button>
      {write.error && (
        <p role="alert" className="field-error">
          {write.error}
        </p>
      )}
    </div>
  );
}

/** 'Details missing' beside a booking whose product's details are not all given; nothing when it asks none. */
export function DetailsBadge({ booking }: { booking: TManifestBooking }) {
  if (booking.details === 'none') return null;
  return booking.details === 'missing' ? (
    <span className="inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      {t('Details missing')}
    </span>
  ) : (
    <span className="inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
      {t('Details complete')}
    </span>
  );
}

/**
 * A booking's passengers on the manifest (decision 097): each one's name, nationality, masked date of birth and
 * passport, its expiry, its answers and what is missing, with a check-in of that passenger alone.
 */
export function PassengerList({ departure, booking }: { departure: TDepartureKey; booking: TManifestBooking }) {
  const passengers = booking.passengers ?? [];
  if (passengers.length === 0 && (booking.bookingAnswers ?? []).length === 0) return null;
  return (
    <div className="mt-2 space-y-2">
      {booking.bookingAnswers.map((answer) => (
        <p key={answer.label} className="break-words text-sm">
          <span className="font-semibold">{answer.label}:</span> {answer.value}
        </p>
      ))}
      {booking.bookingMissing.length > 0 && (
        <p className="text-sm font-semibold text-amber-900">
          {t('Booking: missing {what}', { what: booking.bookingMissing.join(', ') })}
        </p>
      )}
      <ol className="space-y-2" aria-label={t('Passengers of {reference}', { reference: booking.reference })}>
        {passengers.map((passenger) => (
          <li
            key={`${passenger.line}:${passenger.number}`}
            className="flex items-start justify-between gap-3 rounded-lg border border-line px-3 py-2"
            data-testid="manifest-passenger"
          >
            <PassengerFacts passenger={passenger} />
            <PassengerCheckIn departure={departure} booking={booking} passenger={passenger} />
          </li>
        ))}
      </ol>
    </div>
  );
}
