/**
 * What the shop needs from a payment gateway. The sandbox (sandbox-provider.ts) implements it; a real gateway
 * such as Network International or Checkout.com is one more file implementing the same five methods.
 */
export type TProviderPaymentStatus = 'pending' | 'paid' | 'declined' | 'refunded';

export interface TCreatePaymentInput {
  amountFils: number;
  currency: 'AED';
  /** Shown on the hosted page, e.g. the booking reference and item count. */
  description: string;
  /** Where the hosted page sends the shopper when they are done. */
  returnUrl: string;
}

export interface TCreatedPayment {
  transactionId: string;
  paymentPageUrl: string;
}

export interface TProviderPayment {
  status: TProviderPaymentStatus;
  amountFils: number;
  currency: string;
}

export interface TPaymentProvider {
  readonly name: string;
  createPayment(input: TCreatePaymentInput): Promise<TCreatedPayment>;
  /** The gateway's own record of a transaction; null when it does not know the id. */
  getPayment(transactionId: string): Promise<TProviderPayment | null>;
  /** The hosted page of a transaction that can still be paid, or null when it cannot (paid, declined, unknown). */
  resumePayment(transactionId: string): Promise<TCreatedPayment | null>;
  /**
   * Gives back a paid transaction's money, in part as often as needed up to what was captured: `amountFils` (all
   * that is left when absent) once per `refundKey` (the gateway's idempotency key, 'full' when absent), so a
   * retried or raced refund with the same key never pays twice (decision 043).
   */
  refund(transactionId: string, amountFils?: number, refundKey?: string): Promise<void>;
}
