/**
 * The machine-readable codes of the API's refusals (decision 069). A refusal that carries one says `code` (and
 * the form field it concerns in `field`) beside its message, so a client maps it without reading the English
 * words, which translations will change. A code, once used, keeps its meaning; add new ones, never rename.
 */
export const REFUSAL_CODES = [
  'promo.not_found',
  'promo.code_taken',
  'promo.max_uses_below_used',
  'promo.per_shopper_below_used',
  'customer.invalid_phone',
  'customer.phone_taken',
  'operator.email_taken',
  'operator.wrong_current_password',
  'product.changed',
  'product.min_above_max',
  'account.wrong_password',
  'ledger.balance_changed',
  'upload.too_large',
  'upload.no_file',
  'upload.not_an_image',
  'shop.changed',
  'checkin.too_many',
  'checkin.nothing_to_undo',
  'invoice.no_trn',
  'payment.gateway_unavailable',
  'payment.gateway_refused',
  'payment.refund_refused',
  'passenger.invalid',
  'passenger.past_deadline',
  'waiver.invalid',
  'waiver.changed',
  'waiver.departed',
  'checkin.passenger_in',
  'checkin.no_such_passenger',
  'border_list.forbidden',
  'pickup.not_offered',
  'pickup.past_deadline',
  'partner.not_found',
  'partner.no_such_product',
  'partner.net_price_needed',
] as const;
export type TRefusalCode = (typeof REFUSAL_CODES)[number];
