/** The shop settings' messages (issue 34, decision 071). */
export const SHOP_MESSAGES = {
  changedSinceRead:
    'Another owner saved the shop settings since this page loaded: reload it and make your changes again',
} as const;
