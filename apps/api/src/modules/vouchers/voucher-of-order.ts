import type { TContentLanguage } from '@rihla/shared/rules/content-language';
import type { TLinePickup } from '@rihla/shared/schemas/pickups';
import type { TSeller } from '@rihla/shared/schemas/shop';
import type { TAppContext } from '../../context.js';
import type { TOrderRow } from '../../db/tables/schema.js';
import { findUserOfOrder } from '../auth/index.js';
import { storedLines } from '../booking/index.js';
import { pickupsOfOrders } from '../pickups/index.js';
import { readShop } from '../shop/index.js';
import { holderName, renderVoucherPdf } from './voucher-pdf.js';
import { lineWordsOf, type TLineWords } from './voucher-words.js';

/** What a caller already read of an order for its voucher (the confirmation email): the holder, its pick-ups. */
export interface TVoucherReads {
  holder: Awaited<ReturnType<typeof findUserOfOrder>>;
  /** The order's pick-ups in the voucher's language. */
  pickups: TLinePickup[];
  /** Its lines' words in the voucher's language (decision 138). */
  words: TLineWords;
}

/**
 * The voucher PDF of one order, as the voucher link and the confirmation email carry it, sold by the shop (the
 * one the caller read, or the shop as this process reads it), in the order's language or the one asked for
 * (decision 103). `known` spares reading again what the caller read (decision 128).
 */
export async function renderOrderVoucher(
  ctx: TAppContext,
  order: TOrderRow,
  seller?: TSeller,
  asked?: TContentLanguage,
  known?: TVoucherReads,
): Promise<Uint8Array> {
  const language: TContentLanguage = asked ?? (order.language === 'ar' ? 'ar' : 'en');
  const lines = storedLines(order);
  const words = known?.words ?? (await lineWordsOf(ctx.db, language, lines));
  const pickups = known?.pickups ?? (await pickupsOfOrders(ctx.db, [order.id], language)).get(order.id) ?? [];
  const holder = known ? known.holder : await findUserOfOrder(ctx.db, order.user_id);
  return renderVoucherPdf({
    language,
    words,
    reference: order.reference,
    status: order.status,
    issuedTo: holderName(holder),
    createdAt: order.created_at,
    lines,
    discountFils: order.discount_fils,
    amountPaidFils: order.amount_paid_fils,
    balances: {
      pointsUsed: order.points_used,
      pointsFils: order.points_fils,
      giftCardFils: order.gift_card_fils,
      walletFils: order.wallet_fils,
    },
    voucherCode: order.voucher_code,
    seller: seller ?? (await readShop(ctx)).settings,
    pickups: new Map(pickups.map((pickup) => [pickup.line, words.pickup(pickup)])),
  });
}
