import { GIFT_CARD_MESSAGES } from '@rihla/shared/messages/ledger';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.js';
import { defineOperatorCall } from '../operators/index.js';
import { buyGiftCardFlow, viewGiftCardPurchase } from './flows/buy-gift-card.js';
import { listBoughtGiftCards, redeemGiftCard } from './gift-cards.service.js';
import {
  issueGiftCardFromDesk,
  listGiftCardsForDesk,
  revealGiftCardCode,
  viewGiftCardForDesk,
  voidGiftCardFromDesk,
} from './gift-cards-desk.service.js';

/** Gift cards (issue 20, decision 049): bought and redeemed by shoppers, looked up, issued and voided by operators. */
export async function giftCardsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  defineCall(app, 'users/buyGiftCard', async ({ body, user, language }) => ({
    data: await buyGiftCardFlow(ctx, user, body, language),
  }));
  defineCall(app, 'users/viewGiftCardPurchase', async ({ body, user }) => ({
    data: await viewGiftCardPurchase(ctx, user, body.purchaseId),
  }));
  defineCall(app, 'users/listGiftCards', async ({ user }) => ({ data: await listBoughtGiftCards(ctx, user.id) }));
  defineCall(app, 'users/redeemGiftCard', async ({ body, user }) => {
    const { wallet, message } = await redeemGiftCard(ctx, user, body.code);
    return { data: wallet, message };
  });
  defineOperatorCall(app, 'operator/listGiftCards', async ({ body }) => ({
    data: await listGiftCardsForDesk(ctx, body),
  }));
  defineOperatorCall(app, 'operator/viewGiftCard', async ({ body }) => ({
    data: await viewGiftCardForDesk(ctx, body.giftCardId),
  }));
  defineOperatorCall(app, 'operator/issueGiftCard', async ({ body, operator }) => ({
    data: await issueGiftCardFromDesk(ctx, operator, body),
    message: GIFT_CARD_MESSAGES.issuedNow,
  }));
  defineOperatorCall(app, 'operator/voidGiftCard', async ({ body, operator }) => ({
    data: await voidGiftCardFromDesk(ctx, operator, body),
    message: GIFT_CARD_MESSAGES.voidedNow,
  }));
  defineOperatorCall(app, 'operator/revealGiftCardCode', async ({ body, operator }) => ({
    data: await revealGiftCardCode(ctx, operator, body.giftCardId),
    message: GIFT_CARD_MESSAGES.revealedNow,
  }));
}
