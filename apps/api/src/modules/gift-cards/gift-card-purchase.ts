import { GIFT_CARD_MESSAGES } from '@rihla/shared/messages/ledger';
import { aedToFils, filsToAed, formatAedAmount } from '@rihla/shared/rules/money';
import type {
  TBuyGiftCardData,
  TBuyGiftCardRequest,
  TViewGiftCardPurchaseData,
} from '@rihla/shared/schemas/gift-cards';
import type { Selectable } from 'kysely';
import type { TAppContext, TAuthUser } from '../../context.js';
import type { GiftCardPurchasesTable } from '../../db/tables/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isoNow } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { TProviderPayment } from '../payments/index.js';
import {
  claimGiftCardPurchase,
  findGiftCardById,
  findGiftCardPurchaseByTransaction,
  findGiftCardPurchaseOfUser,
  insertGiftCardPurchase,
  listPendingGiftCardPurchases,
  moveGiftCardPurchaseStatus,
} from './gift-cards.repository.js';
import { defaultGiftCardExpiry, issueGiftCard, queueGiftCardMessages, toBoughtGiftCard } from './gift-cards.service.js';

// A gift card bought in the storefront (decision 049): a purchase row and a payment page for its amount (card
// only: no points, wallet or gift card pay for a gift card); when the gateway says it is paid, the card is made
// once, whoever asks first: the shopper's return page, the gateway's callback (booking/flows/confirm.ts hands the
// notices of gift card payments here) or the reconciler (booking/flows/reconcile.ts).

type TPurchase = Selectable<GiftCardPurchasesTable>;

/** users/buyGiftCard: the purchase, pending, and the gateway's page; the return page comes back to /gift-cards. */
export async function buyGiftCard(
  ctx: TAppContext,
  user: TAuthUser,
  request: TBuyGiftCardRequest,
): Promise<TBuyGiftCardData> {
  const id = newId();
  const amountFils = aedToFils(request.amount);
  const created = await ctx.payments.createPayment({
    amountFils,
    currency: 'AED',
    description: `Rihla gift card: AED ${formatAedAmount(filsToAed(amountFils))}`,
    returnUrl: `${ctx.config.publicUrl}/gift-cards?purchase=${encodeURIComponent(id)}`,
  });
  await insertGiftCardPurchase(
    ctx.db,
    {
      id,
      userId: user.id,
      amountFils,
      recipientName: request.recipient_name,
      message: request.message ?? '',
      provider: ctx.payments.name,
      transactionId: created.transactionId,
    },
    isoNow(ctx.clock),
  );
  return { purchaseId: id, Transaction: { PaymentPage: created.paymentPageUrl, TransactionID: created.transactionId } };
}

async function answerOf(ctx: TAppContext, purchase: TPurchase): Promise<TViewGiftCardPurchaseData> {
  const card = purchase.gift_card_id ? await findGiftCardById(ctx.db, purchase.gift_card_id) : undefined;
  return { state: purchase.status, card: card ? toBoughtGiftCard(card) : null };
}

/**
 * Confirm a purchase: asks the gateway (unless its state is given) and, when paid for the purchase's amount, makes
 * the card, its `issued` entry and its messages in one transaction that first marks the purchase paid with a
 * conditional update: of any number of racing confirmations one makes the card, and the others (and every later
 * one) answer with it. A crash before the commit leaves the purchase pending for the reconciler.
 */
