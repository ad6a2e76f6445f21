/**
 * What the shop needs from a payment gateway (decision 078). The sandbox (sandbox-provider.ts) and each real gateway
 * (EPG, N-Genius, Telr) implement it; the router (providers.ts) sends each call to the gateway that owns the
 * transaction, by the prefix of its id, so payments made before a switch of gateway are still asked and refunded.
 */
export type TProviderPaymentStatus = 'pending' | 'paid' | 'declined' | 'refunded';

export interface TCreatePaymentInput {
  amountFils: number;
  currency: 'AED';
  /** Shown on the hosted page, e.g. the booking reference and item count. */
  description: string;
  /** Where the hosted page sends the shopper when they are done. */
  returnUrl: string;
  /**
   * Our own reference of this payment attempt, unique for ever (the gateway's order or cart id: a gateway refuses a
   * second order under one id). A new id when absent.
   */
  reference?: string;
  /** The payer's email, for gateways that ask for one (N-Genius). */
  email?: string | null;
}

export interface TCreatedPayment {
  transactionId: string;
  /** The page the shopper's browser posts `TransactionID` to: always on this server's own origin. */
  paymentPageUrl: string;
}

export interface TProviderPayment {
  status: TProviderPaymentStatus;
  amountFils: number;
  currency: string;
  /** What the gateway says it gave back of this payment, when it says (for the payments desk's reconciliation). */
  refundedFils?: number;
  /** Declined because the payer pressed Cancel on the gateway's page, not by the card's bank: said so to the shopper. */
  isCancelledByPayer?: boolean;
}

/** Where the shopper's browser goes to pay at a gateway's own hosted page: a form it submits at the top level. */
export interface THostedPage {
  method: 'GET' | 'POST';
  url: string;
  fields: Record<string, string>;
}

/** A server-to-server notice as it arrived: its exact bytes and headers. */
export interface TGatewayNotice {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

export interface TPaymentProvider {
  readonly name: string;
  /** The start of every transaction id this provider makes ('sbx_', 'epg_', ...): how the router finds it. */
  readonly prefix: string;
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
  /**
   * A real gateway's hosted page for a transaction (payments/gateway.routes.ts sends the browser there at the top
   * level); null when the transaction is unknown or can no longer be paid. The sandbox serves its own page instead.
   */
  hostedPage?(transactionId: string): Promise<THostedPage | null>;
  /**
   * The transaction a gateway's server-to-server notice is about, when the notice is genuinely the gateway's (its
   * signature or shared header checked); null for a forged, unsigned or unreadable one. The notice's own words
   * about the outcome are never trusted: the shop asks getPayment.
   */
  readNotice?(notice: TGatewayNotice): Promise<string | null>;
}

/**
 * The shop's payment gateways as one (decision 078): new payments open at the configured gateway (PAYMENT_PROVIDER);
 * every other call goes to the gateway that made the transaction, found by its id's prefix (providers.ts).
 */
export interface TPaymentRouter extends TPaymentProvider {
  /** Every configured gateway, the sandbox included. */
  readonly providers: readonly TPaymentProvider[];
  byName(name: string): TPaymentProvider | undefined;
  /** The name of the gateway that made a transaction, or null when no configured gateway did. */
  nameOf(transactionId: string): string | null;
  hostedPage(transactionId: string): Promise<THostedPage | null>;
}
