import type { TTicketCounts } from '@rihla/shared/rules/departures';
import type { TCartItem } from '@rihla/shared/schemas/booking';
import type { TTicketKind } from '@rihla/shared/schemas/booking-terms';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { t } from '../../../lib/i18n';
import { countLimits, soldKinds, stepperLabel } from '../../../lib/ticket-choice';

/** The counts a cart line holds now. */
export function countsOfLine(item: TCartItem): TTicketCounts {
  return { adult: item.adultCount, child: item.childCount, infant: item.infantCount };
}

/**
 * A cart line's tickets, changeable (issue 16): one stepper per type the product sells (a group's guests), kept
 * within the ticket page's limits (the people of one booking, the per-order limit, each type's limit per
 * adult). The departure's seats left are checked by the server, which refuses with their number.
 */
export function CartLineSteppers({
  item,
  pending,
  onChange,
}: {
  item: TCartItem;
  /** The counts being saved: shown at once; further presses wait for the answer (the buttons keep focus). */
  pending: TTicketCounts | null;
  onChange(counts: TTicketCounts): void;
}) {
  const counts = pending ?? countsOfLine(item);
  const limits = countLimits(item.booking, counts, undefined);
  const change = (kind: TTicketKind, value: number) => {
    if (!pending) onChange({ ...counts, [kind]: value });
  };
  return (
    <fieldset
      className="col-span-2 m-0 flex min-w-0 flex-wrap gap-x-6 gap-y-2 border-0 p-0 sm:col-span-1 sm:col-start-2"
      aria-busy={pending !== null}
    >
      <legend className="sr-only">{t('Tickets for {title}', { title: item.title })}</legend>
      {soldKinds(item.booking).map((kind) => {
        const label = stepperLabel(kind, item.booking, item.tour_type);
        return (
          <div key={kind} className="flex items-center gap-3">
            <span className="min-w-14 text-sm font-medium text-ink">{label}</span>
            <QuantityStepper
              value={counts[kind]}
              onChange={(value) => change(kind, value)}
              label={label}
              min={limits[kind].min}
              max={limits[kind].max}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
