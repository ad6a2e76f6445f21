/** Texts of agency accounts (issue 39, decision 126): a partner's travel agents booking on account. */
export const AGENCY_MESSAGES = {
  notAnAgent: 'Only a partner’s travel agents may pay on account',
  suspended: 'Your agency’s account is suspended: pay by card, or ask us to reactivate it',
  overLimit: 'This booking would take your agency over its credit limit: pay by card, or settle your statement first',
  balancesOnAccount: 'Points, a gift card or the wallet are not used on account: check out again without them',
  paidOnAccount: (reference: string) => `Booked on account: ${reference}`,
} as const;

/** Texts of the partners desk's agents and payments (issue 39, decision 126). */
export const AGENCY_DESK_MESSAGES = {
  noSuchAccount: 'There is no storefront account with this email or phone number',
  alreadyAgent: 'This account is already a travel agent of a partner',
  partnerOwnAccount: 'This account is a partner’s own API account',
  agentAdded: (name: string) => `${name} can now book on account`,
  agentRemoved: 'The agent is removed',
  agentNotFound: 'This agent does not exist',
  paymentRecorded: 'The payment is recorded',
} as const;
