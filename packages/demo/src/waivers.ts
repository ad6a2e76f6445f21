// The demo's waivers (issue 36, decision 096): the snorkelling trip and the dhow cruise that swims and snorkels
// ask each passenger to accept the risks of the water, in plain words, before they go in.
import type { TWaiverAskedOf } from '@rihla/shared/schemas/waivers';

export const SNORKELLING_WAIVER_TEXT = [
  'Swimming and snorkelling in the open sea carry risks: currents, waves and changing weather; sharp coral and rocks; stings and bites from marine life; slipping on wet decks and ladders; and, rarely, drowning or serious injury.',
  'I confirm that I can swim, that I am fit to take part, and that I have told the crew before boarding about any heart or lung condition, asthma, epilepsy, diabetes, pregnancy, recent surgery or medication that could affect me in the water.',
  'I will follow the guides’ and the captain’s instructions, wear the buoyancy vest when told to, snorkel with a buddy, stay within the area the guides show, and leave the water at once when asked. I will not drink alcohol before or during the water activities.',
  'Children under 15 snorkel only with a parent or guardian, who accepts this waiver for them and keeps them within reach.',
  'I understand that the crew may stop or change the water activities for safety, and that doing so is not a reason for a refund. I accept these risks for myself and release the operator, its crew and guides from claims for injury, loss or damage that arise from them, except where caused by their negligence or where the law does not allow such a release.',
].join('\n\n');

/** The products that ask a waiver, with its first version: each passenger accepts it. */
export function demoWaivers(): Array<{ productId: string; text: string; askedOf: TWaiverAskedOf }> {
  return ['telegraph-island-snorkelling-khasab', 'dibba-dhow-cruise-full-day-from-dubai'].map((productId) => ({
    productId,
    text: SNORKELLING_WAIVER_TEXT,
    askedOf: 'passenger',
  }));
}
