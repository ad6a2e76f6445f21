import { asksOfBooking } from '@rihla/shared/rules/passengers';
import type { TPassengerLine } from '@rihla/shared/schemas/passengers';
import { CalendarClock, Lock, LogIn } from 'lucide-react';
import { useEffect, useId } from 'react';
import { TripHeading } from '../../../components/ui/trip-heading';
import { useAuthModal } from '../../../lib/auth-modal';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { formatDeadline, passengerSummary } from '../../../lib/passenger-summary';
import { useUiState } from '../../../lib/ui-state';
import { usePassengers } from '../api/view-passengers';
import { PassengerEntryForm } from './passenger-entry-form';

/**
 * One section of the travellers page: each passenger's details (decision 092's users/viewPassengers and
 * users/savePassengers, decision 094's screens). Per trip of the order that asks anything: the booking's own
 * questions and each passenger's form, saved one at a time, until the trip's deadline; read-only after it.
 * A visitor who is not logged in is asked to log in, and the page fills in once they have.
 */
export function PassengerDetailsSection({ reference }: { reference: string }) {
  const { isLogin } = useUiState();
  const authModal = useAuthModal();
  const passengers = usePassengers(reference, isLogin);
  const headingId = useId();

  // The link in the confirmation email opens this page; a logged-out visitor logs in here and stays.
  useEffect(() => {
    if (!isLogin) authModal.open('login');
  }, [isLogin]);

  if (!isLogin) {
    return (
      <section className="flex flex-col items-center rounded-2xl border border-line bg-white px-6 py-10 text-center">
        <p className="max-w-md font-semibold text-ink">{t('Log in to give the details of who is travelling.')}</p>
        <button type="button" className="btn-primary mt-5" onClick={() => authModal.open('login')}>
          <LogIn size={18} aria-hidden="true" />
          {t('Log in')}
        </button>
      </section>
    );
  }
  if (passengers.isPending) {
    return <div className="h-64 animate-pulse rounded-2xl border border-line bg-white" aria-busy="true" />;
  }
  if (passengers.isError) {
    return (
      <p role="alert" className="rounded-2xl border border-red-100 bg-red-50 px-4 py-3 text-sm font-medium text-danger">
        {t(passengers.error.message)}
      </p>
    );
  }
  const summary = passengerSummary(passengers.data);
  if (!summary) return null;
  const lines = passengers.data.lines.filter((line) => line.form !== null);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="text-xl font-bold text-ink">
          {t('Passenger details')}
        </h2>
        <p className="mt-1 text-sm text-muted" data-testid="details-count">
          {t('Details: {given} of {asked} given', { given: summary.given, asked: summary.asked })}
        </p>
      </div>
      {lines.map((line) => (
        <LineDetails key={line.line} reference={reference} line={line} />
      ))}
    </section>
  );
}

/** One trip of the order: when, until when its details may be given, and its forms. */
function LineDetails({ reference, line }: { reference: string; line: TPassengerLine }) {
  const form = line.form;
  const headingId = useId();
  if (!form) return null;
  const deadline = line.deadline ? formatDeadline(line.deadline) : '';
  const isPastDeadline = line.deadline !== null && Date.parse(line.deadline) <= Date.now();
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl bg-surface p-3 sm:p-4">
      <header>
        <TripHeading id={headingId} line={line} />
        {line.isOpen ? (
          <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-ink">
            <CalendarClock size={16} aria-hidden="true" className="shrink-0 text-brand-700" />
            {t('Give these by {deadline}', { deadline })}
          </p>
        ) : (
          <p className="mt-2 flex items-start gap-1.5 rounded-xl bg-sand-100 px-3 py-2 text-sm text-ink" role="note">
            <Lock size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
            {line.erasedAt
              ? t(
                  'These details were erased on {date}, as our privacy policy says: we keep travellers’ details only for a set time after the trip.',
                  { date: formatDate(line.erasedAt.slice(0, 10)) },
                )
              : isPastDeadline
                ? t(
                    'These details were due by {deadline}, so they can no longer be changed here. Please contact us to change them.',
                    {
                      deadline,
                    },
                  )
                : t('This booking is no longer confirmed, so its details cannot be changed.')}
          </p>
        )}
      </header>
      {asksOfBooking(form) && (
        <PassengerEntryForm
          reference={reference}
          line={line.line}
          number={0}
          scope={{ form, askedOf: 'booking', who: 'The booking', tripDate: line.date }}
          entry={line.booking}
          isOpen={line.isOpen}
          title={t('About the booking')}
        />
      )}
      {form.details.some((ask) => ask.askedOf === 'passenger') ||
      form.questions.some((question) => question.askedOf === 'passenger')
        ? line.passengers.map((entry, index) => (
            <PassengerEntryForm
              key={index}
              reference={reference}
              line={line.line}
              number={index + 1}
              scope={{ form, askedOf: 'passenger', who: `Passenger ${index + 1}`, tripDate: line.date }}
              entry={entry}
              isOpen={line.isOpen}
              title={t('Passenger {number}', { number: index + 1 })}
            />
          ))
        : null}
    </article>
  );
}
