// The numbers of the back office (issue 18, decision 044): the dashboard's figures, and the date ranges of the
// orders' and refunds' exports. Money in fils; dates YYYY-MM-DD in Dubai.
import { z } from 'zod';
import { ORDER_CHANNELS } from '../rules/channels.js';
import { daysBetween, REPORT_GRANULARITIES, REPORT_MAX_DAYS } from '../rules/reports.js';
import { ZIsoDate } from './common.js';
import { ZManifestDeparture } from './operator-manifests.js';

const RANGE_FIELDS = {
  from: ZIsoDate('from must be a date (YYYY-MM-DD)'),
  to: ZIsoDate('to must be a date (YYYY-MM-DD)'),
};

/** A range of dates checked in order and not longer than REPORT_MAX_DAYS. */
function inRange<T extends z.ZodType<{ from: string; to: string }>>(schema: T) {
  return schema
    .refine((range) => range.from <= range.to, { message: 'to must not be before from', path: ['to'] })
    .refine((range) => daysBetween(range.from, range.to) < REPORT_MAX_DAYS, {
      message: `A report covers at most ${REPORT_MAX_DAYS} days`,
      path: ['to'],
    });
}

/** The dates (Dubai) of an export: orders by the day they were paid, refunds by the day they were made. */
export const ZReportRange = inRange(z.strictObject(RANGE_FIELDS));
export type TReportRange = z.infer<typeof ZReportRange>;

export const ZDashboardRequest = inRange(
  z.strictObject({
    ...RANGE_FIELDS,
    granularity: z.enum(REPORT_GRANULARITIES, { error: 'granularity must be day, week or month' }).default('day'),
  }),
);
export type TDashboardRequest = z.input<typeof ZDashboardRequest>;
export type TDashboardQuery = z.output<typeof ZDashboardRequest>;

/** Money and counts of a period (or of the whole range). */
export const ZSalesFigures = z.object({
  /**
   * The supplies of the orders placed in the period: their whole prices after discounts, VAT included, whatever paid
   * them (card or cash, points, a gift card, the wallet; decision 091).
   */
  grossFils: z.number().int(),
  /** What refunds in the period took off supplies (every part), whenever the order was placed. */
  refundsFils: z.number().int(),
  netFils: z.number().int(),
  /** The VAT of the net: the period's orders' receipts' VAT less its refunds', each rounded as its receipt is. */
  netVatFils: z.number().int(),
  /** Orders placed in the period (a 'failed' order, paid for seats that had sold out, is no order). */
  orders: z.number().int(),
  /** Seats of those orders. */
  tickets: z.number().int(),
});
export type TSalesFigures = z.infer<typeof ZSalesFigures>;

export const ZSalesPeriod = ZSalesFigures.extend({
  /** The period's first date: the day, the Monday of the week, or the first of the month. */
  period: z.string(),
});
export type TSalesPeriod = z.infer<typeof ZSalesPeriod>;

export const ZTopProduct = z.object({
  productId: z.string(),
  title: z.string(),
  orders: z.number().int(),
  tickets: z.number().int(),
});

/**
 * The orders of the range by the channel that sold them (issue 39): online, the desk, or a partner with how it
 * sold; their supply and what refunds took off it. Largest first.
 */
export const ZChannelSales = z.object({
  channel: z.enum(ORDER_CHANNELS),
  partnerId: z.string().nullable(),
  partnerName: z.string().nullable(),
  orders: z.number().int(),
  grossFils: z.number().int(),
  netFils: z.number().int(),
});
export type TChannelSales = z.infer<typeof ZChannelSales>;

export const ZProductOccupancy = z.object({
  productId: z.string(),
  title: z.string(),
  /** Seats booked by paid orders on the product's departures dated in the range. */
  bookedSeats: z.number().int(),
  /** Seats of the departures of the range that run (open). */
  capacity: z.number().int(),
  departures: z.number().int(),
});

export const ZDashboardData = z.object({
  from: z.string(),
  to: z.string(),
  granularity: z.enum(REPORT_GRANULARITIES),
  totals: ZSalesFigures,
  periods: z.array(ZSalesPeriod),
  topProducts: z.array(ZTopProduct),
  channels: z.array(ZChannelSales),
  occupancy: z.array(ZProductOccupancy),
  /** Today's and tomorrow's departures (Dubai) with bookings or guides. */
  today: z.string(),
  departures: z.array(ZManifestDeparture),
});
export type TDashboardData = z.infer<typeof ZDashboardData>;
