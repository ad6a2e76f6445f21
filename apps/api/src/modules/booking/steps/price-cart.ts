// Step "price the cart": the only prices the system ever charges, from the catalogue and the promo code.
import { MESSAGES, type TModule } from '@rihla/shared/constants';
import { PROMO_MESSAGES } from '@rihla/shared/messages/booking';
import {
  priceBooking,
  type TCancellationTerms,
  type TTicketCounts,
  type TTicketPrice,
} from '@rihla/shared/rules/departures';
import { computeDiscountFils } from '@rihla/shared/rules/promo';
import type { TPricing, TWhereToBe } from '@rihla/shared/schemas/booking-terms';
import type { TDb } from '../../../db/database.js';
import type { TCheckoutRow } from '../../../db/tables/schema.js';
import { listCartRows, type TCartRow } from '../../cart/index.js';
import { type TBookingProduct, toBookingProduct } from '../../catalogue/index.js';
import { countRedemptionsOfUser, findPromoCode } from '../promo.repository.js';

/**
 * A cart line priced from the catalogue, as checkouts and orders keep it (JSON): the departure, the counts
 * and priced rows per ticket type, the seats it takes, and the cancellation terms and place it is sold with,
 * so that a later edit of the product never changes a booking already made (decision 026).
 */
export interface TPricedLine {
  productId: string;
  module: TModule;
  title: string;
  date: string;
  /** The departure's 12-hour label ('9:00 AM - 1:00 PM'). */
  time: string;
  /** The departure's start and end, HH:mm Dubai time; the start is its key on the date. */
  start: string;
  end: string;
  /** Adults, or a per-group product's guests. */
  adultCount: number;
  /** The adult's (or the group's) unit price. */
  unitFils: number;
  totalFils: number;
  pictures: string[];
  tourType: string;
  pricing: TPricing;
  tickets: TTicketCounts;
  rows: TTicketPrice[];
  /** Seats of the departure the line takes (a group takes one). */
  seats: number;
  cancellation: TCancellationTerms;
  whereToBe: TWhereToBe | null;
  /** Tickets an operator cancelled since the sale (decision 062); `tickets` and `rows` are what is left. */
  cancelledTickets?: TTicketCounts;
}

export interface TPricedCart {
  lines: TPricedLine[];
  subtotalFils: number;
  discountFils: number;
  totalFils: number;
  /** The code that gives the discount, normalised; null when none applies. */
  promoCode: string | null;
  /** Why the code asked for does not apply (its message for the shopper); null when it does or none was asked. */
  promoRefusal: string | null;
  /** Why a line can no longer be booked as it is (its product's rules changed since it was added); else null. */
  lineRefusal: string | null;
  /** The cart line id of each priced line, in the same order. */
  lineIds: string[];
  /** The booking terms of the lines' products, as the same read found them. */
  products: Map<string, TBookingProduct>;
}

export function normalisePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * A cart line priced by its product's terms now. A line its product's rules no longer allow (its terms changed
 * since it was added) is priced as adults and carries the refusal, which checkout gives.
 */
function priceLine(row: TCartRow): {
  lineId: string;
  line: TPricedLine;
  product: TBookingProduct;
  refusal: string | null;
} {
  const product = toBookingProduct(row);
  const tickets = { adult: row.adult_count, child: row.child_count, infant: row.infant_count };
  const price = priceBooking(product.pricing, tickets);
  const rows: TTicketPrice[] = price.ok
    ? price.rows
    : [
        {
          kind: 'adult',
          label: 'Adult',
          count: row.adult_count,
          unitFils: row.price_fils,
          totalFils: row.adult_count * row.price_fils,
        },
      ];
  const totalFils = rows.reduce((sum, item) => sum + item.totalFils, 0);
  return {
    lineId: row.line_id,
    product,
    line: {
      productId: row.id,
      module: row.module,
      title: row.title,
      date: row.date,
      time: row.time,
      start: row.line_start,
      end: row.line_end,
      adultCount: row.adult_count,
      unitFils: row.price_fils,
      totalFils,
      pictures: JSON.parse(row.pictures) as string[],
      tourType: row.tour_type,
      pricing: product.pricing.pricing,
      tickets,
      rows,
      seats: price.ok ? price.seats : row.adult_count,
      cancellation: product.cancellation,
      whereToBe: product.whereToBe,
    },
    refusal: price.ok ? null : price.message,
  };
}