export async function confirmGiftCardPurchase(
  ctx: TAppContext,
  purchase: TPurchase,
  gatewayState?: TProviderPayment | null,
): Promise<TViewGiftCardPurchaseData> {
  if (purchase.status !== 'pending') return answerOf(ctx, purchase);
  const state =
    gatewayState === undefined ? await ctx.payments.getPayment(purchase.provider_transaction_id) : gatewayState;
  const now = isoNow(ctx.clock);
  if (state?.status === 'declined') {
    await moveGiftCardPurchaseStatus(ctx.db, purchase.id, 'pending', 'declined', now);
    return { state: 'declined', card: null };
  }
  if (state?.status !== 'paid') return { state: 'pending', card: null };
  if (state.amountFils !== purchase.amount_fils || state.currency !== 'AED') {
    // NOTE: a page is made for the purchase's exact amount; another amount is a gateway fault, never a card.
    await ctx.payments.refund(purchase.provider_transaction_id);
    await moveGiftCardPurchaseStatus(ctx.db, purchase.id, 'pending', 'declined', now);
    return { state: 'declined', card: null };
  }
  await ctx.db.transaction().execute(async (trx) => {
    const giftCardId = newId();
    if (!(await claimGiftCardPurchase(trx, purchase.id, giftCardId, now))) return;
    const card = await issueGiftCard(
      trx,
      {
        id: giftCardId,
        amountFils: purchase.amount_fils,
        recipientName: purchase.recipient_name,
        message: purchase.message,
        expiresAt: defaultGiftCardExpiry(now),
        boughtByUserId: purchase.user_id,
        eventKey: `issued:purchase:${purchase.id}`,
      },
      now,
    );
    await queueGiftCardMessages(ctx, trx, card, now);
  });
  const latest = await findGiftCardPurchaseOfUser(ctx.db, purchase.id, purchase.user_id);
  return answerOf(ctx, latest ?? purchase);
}

/** users/viewGiftCardPurchase: the shopper's return page; confirms the purchase when the gateway says it is paid. */
export async function viewGiftCardPurchase(
  ctx: TAppContext,
  user: TAuthUser,
  purchaseId: string,
): Promise<TViewGiftCardPurchaseData> {
  const purchase = await findGiftCardPurchaseOfUser(ctx.db, purchaseId, user.id);
  if (!purchase) throw new AppError('NOT_FOUND', GIFT_CARD_MESSAGES.purchaseNotFound);
  return confirmGiftCardPurchase(ctx, purchase);
}

/**
 * The gateway's callback about a transaction that is a gift card purchase's: confirmed like the return page.
 * Answers what was done, or null when the transaction is not a gift card's (the booking core's then).
 */
export async function confirmGiftCardNotice(
  ctx: TAppContext,
  provider: string,
  transactionId: string,
): Promise<string | null> {
  if (ctx.payments.name !== provider) return null;
  const purchase = await findGiftCardPurchaseByTransaction(ctx.db, provider, transactionId);
  if (!purchase) return null;
  const answer = await confirmGiftCardPurchase(ctx, purchase);
  if (answer.state === 'paid') return 'The gift card is issued';
  return answer.state === 'declined' ? 'The gift card payment was declined' : 'Nothing to do for this payment';
}

/** Pending purchases older than this are pages nobody paid (as the booking reconciler's window). */
const RECONCILE_WINDOW_MS = 24 * 60 * 60_000;
const RECONCILE_BATCH = 200;

/**
 * Reconcile: purchases still pending `olderThanMs` after they started (the return page and the callback both
 * missed, or a crash came between the payment and the card) are asked of the gateway and confirmed. Safe beside
 * any number of others: the card is made once.
 */
export async function reconcileGiftCardPurchases(
  ctx: TAppContext,
  olderThanMs: number,
): Promise<{ asked: number; issued: number; declined: number }> {
  const now = ctx.clock.now().getTime();
  const pending = await listPendingGiftCardPurchases(
    ctx.db,
    ctx.payments.name,
    new Date(now - RECONCILE_WINDOW_MS).toISOString(),
    new Date(now - olderThanMs).toISOString(),
    RECONCILE_BATCH,
  );
  const result = { asked: 0, issued: 0, declined: 0 };
  for (const purchase of pending) {
    result.asked += 1;
    const answer = await confirmGiftCardPurchase(ctx, purchase);
    if (answer.state === 'paid') result.issued += 1;
    if (answer.state === 'declined') result.declined += 1;
  }
  return result;
}
