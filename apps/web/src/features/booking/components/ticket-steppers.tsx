import { groupLabel, type TTicketCounts } from '@rihla/shared/rules/departures';
import type { TBookingTermsAnswer, TTicketKind } from '@rihla/shared/schemas/booking-terms';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import type { TCountLimits } from '../../../lib/ticket-choice';

export interface TTicketStepperRow {
  kind: TTicketKind;
  label: string;
  price: number;
}

function typeNotes(booking: TBookingTermsAnswer, kind: TTicketKind): string[] {
  const type = booking.ticketTypes.find((candidate) => candidate.kind === kind);
  if (!type || kind === 'adult') return [];
  const notes: string[] = [];
  if (!type.takesSeat) notes.push(t('No seat of their own'));
  if (type.maxPerAdult !== null) notes.push(t('Up to {n} per adult', { n: type.maxPerAdult }));
  else if (type.requiresAdult) notes.push(t('With an adult'));
  return notes;
}

/**
 * The steppers of the ticket page (issue 15): one per ticket type the product sells, each with its unit price,
 * or for a private group its one price and a guests stepper up to max_ppl.
 */
export function TicketSteppers({
  booking,
  rows,
  counts,
  limits,
  seatLimit,
  onChange,
}: {
  booking: TBookingTermsAnswer;
  rows: TTicketStepperRow[];
  counts: TTicketCounts;
  limits: TCountLimits;
  /** Seats this booking may take (per-person products): the departure's seats left within the order limit. */
  seatLimit: number;
  onChange(kind: TTicketKind, value: number): void;
}) {
  if (booking.pricing === 'perGroup') {
    const price = rows[0]?.price ?? 0;
    return (
      <div className="mt-5 space-y-4 border-t border-line pt-5">
        <div className="rounded-xl bg-brand-50 px-3.5 py-3">
          <p className="font-semibold text-ink">{t(groupLabel(booking.maxPeople))}</p>
          <p className="text-sm text-muted">{t('{price} per group', { price: formatPrice(price) })}</p>
        </div>
        <div className="flex items-center justify-between gap-3">
          <div>
            <p className="font-semibold text-ink">{t('Guests')}</p>
            <p className="text-xs text-muted" data-testid="ticket-limit">
              {t('Up to {n} guests', { n: limits.adult.max })}
            </p>
          </div>
          <QuantityStepper
            value={counts.adult}
            onChange={(value) => onChange('adult', value)}
            label={t('Guests')}
            min={limits.adult.min}
            max={limits.adult.max}
          />
        </div>
      </div>
    );
  }
  return (
    <div className="mt-5 border-t border-line pt-5">
      <ul className="space-y-4">
        {rows.map((row) => (
          <li key={row.kind} className="flex items-center justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold text-ink">{row.label}</p>
              <p className="text-sm text-muted">{t('{price} each', { price: formatPrice(row.price) })}</p>
              {typeNotes(booking, row.kind).map((note) => (
                <p key={note} className="text-xs text-muted">
                  {note}
                </p>
              ))}
            </div>
            <QuantityStepper
              value={counts[row.kind]}
              onChange={(value) => onChange(row.kind, value)}
              label={row.label}
              min={limits[row.kind].min}
              max={limits[row.kind].max}
            />
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-muted" data-testid="ticket-limit">
        {t('Up to {n} tickets', { n: seatLimit })}
      </p>
    </div>
  );
}
