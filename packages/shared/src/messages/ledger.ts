/** Texts of the wallet and points (decision 048). */
export const LEDGER_MESSAGES = {
  notEnough: (kind: 'wallet' | 'points') =>
    kind === 'wallet' ? 'There is not enough in the wallet for this' : 'There are not enough points for this',
  blocked: 'The use of wallet and points is blocked on this account. Please contact support.',
  shopperNotFound: 'This shopper does not exist',
  adjusted: 'The balance is adjusted',
  blockedNow: 'Wallet and points are blocked for this shopper',
  unblockedNow: 'Wallet and points are unblocked for this shopper',
} as const;
