import { t } from '../../../lib/i18n';

/**
 * The server's messages that carry facts (a count, a name, a time), as English templates: each is a catalogue text
 * (decision 110), matched against the message the server sent to take its facts back out. The messages without facts
 * are catalogue texts as they are. Their shared functions: MANIFEST_MESSAGES, PHONE_BOOKING_MESSAGES,
 * BOOKING_DESK_MESSAGES, PROMO_DESK_MESSAGES and the desk's pick-up choice (PICKUP_MESSAGES.chosen of pickupText) of
 * packages/shared/src/messages; locales/admin-catalogue.test.ts holds each template to its
 * function's words.
 */
export const SERVER_TEMPLATES = [
  'Valid: {checked} of {of} checked in',
  'Check-in undone: {checked} of {of} checked in',
  'Only 1 of {of} tickets is left to check in',
  'Only {left} of {of} tickets are left to check in',
  '{name} was already checked in at {clock} by {by}',
  'Already checked in at {clock} by {name}',
  '{name} is already checked in',
  'Waiver not accepted: {names}',
  'Payment link sent by text to {to}',
  'Payment link sent by email to {to}',
  'Payment link sent by WhatsApp to {to}',
  'Details link sent by text to {to}',
  'Details link sent by email to {to}',
  'At most {amount} can be refunded',
  'Your refund limit is {amount}: ask a manager to refund more',
  'Booking cancelled and {amount} refunded',
  '1 ticket cancelled and {amount} refunded',
  '{count} tickets cancelled and {amount} refunded',
  '{count} tickets cancelled, nothing refunded',
  'A discount code {code} already exists',
  'Discount code {code} is created',
  'Discount code {code} is saved',
  'Discount code {code} is paused',
  'Discount code {code} is active again',
  'Pick-up {time} at {name}, {area}: saved',
  'Partner {name} is created',
  'Partner {name} is saved',
  'The products of {name} are saved',
  'There is no product {product}',
  '{name} can now book on account',
] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each template as a pattern over a whole message, with its placeholders' names in order. */
const PATTERNS = SERVER_TEMPLATES.map((template) => {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  const source = template
    .split(/\{\w+\}/)
    .map(escapeRegExp)
    .join('(.+?)');
  return { template, names, pattern: new RegExp(`^${source}$`) };
});

/**
 * A message of the server in the operator's language (decision 110): the catalogue's text for it, else the template
 * it was made from with its facts, else as it came (English). The back office's own words and English are unchanged.
 */
export function serverMessage(message: string): string {
  const translated = t(message);
  if (translated !== message) return translated;
  for (const { template, names, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    return t(template, Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])));
  }
  return message;
}
