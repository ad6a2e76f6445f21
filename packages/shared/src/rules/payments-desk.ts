/**
 * The payments desk (issue 35, decision 085): the kinds of disagreement the daily reconciliation finds between our
 * record of a payment and its gateway's, with their words for the desk and the accountant's CSV.
 */
export const PAYMENT_MISMATCH_KINDS = [
  /** The gateway took the money and nothing here took the payment: no order, date change or gift card. */
  'paidWithoutOrder',
  /** The gateway gave back more of it than our records say we refunded. */
  'refundedAtGatewayOnly',
  /** Our records say more was refunded than the gateway gave back. */
  'refundedHereOnly',
  /** The gateway's amount or currency is not what we asked. */
  'amountDiffers',
  /** An order, date change or gift card took it here, and the gateway has not got the money. */
  'paidHereOnly',
] as const;
export type TPaymentMismatchKind = (typeof PAYMENT_MISMATCH_KINDS)[number];

export const PAYMENT_MISMATCH_WORDS: Readonly<Record<TPaymentMismatchKind, string>> = {
  paidWithoutOrder: 'Paid at the gateway, with no order',
  refundedAtGatewayOnly: 'Refunded at the gateway, not here',
  refundedHereOnly: 'Refunded here, not at the gateway',
  amountDiffers: 'Amount or currency differs',
  paidHereOnly: 'Paid here, not at the gateway',
};

/** Our side of a payment: a booking's or date change's payment, or a gift card purchase (which is never refunded). */
export const DESK_PAYMENT_STATES = ['pending', 'paid', 'declined', 'refunded'] as const;
export type TDeskPaymentState = (typeof DESK_PAYMENT_STATES)[number];

/** The gateway's side as last asked; 'unknown' when it did not know the transaction. */
export const GATEWAY_PAYMENT_STATES = ['pending', 'paid', 'declined', 'refunded', 'unknown'] as const;
export type TGatewayPaymentState = (typeof GATEWAY_PAYMENT_STATES)[number];

export const DESK_PAYMENT_STATE_WORDS: Readonly<Record<TGatewayPaymentState, string>> = {
  pending: 'Pending',
  paid: 'Paid',
  declined: 'Declined',
  refunded: 'Refunded',
  unknown: 'Unknown to the gateway',
};

/** What a payment paid for. */
export const PAYMENT_PURPOSES = ['order', 'dateChange', 'giftCard', 'none'] as const;
export type TPaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** Rows of the payments list per page. */
export const PAYMENTS_PAGE_SIZE = 100;
/** The longest range the list and its CSV cover. */
export const PAYMENTS_MAX_DAYS = 366;
