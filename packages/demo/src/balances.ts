/** The demo gift card of the README: spend it at checkout or redeem it on the Wallet and Points page. */
export const DEMO_GIFT_CARD = {
  code: 'DUNE-BASH-GFTC-2345',
  amountAed: 150,
  recipientName: 'Demo guest',
  message: 'A demo gift card to try at checkout',
} as const;

/** What the demo shopper starts with, to try paying with points and the wallet (decision 049). */
export const DEMO_SHOPPER_BALANCES = { points: 2500, walletAed: 100, note: 'Welcome credit (demo data)' } as const;
