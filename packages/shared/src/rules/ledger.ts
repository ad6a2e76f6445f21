// The rules of the wallet and points (issue 20, decision 048), from the Terms of Service: 5 points per AED 1 paid
// for a confirmed booking, 125 points worth AED 1, 100 points when an invited friend completes a first booking.
import { aedToFils } from './money.js';

/** Kinds of value an account holds: wallet money in fils, and points. */
export const LEDGER_KINDS = ['wallet', 'points'] as const;
export type TLedgerKind = (typeof LEDGER_KINDS)[number];

export const POINTS_PER_AED_PAID = 5;
export const POINTS_PER_AED_OF_VALUE = 125;
export const INVITE_POINTS = 100;

/** Points a confirmed booking earns on the amount paid (in fils) other than with points: whole points only. */
export function pointsEarnedOn(paidFils: number): number {
  return Math.floor((paidFils * POINTS_PER_AED_PAID) / 100);
}

/**
 * Whether the points an order earned are still pending (decision 058): until its trip has run, that is while any of
 * its lines departs today or later (Dubai dates, YYYY-MM-DD). Pending points count in the balance but cannot be
 * spent, so a booking cancelled before its trip can always give back every point it earned.
 */
export function arePointsPending(lineDates: readonly string[], todayInDubai: string): boolean {
  return lineDates.some((date) => date >= todayInDubai);
}

/** What points are worth, in whole fils (rounded down: a part of a fils is never paid out). */
export function filsOfPoints(points: number): number {
  return Math.floor((points * 100) / POINTS_PER_AED_OF_VALUE);
}

/** Points are spent in steps of 5: 5 points are AED 0.04 exactly (decision 049). */
export const POINTS_SPEND_STEP = 5;

/** The points a price (fils) can take from a balance: whole steps of 5, never worth more than the price. */
export function pointsToSpend(balancePoints: number, priceFils: number): number {
  const stepFils = filsOfPoints(POINTS_SPEND_STEP);
  const steps = Math.min(Math.floor(balancePoints / POINTS_SPEND_STEP), Math.floor(priceFils / stepFils));
  return Math.max(0, steps) * POINTS_SPEND_STEP;
}

/**
 * The points that come back when `refundedFils` of a points part worth `pointsFils` (`pointsUsed` points) is
 * refunded: converted back at 125 points to AED 1, all of them when the whole part comes back.
 */
export function pointsOfRefund(refundedFils: number, pointsUsed: number, pointsFils: number): number {
  if (refundedFils >= pointsFils) return pointsUsed;
  return Math.floor((refundedFils * POINTS_PER_AED_OF_VALUE) / 100);
}

/**
 * An adjustment's amount as an operator types it, as the signed integer the call takes: AED with at most 2 decimals
 * for the wallet (to fils), whole points for points, negative when taking; null when it is not such a number.
 */
export function adjustmentAmount(kind: TLedgerKind, text: string, isTaking: boolean): number | null {
  const typed = text.trim();
  const pattern = kind === 'wallet' ? /^\d+(\.\d{1,2})?$/ : /^\d+$/;
  if (!pattern.test(typed)) return null;
  const size = kind === 'wallet' ? aedToFils(Number(typed)) : Number(typed);
  return isTaking ? -size : size;
}
