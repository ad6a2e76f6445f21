// The ticket page's choice of tickets (issue 15): the product's terms as the pricing rule takes them, how far each
// stepper may go, and the counts kept inside those limits. The price and every refusal come from priceBooking,
// the rule the server charges with.
import { pricePer, type TPricingTerms, type TTicketCounts } from '@rihla/shared/rules/departures';
import type { TBookingTermsAnswer, TTicketKind } from '@rihla/shared/schemas/booking-terms';
import { t } from './i18n';

export const TICKET_KINDS = ['adult', 'child', 'infant'] as const satisfies readonly TTicketKind[];

const toFils = (aed: number) => Math.round(aed * 100);

/** The terms priceBooking needs, from the detail's booking block (prices in AED there, in fils here). */
export function pricingTermsOf(title: string, price: number, booking: TBookingTermsAnswer): TPricingTerms {
  const adult = booking.ticketTypes.find((type) => type.kind === 'adult');
  return {
    title,
    pricing: booking.pricing,
    adultPriceFils: toFils(adult?.price ?? price),
    extraTypes: booking.ticketTypes.flatMap((type) =>
      type.kind === 'adult'
        ? []
        : [
            {
              kind: type.kind,
              priceFils: toFils(type.price),
              minAge: type.minAge ?? 0,
              maxAge: type.maxAge ?? 0,
              takesSeat: type.takesSeat,
              requiresAdult: type.requiresAdult,
              ...(type.maxPerAdult === null ? {} : { maxPerAdult: type.maxPerAdult }),
            },
          ],
    ),
    minPeople: booking.minPeople,
    maxPeople: booking.maxPeople,
    maxTicketsPerOrder: booking.maxTicketsPerOrder,
  };
}

/** The ticket types a stepper is drawn for: Adult always (guests of a group), Child and Infant when sold. */
export function soldKinds(booking: TBookingTermsAnswer): TTicketKind[] {
  if (booking.pricing === 'perGroup') return ['adult'];
  return TICKET_KINDS.filter((kind) => kind === 'adult' || booking.ticketTypes.some((type) => type.kind === kind));
}

/** Seats one booking may still take: the departure's seats left, never more than the per-order limit. */
export function seatCap(booking: TBookingTermsAnswer, seatsLeft: number | undefined): number {
  return Math.max(0, Math.min(seatsLeft ?? booking.maxTicketsPerOrder, booking.maxTicketsPerOrder));
}

export type TCountLimits = Record<TTicketKind, { min: number; max: number }>;

/**
 * How low and how high each stepper may go, given the other counts: the seats left of the departure and the
 * per-order limit (seat-taking tickets only), max_ppl (everyone), and each type's limit per adult. A group is
 * 1 to max_ppl guests. Adults may go to 0 only when some other type needs no adult.
 */
export function countLimits(
  booking: TBookingTermsAnswer,
  counts: TTicketCounts,
  seatsLeft: number | undefined,
): TCountLimits {
  if (booking.pricing === 'perGroup') {
    return {
      adult: { min: 1, max: Math.max(1, booking.maxPeople) },
      child: { min: 0, max: 0 },
      infant: { min: 0, max: 0 },
    };
  }
  const cap = seatCap(booking, seatsLeft);
  const typeOf = (kind: TTicketKind) => booking.ticketTypes.find((type) => type.kind === kind);
  const takesSeat = (kind: TTicketKind) => kind === 'adult' || typeOf(kind)?.takesSeat === true;
  const othersSeats = (kind: TTicketKind) =>
    TICKET_KINDS.reduce((sum, other) => (other !== kind && takesSeat(other) ? sum + counts[other] : sum), 0);
  const othersPeople = (kind: TTicketKind) =>
    TICKET_KINDS.reduce((sum, other) => (other !== kind ? sum + counts[other] : sum), 0);
  const adultMin = booking.ticketTypes.some((type) => type.kind !== 'adult' && !type.requiresAdult) ? 0 : 1;
  const limitOf = (kind: TTicketKind, min: number) => {
    const type = typeOf(kind);
    if (kind !== 'adult' && !type) return { min: 0, max: 0 };
    let max = booking.maxPeople - othersPeople(kind);
    if (takesSeat(kind)) max = Math.min(max, cap - othersSeats(kind));
    if (kind !== 'adult' && type?.maxPerAdult != null) max = Math.min(max, type.maxPerAdult * counts.adult);
    return { min, max: Math.max(min, max) };
  };
  return { adult: limitOf('adult', adultMin), child: limitOf('child', 0), infant: limitOf('infant', 0) };
}

/**
 * The counts brought inside their limits, the later types given up first (an infant before a child before an
 * adult); a few passes, since fewer adults may allow fewer children or infants.
 */
export function clampCounts(
  booking: TBookingTermsAnswer,
  counts: TTicketCounts,
  seatsLeft: number | undefined,
): TTicketCounts {
  let next = counts;
  for (let pass = 0; pass < 3; pass += 1) {
    for (const kind of ['infant', 'child', 'adult'] as const) {
      const { min, max } = countLimits(booking, next, seatsLeft)[kind];
      const value = Math.min(Math.max(next[kind], min), max);
      if (value !== next[kind]) next = { ...next, [kind]: value };
    }
  }
  return next;
}

/** The first counts of the page: the fewest people the product takes (at least one), all adults. */
export function initialCounts(booking: TBookingTermsAnswer): TTicketCounts {
  return { adult: Math.max(1, booking.minPeople), child: 0, infant: 0 };
}

/**
 * The ticket unit: a per-group product's unit ('Boat'); else Adult for individual tours and Person for the others.
 * Never the tour type itself: a per-person trip of tour type Group still sells a person's ticket (decision 077).
 */
export function ticketUnitLabel(booking: Pick<TBookingTermsAnswer, 'pricing' | 'groupUnit'>, tourType: string): string {
  if (booking.pricing === 'perGroup') return t(pricePer(booking.pricing, booking.groupUnit));
  return tourType === 'Individual' ? t('Adult') : t('Person');
}

/** The name of a type's stepper: for adults alone the spec's unit label, beside other types 'Adult'. */
export function stepperLabel(kind: TTicketKind, booking: TBookingTermsAnswer, tourType: string): string {
  if (booking.pricing === 'perGroup') return t('Guests');
  const type = booking.ticketTypes.find((candidate) => candidate.kind === kind);
  if (kind === 'adult')
    return soldKinds(booking).length > 1 ? t(type?.label ?? 'Adult') : ticketUnitLabel(booking, tourType);
  return t(type?.label ?? kind);
}
