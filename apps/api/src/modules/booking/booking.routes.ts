import { MESSAGES } from '@rihla/shared/constants';
import { CART_MESSAGES, PAYMENT_MESSAGES, PROMO_MESSAGES } from '@rihla/shared/messages/booking';
import { pathInLanguage } from '@rihla/shared/rules/languages';
import { widgetPath } from '@rihla/shared/rules/widget';
import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../db/database.js';
import type { TCheckoutRow } from '../../db/tables/schema.js';
import { AppError } from '../../lib/app-error.js';
import { defineCall } from '../../lib/define-call.js';
import { atShopUrl, wrongShopAddress } from '../../lib/shop-origin.js';
import { gatewayRoutes, sandboxCallbackRoutes } from '../payments/index.js';
import { addToCart, removeFromCart, updateCartLine } from './cart-lines.js';
import { viewCart } from './cart-view.js';
import { type TCheckoutPassengers, viewCheckout } from './checkout-view.js';
import { checkoutFlow, readCheckoutHold, toCheckoutSummary } from './flows/checkout.js';
import { confirmGatewayNotice } from './flows/confirm.js';
import { payFlow } from './flows/pay.js';
import { schedulePaymentReconciler } from './reconciler.js';

/**
 * The shopper's cart lines (checked against the booking terms as they are added), the priced cart, checkout (made and read back) and payment; the gateway's callback. Orders answer
 * in orders/.
 */
export async function bookingRoutes(
  app: FastifyInstance,
  options: {
    checkoutPassengers: TCheckoutPassengers;
    /** The active partner whose travel agent the shopper is (decision 126), or null: its checkouts are the agency's. */
    agencyPartnerOf?: (db: TDb, userId: string) => Promise<string | null>;
    /**
     * The partner a widget checkout names, checked active (a 400 otherwise): the widget module answers, given by
     * app.ts, since that module reads partners and the partners module reads orders (decision 129).
     */
    checkWidgetPartner: (db: TDb, partnerId: string) => Promise<string>;
  },
): Promise<void> {
  const { ctx } = app;
  const { checkoutPassengers, agencyPartnerOf, checkWidgetPartner } = options;

  /** A travel agent's own checkout names its agency, so it may be paid on account (decision 126). */
  const agencyOf = async (userId: string) => {
    const partnerId = agencyPartnerOf ? await agencyPartnerOf(ctx.db, userId) : null;
    return partnerId ? { partnerId, channel: 'agency' as const } : null;
  };

  defineCall(app, 'users/addToCart', async ({ body, user }) => {
    const lineIds = await addToCart(ctx, user, body.item);
    return { data: { lineIds }, message: MESSAGES.addedToCart };
  });

  defineCall(app, 'users/updateCartLine', async ({ body, user }) => {
    await updateCartLine(ctx, user, body);
    return { data: null, message: CART_MESSAGES.updated };
  });

  defineCall(app, 'users/deleteCart', async ({ body, user }) => {
    await removeFromCart(ctx, user, body);
    return { data: null, message: CART_MESSAGES.removed };
  });

  defineCall(app, 'users/viewCart', async ({ user, language }) => ({ data: await viewCart(ctx, user, language) }));

  defineCall(app, 'users/checkout', async ({ body, user, language }) => {
    const code = body.coupon_code?.trim();
    const checkout = await checkoutFlow(
      ctx,
      user,
      code ? code : undefined,
      body.lineIds,
      {
        usePoints: body.use_points,
        useWallet: body.use_wallet,
        giftCardCode: body.gift_card_code || undefined,
      },
      undefined,
      language,
      // Sold through a partner's booking widget (decision 123): the partner must be active, else nothing is written.
      body.partner_id
        ? { partnerId: await checkWidgetPartner(ctx.db, body.partner_id), channel: 'widget' }
        : await agencyOf(user.id),
    );
    const message = checkout.promo_code ? PROMO_MESSAGES.applied(checkout.promo_code) : PAYMENT_MESSAGES.checkoutReady;
    return { data: [toCheckoutSummary(checkout, await readCheckoutHold(ctx.db, checkout))], message };
  });

  defineCall(app, 'users/viewCheckout', async ({ body, user, language }) => ({
    data: await viewCheckout(ctx, user, body.cartId, checkoutPassengers, language),
  }));

  defineCall(app, 'users/paymentInitiate', async ({ body, user, request, language }) => {
    // The payment and return pages open at the address the shop was opened at (lib/shop-origin.ts); the return page
    // in the language the payment was started in (an Arabic checkout comes back to /ar/transactionStatus).
    const wrongAddress = wrongShopAddress(ctx.config, request);
    if (wrongAddress) throw new AppError('BAD_REQUEST', wrongAddress);
    const returnPath = pathInLanguage('/transactionStatus', language);
    // A widget's checkout comes back to the widget's return page (decision 123), in the tab the payment opened in.
    const returnUrl = (checkout: TCheckoutRow) =>
      atShopUrl(
        ctx.config,
        request,
        `${ctx.config.publicUrl}${checkout.partner_id ? widgetPath(checkout.partner_id, returnPath) : returnPath}`,
      );
    // Passengers' details given on the checkout page (decision 107): checked before the payment starts, so a
    // refusal changes nothing, and kept once it has.
    const given = body.passengers;
    const created = await payFlow(
      ctx,
      user,
      body.cartId,
      returnUrl,
      language,
      given && ((checkout) => checkoutPassengers.check(ctx, checkout, given)),
    );
    const page = atShopUrl(ctx.config, request, created.paymentPageUrl);
    return { data: { Transaction: { PaymentPage: page, TransactionID: created.transactionId } } };
  });

  // The gateway's server-to-server callback needs the raw body: its own scope with its own JSON parser.
  schedulePaymentReconciler(app);
  await app.register(sandboxCallbackRoutes, {
    onNotice: (transactionId: string) => confirmGatewayNotice(ctx, 'sandbox', transactionId),
  });
  // The real gateways' hosted-page door, return and notices (decision 078), in a scope that keeps raw bodies.
  await app.register(gatewayRoutes, {
    onNotice: (provider: string, transactionId: string) => confirmGatewayNotice(ctx, provider, transactionId),
  });
}
