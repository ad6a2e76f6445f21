import type { TManifestPassenger } from '@rihla/shared/schemas/operator-manifests';
import { t } from '../../../lib/i18n';

/** What a passenger's line shows: the manifest's fields (masked as the desk sees them), without the check-in. */
export type TPassengerFactsOf = Omit<TManifestPassenger, 'line' | 'checkedIn'>;

/** A passenger's name, or 'Passenger 3' before it is given. */
export const passengerName = (passenger: Pick<TManifestPassenger, 'fullName' | 'number'>) =>
  passenger.fullName || t('Passenger {number}', { number: passenger.number });

/**
 * One passenger as the manifest (decision 097) and the order page's Passengers (decision 099) show them: name and
 * nationality, the masked date of birth and passport with its expiry, the answers, and what is missing.
 */
export function PassengerFacts({ passenger }: { passenger: TPassengerFactsOf }) {
  return (
    <div className="min-w-0 text-sm">
      <p className="break-words font-semibold text-ink">
        {passenger.number}. {passengerName(passenger)}
        {passenger.nationality && <span className="font-normal text-muted"> · {passenger.nationality}</span>}
      </p>
      {(passenger.dateOfBirth || passenger.passportNumber) && (
        <p className="break-words text-muted">
          {[
            passenger.dateOfBirth && t('Born {date}', { date: passenger.dateOfBirth }),
            passenger.passportNumber &&
              t('Passport {number}, expires {date}', {
                number: passenger.passportNumber,
                date: passenger.passportExpiry,
              }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      {passenger.answers.map((answer) => (
        <p key={answer.label} className="break-words">
          {answer.label}: {answer.value}
        </p>
      ))}
      {passenger.missing.length > 0 && (
        <p className="font-semibold text-amber-900">
          {/* The shared package's words for the details (STANDARD_DETAIL_WORDS) in the operator's language; a question's
              own label as the product wrote it. */}
          {t('Missing: {what}', { what: passenger.missing.map((what) => t(what)).join(t(', ')) })}
        </p>
      )}
    </div>
  );
}
