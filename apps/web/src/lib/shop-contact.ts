// How a shopper reaches the shop: the footer, the help page and the empty shop's notice read these (one home, so
// that the shop's own settings replace them in one place).
export const SUPPORT_EMAIL = 'support@rihla.ae';
export const SUPPORT_PHONE = '+971 4 000 0000';

/** The phone number as a tel: link wants it (no spaces). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s/g, '')}`;
}
