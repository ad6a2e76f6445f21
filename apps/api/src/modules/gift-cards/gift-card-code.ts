import { randomInt } from 'node:crypto';
import { GIFT_CARD_CODE_ALPHABET, GIFT_CARD_CODE_LENGTH } from '@rihla/shared/rules/gift-cards';

/**
 * A new card's code in its stored form (`XXXX-XXXX-XXXX-XXXX`), from the CSPRNG: 31^16 (about 7e23) codes, so
 * guessing one is hopeless at the redeem call's rate limit. randomInt draws without modulo bias.
 */
export function newGiftCardCode(): string {
  let bare = '';
  for (let index = 0; index < GIFT_CARD_CODE_LENGTH; index += 1) {
    bare += GIFT_CARD_CODE_ALPHABET[randomInt(GIFT_CARD_CODE_ALPHABET.length)];
  }
  return bare.match(/.{4}/g)?.join('-') ?? bare;
}
