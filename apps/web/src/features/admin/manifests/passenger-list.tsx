import type { TManifestBooking, TManifestPassenger, TPassengerRef } from '@rihla/shared/schemas/operator-manifests';
import { useState } from 'react';
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { PassengerFacts, passengerName } from './passenger-facts';
import type { TPassengerTapOutcome } from './use-offline-check-in';

/** Checks one passenger of a booking in: the page's useOfflineCheckIn, at the server or on the device. */
export type TCheckInPassenger = (reference: string, passenger: TPassengerRef) => Promise<TPassengerTapOutcome>;

export { passengerName };

/**
 * Checks one passenger in (issue 36, decision 097), with or without a connection (decision 100): the answer is the
 * toast (the device's says it waits for the connection); a refusal shows under the button.
 */
function PassengerCheckIn({
  booking,
  passenger,
  checkIn,
}: {
  booking: TManifestBooking;
  passenger: TManifestPassenger;
  checkIn: TCheckInPassenger;
}) {
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (passenger.checkedIn) {
    return <span className="shrink-0 font-semibold text-brand-700">{t('Checked in ✓')}</span>;
  }
  const tap = async () => {
    setIsBusy(true);
    const outcome = await checkIn(booking.reference, passenger).finally(() => setIsBusy(false));
    if (outcome.kind === 'refused') {
      setError(outcome.message);
      return;
    }
    setError(null);
    toast.success(
      outcome.kind === 'device'
        ? t('{name} checked in on this device; sent when the connection returns.', { name: passengerName(passenger) })
        : outcome.answer.headline,
    );
  };
  return (
    <div className="shrink-0">
      <button
        type="button"
        className="btn-secondary min-h-11 whitespace-nowrap"
        disabled={isBusy}
        onClick={() => void tap()}
        aria-label={t('Check in {name}', { name: passengerName(passenger) })}
      >
        {t('Check in')}
      </button>
      {error && (
        <p role="alert" className="field-error">
          {error}
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
 * passport, its expiry, its answers and what is missing, with a check-in of that passenger alone (offline too).
 */
export function PassengerList({ booking, checkIn }: { booking: TManifestBooking; checkIn: TCheckInPassenger }) {
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
            <PassengerCheckIn booking={booking} passenger={passenger} checkIn={checkIn} />
          </li>
        ))}
      </ol>
    </div>
  );
}
