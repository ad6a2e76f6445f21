/** Texts of the discount codes desk (issue 20, decision 049). */
export const PROMO_DESK_MESSAGES = {
  notFound: 'This discount code does not exist',
  duplicate: (code: string) => `A discount code ${code} already exists`,
  created: (code: string) => `Discount code ${code} is created`,
  updated: (code: string) => `Discount code ${code} is saved`,
  paused: (code: string) => `Discount code ${code} is paused`,
  resumed: (code: string) => `Discount code ${code} is active again`,
  maxUsesBelowUsed: (used: number) => `Total limit cannot be below the ${used} uses already made`,
  perShopperBelowUsed: (used: number) =>
    `Limit per shopper cannot be below the ${used} uses one shopper has already made`,
} as const;
