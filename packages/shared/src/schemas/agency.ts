// Agency accounts (issue 39, decision 126): a partner's travel agent signed in to the storefront sees its agency's
// credit and books on account; money in fils, every figure computed by the server.
import { z } from 'zod';
import { ZPaymentInitiateRequest } from './booking.js';
import { ZOpaqueId } from './common.js';

/** users/agencyAccount: the checkout to price on account is optional. */
export const ZAgencyAccountRequest = z.strictObject({ cartId: ZOpaqueId('cartId').optional() }).default({});

/** An open checkout of the agent's as the agency pays it: its retail price and what the agency owes for it. */
export const ZAgencyCheckout = z.object({
  retailFils: z.number().int(),
  owedFils: z.number().int(),
  /** Why it cannot go on account now (over the limit, balances chosen), or null. */
  refusal: z.string().nullable(),
});

/** Null for an ordinary shopper; a suspended partner's agent is told so and pays by card. */
export const ZAgencyAccountData = z
  .object({
    partnerName: z.string(),
    isActive: z.boolean(),
    creditLimitFils: z.number().int(),
    outstandingFils: z.number().int(),
    availableFils: z.number().int(),
    checkout: ZAgencyCheckout.nullable(),
  })
  .nullable();
export type TAgencyAccountData = z.infer<typeof ZAgencyAccountData>;

/** users/payOnAccount: as users/paymentInitiate, with the passengers' details the page collected. */
export const ZPayOnAccountRequest = ZPaymentInitiateRequest;
export const ZPayOnAccountData = z.object({ orderId: z.string(), reference: z.string(), owedFils: z.number().int() });
export type TPayOnAccountData = z.infer<typeof ZPayOnAccountData>;
