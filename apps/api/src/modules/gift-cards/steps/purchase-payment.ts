import { PAYMENT_MESSAGES } from '@rihla/shared/messages/booking';
import type { TContentLanguage } from '@rihla/shared/rules/content-language';
import { aedToFils, filsToAed, formatAedAmount } from '@rihla/shared/rules/money';
import type { TBuyGiftCardRequest } from '@rihla/shared/schemas/gift-cards';
import type { TAppContext, TAuthUser } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import { isoNow } from '../../../lib/clock.js';
import { defineStep } from '../../../lib/flow.js';
import type { TCreatedPayment, TProviderPayment } from '../../payments/index.js';
import { readShop } from '../../shop/index.js';
import {
  insertGiftCardPurchase,
  moveGiftCardPurchaseStatus,
  type TGiftCardPurchase,
} from '../gift-cards.repository.js';

// Steps of buying a gift card (decision 049, its flow in flows/buy-gift-card.ts): the payment page and the purchase
// it pays for, and the payment the gateway took, with its undo declared with it (decision 068).

/**
 * Step "start the payment": the gateway's page for the purchase's amount (card only: no points, wallet or gift card
 * pay for a gift card), whose return page comes back to /gift-cards, and the purchase recorded pending.
 */
export async function startPurchasePayment(
  ctx: TAppContext,
  user: TAuthUser,
  purchaseId: string,
  request: TBuyGiftCardRequest,
  language: TContentLanguage = 'en',
): Promise<TCreatedPayment> {
  const amountFils = aedToFils(request.amount);
  const created = await ctx.payments.createPayment({
    amountFils,
    currency: 'AED',
    description: `${(await readShop(ctx)).settings.name} gift card: AED ${formatAedAmount(filsToAed(amountFils))}`,
    returnUrl: `${ctx.config.publicUrl}/gift-cards?purchase=${encodeURIComponent(purchaseId)}`,
  });
  await insertGiftCardPurchase(
    ctx.db,
    {
      id: purchaseId,
      userId: user.id,
      amountFils,
      recipientName: request.recipient_name,
      message: request.message ?? '',
      provider: ctx.payments.name,
      transactionId: created.transactionId,
      language,
    },
    isoNow(ctx.clock),
  );
  return created;
}

/**
 * Step "take the payment": the gateway's record (never the shopper's word) says the purchase's page was paid. Its
 * undo gives the money back (the gateway does it once) and declines the purchase, which then never makes a card.
 */
export const takePurchasePaymentStep = defineStep({
  name: 'takePurchasePayment',
  invoke: async (_ctx: TAppContext, _purchase: TGiftCardPurchase, state: TProviderPayment) => {
    if (state.status !== 'paid') throw new AppError('CONFLICT', PAYMENT_MESSAGES.notCompleted);
  },
  compensate: async (ctx: TAppContext, purchase: TGiftCardPurchase) => {
    await ctx.payments.refund(purchase.provider_transaction_id);
    await moveGiftCardPurchaseStatus(ctx.db, purchase.id, 'pending', 'declined', isoNow(ctx.clock));
  },
});

/** Step "check the amount": a page is made for the purchase's exact amount; another is a gateway fault, never a card. */
export function checkPurchaseAmount(purchase: TGiftCardPurchase, state: TProviderPayment): void {
  if (state.amountFils !== purchase.amount_fils || state.currency !== 'AED') {
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.amountMismatch);
  }
}
