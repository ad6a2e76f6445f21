import { GIFT_CARD_MESSAGES } from '@rihla/shared/messages/ledger';
import type { TContentLanguage } from '@rihla/shared/rules/content-language';
import type {
  TBuyGiftCardData,
  TBuyGiftCardRequest,
  TViewGiftCardPurchaseData,
} from '@rihla/shared/schemas/gift-cards';
import type { TAppContext, TAuthUser } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import { isoNow } from '../../../lib/clock.js';
import { runFlow } from '../../../lib/flow.js';
import { newId } from '../../../lib/ids.js';
import type { TProviderPayment } from '../../payments/index.js';
import {
  claimGiftCardPurchase,
  findGiftCardById,
  findGiftCardPurchaseByTransaction,
  findGiftCardPurchaseOfUser,
  listPendingGiftCardPurchases,
  moveGiftCardPurchaseStatus,
  type TGiftCardPurchase,
} from '../gift-cards.repository.js';
import {
  defaultGiftCardExpiry,
  issueGiftCard,
  queueGiftCardMessages,
  toBoughtGiftCard,
} from '../gift-cards.service.js';
import { checkPurchaseAmount, startPurchasePayment, takePurchasePaymentStep } from '../steps/purchase-payment.js';

// Buying a gift card in the storefront (decisions 049, 068), a flow of its own beside the booking's: the purchase
// and its payment page (buyGiftCardFlow); then, when the gateway says it is paid, the card made once, whoever asks
// first (confirmGiftCardPurchaseFlow): the shopper's return page, the gateway's callback (which finds the purchase
// by its transaction, booking/flows/confirm.ts) or the reconciler (booking/flows/reconcile.ts).

/** users/buyGiftCard: the purchase, pending, and the gateway's page; the return page comes back to /gift-cards. */
export async function buyGiftCardFlow(
  ctx: TAppContext,
  user: TAuthUser,
  request: TBuyGiftCardRequest,
  language: TContentLanguage = 'en',
): Promise<TBuyGiftCardData> {
  const id = newId();
  const created = await startPurchasePayment(ctx, user, id, request, language);
  return { purchaseId: id, Transaction: { PaymentPage: created.paymentPageUrl, TransactionID: created.transactionId } };
}

async function answerOf(ctx: TAppContext, purchase: TGiftCardPurchase): Promise<TViewGiftCardPurchaseData> {
  const card = purchase.gift_card_id ? await findGiftCardById(ctx.db, purchase.gift_card_id) : undefined;
  return { state: purchase.status, card: card ? toBoughtGiftCard(card) : null };
}

/**
 * Confirm a purchase: asks the gateway (unless its state is given); a declined payment declines the purchase, a paid
 * one runs takePurchasePayment, checkPurchaseAmount and issuePurchasedCard. A refusal after the payment was taken
 * (another amount than the page's) undoes it: refunded, the purchase declined. Of any number of racing confirmations
 * one makes the card, and the others (and every later one) answer with it. A crash before the card's commit leaves
 * the purchase pending for the reconciler.
 */
export async function confirmGiftCardPurchaseFlow(
  ctx: TAppContext,
  purchase: TGiftCardPurchase,
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
  try {
    await runFlow(async (run) => {
      await run(takePurchasePaymentStep, ctx, purchase, state);
      checkPurchaseAmount(purchase, state);
      await issuePurchasedCard(ctx, purchase, now);
    });
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    return { state: 'declined', card: null };
  }
  const latest = await findGiftCardPurchaseOfUser(ctx.db, purchase.id, purchase.user_id);
  return answerOf(ctx, latest ?? purchase);
}

/**
 * Step "issue the card": in one transaction the purchase is marked paid with its card by a conditional update (the
 * one winner of racing confirmations), then the card, its `issued` entry and its messages. Safe to repeat.
 */
async function issuePurchasedCard(ctx: TAppContext, purchase: TGiftCardPurchase, now: string): Promise<void> {
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
    await queueGiftCardMessages(ctx, trx, card, now, purchase.language);
  });
}

/** users/viewGiftCardPurchase: the shopper's return page; confirms the purchase when the gateway says it is paid. */
export async function viewGiftCardPurchase(
  ctx: TAppContext,
  user: TAuthUser,
  purchaseId: string,
): Promise<TViewGiftCardPurchaseData> {
  const purchase = await findGiftCardPurchaseOfUser(ctx.db, purchaseId, user.id);
  if (!purchase) throw new AppError('NOT_FOUND', GIFT_CARD_MESSAGES.purchaseNotFound);
  return confirmGiftCardPurchaseFlow(ctx, purchase);
}

/** The gift card purchase a gateway transaction pays for, if it pays for one. */
export function findPurchaseOfTransaction(ctx: TAppContext, provider: string, transactionId: string) {
  return findGiftCardPurchaseByTransaction(ctx.db, provider, transactionId);
}

/** The gateway's callback about a gift card purchase's transaction: confirmed like the return page. */
export async function confirmGiftCardNotice(ctx: TAppContext, purchase: TGiftCardPurchase): Promise<string> {
  const answer = await confirmGiftCardPurchaseFlow(ctx, purchase);
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
    ctx.payments.providers.map((provider) => provider.name),
    new Date(now - RECONCILE_WINDOW_MS).toISOString(),
    new Date(now - olderThanMs).toISOString(),
    RECONCILE_BATCH,
  );
  const result = { asked: 0, issued: 0, declined: 0 };
  for (const purchase of pending) {
    result.asked += 1;
    const answer = await confirmGiftCardPurchaseFlow(ctx, purchase);
    if (answer.state === 'paid') result.issued += 1;
    if (answer.state === 'declined') result.declined += 1;
  }
  return result;
}
