// Gift cards (issue 20, decision 049): bought in the storefront or issued by an operator, spent at checkout or
// redeemed into the wallet, until they expire.

/** What one gift card may hold, in AED: the storefront's choices and the operator's limits. */
export const GIFT_CARD_MIN_AED = 50;
export const GIFT_CARD_MAX_AED = 5000;
/** A gift card is valid this long from when it is issued (the Terms: "before the expiry date shown on them"). */
export const GIFT_CARD_VALID_DAYS = 365;

/** Codes are written `XXXX-XXXX-XXXX-XXXX` from an alphabet without 0/O, 1/I/L. */
export const GIFT_CARD_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GIFT_CARD_CODE_LENGTH = 16;

/** A code as typed (any case, spaces or dashes) in its stored form, grouped by four; null when it cannot be one. */
export function normaliseGiftCardCode(typed: string): string | null {
  const bare = typed.toUpperCase().replace(/[\s-]+/g, '');
  if (bare.length !== GIFT_CARD_CODE_LENGTH) return null;
  for (const character of bare) if (!GIFT_CARD_CODE_ALPHABET.includes(character)) return null;
  return bare.match(/.{4}/g)?.join('-') ?? null;
}
