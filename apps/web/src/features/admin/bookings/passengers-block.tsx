import { asksOfBooking, detailsDeadlineMs, missingOf } from '@rihla/shared/rules/passengers';
import type {
  TAnswers,
  TBookingPassengersData,
  TPassengerEntryView,
  TPassengerForm,
  TPassengerLine,
} from '@rihla/shared/schemas/passengers';
import { Eye, EyeOff, Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { t } from '../../../lib/i18n';
import { formatDeadline, passengerSummary } from '../../../lib/passenger-summary';
import { PassengerEntryForm } from '../../passengers/components/passenger-entry-form';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { AdminCard, formatDubaiDateTime } from '../components/admin-ui';
import { PassengerFacts, type TPassengerFactsOf } from '../manifests/passenger-facts';
import { PASSENGERS_ANCHOR, useBookingPassengers, useDeskSavePassengers } from './booking-passengers-calls';

function answerText(value: TAnswers[string]): string {
  if (typeof value === 'boolean') return value ? t('Yes') : t('No');
  return String(value);
}

/** An entry as the manifest's passenger line shows it: masked unless revealed, with what the form still needs. */
function factsOf(form: TPassengerForm, number: number, entry: TPassengerEntryView | null): TPassengerFactsOf {
  const askedOf = number === 0 ? 'booking' : 'passenger';
  const details = entry?.details ?? {};
  return {
    number,
    fullName: details.fullName ?? '',
    nationality: details.nationality ?? '',
    dateOfBirth: details.dateOfBirth ?? '',
    passportNumber: details.passportNumber ?? '',
    passportExpiry: details.passportExpiry ?? '',
    answers: form.questions
      .filter((question) => question.askedOf === askedOf && entry?.answers[question.id] !== undefined)
      .map((question) => ({ label: question.label, value: answerText(entry?.answers[question.id] ?? '') })),
    missing: entry ? entry.missing : missingOf(form, askedOf, null),
  };
}

/**
 * The order page's "Passengers" (issue 36, decision 099), for an order whose trips ask each guest's details: how many
 * are given, each passenger masked as on the manifest, a Reveal for roles with passengers.reveal (audited), and, for
 * roles with bookings.write until the departure, each passenger's form (the shopper's own) saved with the desk's call.
 */
export function PassengersBlock({
  reference,
  canWrite,
  canReveal,
}: {
  reference: string;
  canWrite: boolean;
  canReveal: boolean;
}) {
  const passengers = useBookingPassengers(reference);
  /** The revealed answer, and the masked answer's time it was asked beside (a save since then makes it stale). */
  const [shownInFull, setShownInFull] = useState<{ data: TBookingPassengersData; at: number } | null>(null);
  const reveal = useDeskWrite();
  const anchor = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const isLoaded = passengers.isSuccess;
  useEffect(() => {
    if (isLoaded && hash === `#${PASSENGERS_ANCHOR}`) anchor.current?.scrollIntoView({ block: 'start' });
  }, [isLoaded, hash]);

  if (passengers.isPending) return null;
  if (passengers.isError) {
    return (
      <AdminCard title={t('Passengers')}>
        <p role="alert" className="text-danger">
          {t(passengers.error.message)}
        </p>
      </AdminCard>
    );
  }
  // A save answers masked and replaces the masked answer: what was revealed before it is no longer what is stored.
  const revealed = shownInFull && shownInFull.at === passengers.dataUpdatedAt ? shownInFull.data : null;
  const data = revealed ?? passengers.data;
  const summary = passengerSummary(passengers.data);
  if (!summary) return null;
  const showReveal = () =>
    void reveal.send(() => operatorCall('operator/revealBookingPassengers', { reference }), {
      after: (shown) => setShownInFull({ data: shown, at: passengers.dataUpdatedAt }),
      refusalAs: 'toast',
    });
  return (
    <div id={PASSENGERS_ANCHOR} ref={anchor} className="scroll-mt-4">
      <AdminCard
        title={t('Passengers')}
        actions={
          canReveal &&
          (revealed ? (
            <button type="button" className="btn-secondary" onClick={() => setShownInFull(null)}>
              <EyeOff size={16} aria-hidden="true" />
              {t('Hide')}
            </button>
          ) : (
            <button type="button" className="btn-secondary" disabled={reveal.isBusy} onClick={showReveal}>
              <Eye size={16} aria-hidden="true" />
              {t('Reveal')}
            </button>
          ))
        }
      >
        <p className="mb-1 font-semibold" data-testid="details-given">
          {t('Details: {given} of {asked} given', { given: summary.given, asked: summary.asked })}
        </p>
        <p className="mb-4 text-sm text-muted">
          {revealed
            ? t('Shown in full: this showing is in the audit log.')
            : t('Passport numbers and dates of birth are masked.')}
        </p>
        <ul className="space-y-6">
          {data.lines
            .filter((line) => line.form !== null)
            .map((line) => (
              <PassengerLine
                key={line.line}
                reference={reference}
                line={line}
                isRevealed={revealed !== null}
                canWrite={canWrite}
              />
            ))}
        </ul>
      </AdminCard>
    </div>
  );
}

function PassengerLine({
  reference,
  line,
  isRevealed,
  canWrite,
}: {
  reference: string;
  line: TPassengerLine;
  isRevealed: boolean;
  canWrite: boolean;
}) {
  const [editing, setEditing] = useState<number | null>(null);
  const form = line.form as TPassengerForm;
  const shopperDeadline = new Date(detailsDeadlineMs(line.date, line.start, form.deadlineHours)).toISOString();
  const asksPassengers = [...form.details, ...form.questions].some((ask) => ask.askedOf === 'passenger');
  const entries: Array<{ number: number; entry: TPassengerEntryView | null }> = [
    ...(asksOfBooking(form) ? [{ number: 0, entry: line.booking }] : []),
    ...(asksPassengers ? line.passengers.map((entry, index) => ({ number: index + 1, entry })) : []),
  ];
  const canEdit = canWrite && line.isOpen && line.erasedAt === null;
  return (
    <li>
      <h3 className="font-semibold break-words">{line.title}</h3>
      <p className="text-sm text-muted">
        {line.date} · {line.start}
      </p>
      <p className="mt-1 text-sm text-muted">
        {line.erasedAt
          ? t('Erased on {date} after the trip.', { date: formatDubaiDateTime(line.erasedAt) })
          : !line.isOpen
            ? t('The trip has departed: the details can no longer be changed.')
            : Date.parse(shopperDeadline) > Date.now()
              ? t('The customer can give them on the travellers page until {moment}; the desk until the departure.', {
                  moment: formatDeadline(shopperDeadline),
                })
              : t('The customer’s deadline ({moment}) has passed; the desk can enter them until the departure.', {
                  moment: formatDeadline(shopperDeadline),
                })}
      </p>
      <ol className="mt-3 space-y-2" aria-label={t('Passengers of {title}', { title: line.title })}>
        {entries.map(({ number, entry }) => {
          const title = number === 0 ? t('About the booking') : t('Passenger {number}', { number });
          if (editing === number) {
            return (
              <li key={number}>
                <PassengerEntryForm
                  reference={reference}
                  line={line.line}
                  number={number}
                  scope={{
                    form,
                    askedOf: number === 0 ? 'booking' : 'passenger',
                    who: number === 0 ? 'The booking' : `Passenger ${number}`,
                    tripDate: line.date,
                  }}
                  entry={entry}
                  isOpen={canEdit}
                  title={title}
                  useSave={useDeskSavePassengers}
                  isMasked={!isRevealed}
                  onDone={() => setEditing(null)}
                />
              </li>
            );
          }
          return (
            <li
              key={number}
              className="flex flex-col gap-2 rounded-lg border border-line px-3 py-2 sm:flex-row sm:items-start sm:justify-between sm:gap-3"
              data-testid="desk-passenger"
            >
              {number === 0 ? (
                <BookingFacts form={form} entry={entry} />
              ) : (
                <PassengerFacts passenger={factsOf(form, number, entry)} />
              )}
              {canEdit && (
                <button
                  type="button"
                  className="btn-secondary min-h-11 shrink-0 self-start whitespace-nowrap"
                  onClick={() => setEditing(number)}
                  aria-label={
                    entry
                      ? t('Change the details of {who}', { who: title })
                      : t('Enter the details of {who}', { who: title })
                  }
                >
                  <Pencil size={16} aria-hidden="true" />
                  {entry ? t('Change') : t('Enter details')}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </li>
  );
}

/** What is asked of the booking itself: its answers and what is missing. */
function BookingFacts({ form, entry }: { form: TPassengerForm; entry: TPassengerEntryView | null }) {
  const facts = factsOf(form, 0, entry);
  return (
    <div className="min-w-0 text-sm">
      <p className="font-semibold text-ink">{t('About the booking')}</p>
      {entry?.details.phone && (
        <p className="break-words">
          <bdi dir="ltr">{entry.details.phone}</bdi>
        </p>
      )}
      {facts.answers.map((answer) => (
        <p key={answer.label} className="break-words">
          {answer.label}: {answer.value}
        </p>
      ))}
      {facts.missing.length > 0 && (
        <p className="font-semibold text-amber-900">{t('Missing: {what}', { what: facts.missing.join(', ') })}</p>
      )}
    </div>
  );
}