/**
 * Prices a user's cart as it is now, or only the lines named, with a promo code when one is given (no lines
 * take no code; the code's minimum order and discount count the lines priced). The caller decides what a
 * refused code means (decision 019): the cart view shows no discount, checkout refuses. Reads only.
 */
export async function priceCart(
  db: TDb,
  userId: string,
  promoCode: string | null | undefined,
  now: string,
  lineIds?: readonly string[],
): Promise<TPricedCart> {
  const rows = await listCartRows(db, userId);
  const named = lineIds ? new Set(lineIds) : null;
  const priced = (named ? rows.filter((row) => named.has(row.line_id)) : rows).map(priceLine);
  const lines = priced.map((item) => item.line);
  const subtotalFils = lines.reduce((sum, line) => sum + line.totalFils, 0);
  const promo =
    promoCode && lines.length > 0 ? await judgePromo(db, promoCode, userId, subtotalFils, now) : { discountFils: 0 };
  const applied = 'code' in promo ? promo : null;
  return {
    lines,
    subtotalFils,
    discountFils: applied?.discountFils ?? 0,
    totalFils: subtotalFils - (applied?.discountFils ?? 0),
    promoCode: applied?.code ?? null,
    promoRefusal: 'refusal' in promo ? promo.refusal : null,
    lineRefusal: priced.find((item) => item.refusal !== null)?.refusal ?? null,
    lineIds: priced.map((item) => item.lineId),
    products: new Map(priced.map((item) => [item.product.id, item.product])),
  };
}

/**
 * Why a checkout's code no longer applies to it (expired, run out, already used by the shopper), or null:
 * asked again before its payment starts, since the code's limits are shared with every other checkout.
 */
export async function promoRefusalOf(db: TDb, checkout: TCheckoutRow, now: string): Promise<string | null> {
  if (!checkout.promo_code) return null;
  const promo = await judgePromo(db, checkout.promo_code, checkout.user_id, checkout.subtotal_fils, now);
  return 'refusal' in promo ? promo.refusal : null;
}

/** A promo code against its validity dates, minimum order and use limits: its discount, or why it is refused. */
async function judgePromo(
  db: TDb,
  rawCode: string,
  userId: string,
  subtotalFils: number,
  now: string,
): Promise<{ code: string; discountFils: number } | { refusal: string }> {
  const code = normalisePromoCode(rawCode);
  const promo = await findPromoCode(db, code);
  if (!promo) return { refusal: MESSAGES.invalidPromo };
  if (promo.paused_at !== null) return { refusal: PROMO_MESSAGES.paused };
  if (promo.valid_from !== null && now < promo.valid_from) return { refusal: PROMO_MESSAGES.notActiveYet };
  if (promo.valid_until !== null && now >= promo.valid_until) return { refusal: PROMO_MESSAGES.expired };
  if (subtotalFils < promo.min_order_fils) return { refusal: PROMO_MESSAGES.minimumOrder(promo.min_order_fils) };
  if (promo.max_uses !== null && promo.used_count >= promo.max_uses) return { refusal: PROMO_MESSAGES.fullyRedeemed };
  if (promo.max_uses_per_user !== null && (await countRedemptionsOfUser(db, code, userId)) >= promo.max_uses_per_user) {
    return { refusal: PROMO_MESSAGES.alreadyUsed };
  }
  const discountFils = computeDiscountFils(subtotalFils, {
    kind: promo.kind,
    value: promo.value,
    maxDiscountFils: promo.max_discount_fils,
  });
  return { code, discountFils };
}

/** Whether a line is on a departure: the same product, date and start. */
export function isLineOnDeparture(
  line: Pick<TPricedLine, 'productId' | 'date' | 'start'>,
  key: { productId: string; date: string; start: string },
): boolean {
  return line.productId === key.productId && line.date === key.date && line.start === key.start;
}

/** The priced lines a checkout or an order keeps as JSON. */
export function storedLines(record: { items: string }): TPricedLine[] {
  return JSON.parse(record.items) as TPricedLine[];
}
