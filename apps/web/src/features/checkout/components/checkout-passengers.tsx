import { detailsDeadlineMs } from '@rihla/shared/rules/passengers';
import type { TCheckoutPassengerLine, TPassengerEntryView } from '@rihla/shared/schemas/passengers';
import { CalendarClock, CircleAlert, CircleCheck, Pencil, Plus } from 'lucide-react';
import { useId, useMemo } from 'react';
import { TripHeading } from '../../../components/ui/trip-heading';
import { t } from '../../../lib/i18n';
import { formatDeadline } from '../../../lib/passenger-summary';
import { PassengerEntryForm, type TUseEntrySave } from '../../passengers/components/passenger-entry-form';
import { asksOfBooking, keyOf, passengerCardId, type THeldPassengers } from './held-passengers';

// Who is travelling, asked on the checkout page before Pay Now (issue 36, decision 107), loaded by the page only for
// lines that ask it (the form and the shared rules weigh more than the rest of the page). Optional: what is not given
// here is given later from Your Orders until the trip's deadline. The entries are held by held-passengers.ts.

/**
 * The checkout page's "Who is travelling?": per line whose product asks details, the trip, until when they may be
 * given later, and one card per passenger (and for the booking's own questions): "Add details" opens the
 * travellers page's own form, whose save keeps the entry here.
 */
export default function CheckoutPassengers({
  cartId,
  lines,
  held,
}: {
  cartId: string;
  lines: TCheckoutPassengerLine[];
  held: THeldPassengers;
}) {
  const headingId = useId();
  if (lines.length === 0) return null;
  const asked = lines.reduce((sum, line) => sum + line.passengerCount, 0);
  const given = lines.reduce(
    (sum, line) =>
      sum +
      Array.from({ length: line.passengerCount }, (_, index) => index + 1).filter((number) =>
        held.entries.has(keyOf(line.line, number)),
      ).length,
    0,
  );
  return (
    <section aria-labelledby={headingId} className="mt-6 flex flex-col gap-3">
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-lg font-bold text-ink">
            {t('Who is travelling?')}
          </h2>
          <span className="rounded-full bg-surface px-2.5 py-0.5 text-xs font-semibold text-muted">
            {t('Optional')}
          </span>
        </div>
        <p className="mt-1 text-sm text-muted">
          {t(
            'Give each guest’s details now, as their passport shows them, or later from Your Orders. They are sent with your booking when you pay.',
          )}
        </p>
        <p className="mt-1 text-sm font-semibold text-ink" data-testid="checkout-details-count">
          {t('Details: {given} of {asked} given', { given, asked })}
        </p>
      </div>
      {lines.map((line) => (
        <LinePassengers key={line.line} cartId={cartId} line={line} held={held} />
      ))}
    </section>
  );
}

/** One trip of the checkout: when, until when the details can be given later, and a card per entry. */
function LinePassengers({
  cartId,
  line,
  held,
}: {
  cartId: string;
  line: TCheckoutPassengerLine;
  held: THeldPassengers;
}) {
  const headingId = useId();
  const deadline = detailsDeadlineMs(line.date, line.start, line.form.deadlineHours);
  const isLaterOpen = deadline > Date.now();
  const perPassenger =
    line.form.details.some((ask) => ask.askedOf === 'passenger') ||
    line.form.questions.some((question) => question.askedOf === 'passenger');
  const numbers = [
    ...(asksOfBooking(line.form) ? [0] : []),
    ...(perPassenger ? Array.from({ length: line.passengerCount }, (_, index) => index + 1) : []),
  ];
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl bg-surface p-3 sm:p-4">
      <header>
        <TripHeading id={headingId} line={line} />
        <p className="mt-2 flex items-start gap-1.5 text-sm text-ink">
          <CalendarClock size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-brand-700" />
          {isLaterOpen
            ? t('Or later from Your Orders, until {deadline}', {
                deadline: formatDeadline(new Date(deadline).toISOString()),
              })
            : t('Give them here: once you have paid, please contact us to give or change them.')}
        </p>
      </header>
      {numbers.map((number) => (
        <EntryCard key={number} cartId={cartId} line={line} number={number} held={held} />
      ))}
    </article>
  );
}

/** One passenger (or the booking's own questions): a short card with Add details / Change, or its form while open. */
function EntryCard({
  cartId,
  line,
  number,
  held,
}: {
  cartId: string;
  line: TCheckoutPassengerLine;
  number: number;
  held: THeldPassengers;
}) {
  const headingId = useId();
  const key = keyOf(line.line, number);
  const entry = held.entries.get(key) ?? null;
  const isOpen = held.openKeys.has(key);
  const title = number === 0 ? t('About the booking') : t('Passenger {number}', { number });
  const who = number === 0 ? 'The booking' : `Passenger ${number}`;
  const refusal = held.refusal?.key === key ? held.refusal : null;
  const { hold } = held;

  // The form's save keeps the entry in this page's memory; Pay Now sends it (a hook without hooks of its own).
  const useSave: TUseEntrySave = useMemo(
    () => () => ({
      isPending: false,
      mutateAsync: async (body) => {
        const given = body.lines[0];
        const kept = number === 0 ? given?.booking : given?.passengers[0];
        if (kept) hold(key, { details: kept.details, answers: kept.answers });
        return { status: 1, message: 'Kept: these details are sent with your booking when you pay.' };
      },
    }),
    [hold, key, number],
  );

  // The refusal as the form takes it, the same object until it changes: the form places it (and focuses its field)
  // once, not again on each render of the page (the hold's countdown, a refetch).
  const formRefusal = useMemo(
    () => (refusal?.field ? { field: refusal.field, message: refusal.message } : undefined),
    [refusal],
  );

  if (isOpen) {
    const view: TPassengerEntryView | null = entry ? { ...entry, missing: [], updatedAt: '' } : null;
    return (
      <div id={passengerCardId(key)} className="flex flex-col gap-2">
        {refusal && refusal.field === null && (
          <p role="alert" className="flex items-start gap-2 rounded-xl bg-danger/5 px-3 py-2 text-sm text-ink">
            <CircleAlert size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-danger" />
            {t(refusal.message)}
          </p>
        )}
        <PassengerEntryForm
          reference={cartId}
          line={line.line}
          number={number}
          scope={{ form: line.form, askedOf: number === 0 ? 'booking' : 'passenger', who, tripDate: line.date }}
          entry={view}
          isOpen
          title={title}
          useSave={useSave}
          refusal={formRefusal}
          onDone={() => held.setOpen(key, false)}
        />
      </div>
    );
  }

  const name = entry?.details.fullName;
  return (
    <section
      id={passengerCardId(key)}
      aria-labelledby={headingId}
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-2xl border border-line bg-white p-4"
    >
      <div className="min-w-0">
        <h3 id={headingId} className="font-semibold text-ink">
          {title}
        </h3>
        {entry ? (
          <p className="flex items-center gap-1.5 text-sm font-medium text-ink">
            <CircleCheck size={16} aria-hidden="true" className="shrink-0 text-brand-700" />
            <span className="break-words">{name ?? t('Complete')}</span>
          </p>
        ) : (
          <p className="text-sm text-muted">{t('Not given yet')}</p>
        )}
      </div>
      <button
        type="button"
        className="btn-secondary"
        aria-describedby={headingId}
        onClick={() => held.setOpen(key, true)}
      >
        {entry ? <Pencil size={16} aria-hidden="true" /> : <Plus size={16} aria-hidden="true" />}
        {entry ? t('Change') : t('Add details')}
      </button>
    </section>
  );
}
