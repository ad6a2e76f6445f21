/** Texts of the partners desk (issue 39, decision 122). */
export const PARTNER_DESK_MESSAGES = {
  notFound: 'This partner does not exist',
  created: (name: string) => `Partner ${name} is created`,
  updated: (name: string) => `Partner ${name} is saved`,
  productsSaved: (name: string) => `The products of ${name} are saved`,
  noSuchProduct: (productId: string) => `There is no product ${productId}`,
  netPriceNeeded: 'A partner on net prices needs an adult net price for each product',
  keyCreated: 'Copy the key now: it is shown this once',
  keyRevoked: 'The key is revoked',
  keyNotFound: 'This key does not exist',
  webhookCreated: 'The webhook is added',
  webhookRevoked: 'The webhook is removed',
  webhookNotFound: 'This webhook does not exist',
  tooManyWebhooks: 'A partner has at most 10 webhooks',
  deliveryNotFound: 'This delivery does not exist',
  deliveryQueued: 'The delivery will be sent again now',
  unknownStatement: 'Unknown statement: ask for a partner and a month (YYYY-MM)',
} as const;
