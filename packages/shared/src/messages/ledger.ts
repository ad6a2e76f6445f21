/** Texts of the wallet and points (decision 048). */
export const LEDGER_MESSAGES = {
  notEnough: (kind: 'wallet' | 'points') =>
    kind === 'wallet' ? 'There is not enough in the wallet for this' : 'There are not enough points for this',
  blocked: 'The use of wallet and points is blocked on this account. Please contact support.',
  shopperNotFound: 'This shopper does not exist',
  adjusted: 'The balance is adjusted',
  blockedNow: 'Wallet and points are blocked for this shopper',
  unblockedNow: 'Wallet and points are unblocked for this shopper',
  /** Checkout (decision 049). */
  codeOrPoints: 'A discount code and points cannot be used together on one order',
  noPoints: 'You have no points to use yet',
  emptyWallet: 'Your wallet is empty',
  /** The balance changed between checkout and payment: checking out again prices with what is left. */
  balanceChanged: 'Your wallet, points or gift card balance changed. Please check out again.',
  spentAfterPayment:
    'Your wallet, points or gift card balance was spent elsewhere before your payment completed. Your payment has been refunded.',
  spentRefundNotification: (reference: string) =>
    `Your payment for booking ${reference} was refunded because the wallet, points or gift card balance it used was spent elsewhere first.`,
} as const;

/** Gift cards (decision 049). */
export const GIFT_CARD_MESSAGES = {
  invalid: 'This gift card code is not valid',
  notFound: 'This gift card code is not valid',
  expired: 'This gift card has expired',
  voided: 'This gift card is no longer valid',
  empty: 'This gift card has no balance left',
  redeemed: (amount: string) => `AED ${amount} was added to your wallet`,
  /** The storefront's purchase (decision 049, "Gift cards"). */
  purchaseNotFound: 'This gift card purchase was not found',
  purchaseDeclined: 'The payment was declined. No gift card was bought.',
  /** The back office. */
  cardNotFound: 'This gift card was not found',
  alreadyVoid: 'This gift card is void already',
  issuedNow: 'The gift card is issued',
  voidedNow: 'The gift card is void',
  revealedNow: 'This showing of the code is recorded in the audit log',
  expiryInPast: 'The expiry must be a day after today',
  expiryTooFar: 'The expiry can be at most five years from today',
} as const;
