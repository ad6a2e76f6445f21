import { filsToAed, formatAedAmount } from '../rules/money.js';

const aed = (fils: number) => `AED ${formatAedAmount(filsToAed(fils))}`;

/** The texts of the emails the shop sends (decision 045); the templates are in apps/api/src/modules/messages. */
export const EMAIL_MESSAGES = {
  greeting: (firstName: string) => `Hello ${firstName},`,
  reference: 'Booking reference',
  support: (phone: string, email: string) => `Questions? Call ${phone} or write to ${email}.`,
  /** A shop with no TRN on record yet ('') prints none. */
  soldBy: (legalName: string, trn: string) => (trn ? `Sold by ${legalName} - TRN ${trn}` : `Sold by ${legalName}`),

  orderConfirmedSubject: (reference: string) => `Your booking ${reference} is confirmed`,
  orderChangedSubject: (reference: string) => `Your booking ${reference} has changed`,
  orderConfirmedPreview: (reference: string) => `Booking ${reference}: your voucher is attached.`,
  orderConfirmedIntro:
    'Thank you for booking with us. Your booking is confirmed and your voucher is attached to this email.',
  amountPaid: 'Total paid',
  vatIncluded: (vat: string) => `VAT (5%) included: AED ${vat}`,
  voucherLink: 'Download your voucher',
  voucherLinkNote: 'The link works for 24 hours; Your Orders always has a fresh one.',
  showVoucher: 'Show the voucher (on your phone or printed) at the meeting point.',
  resentNote: 'You asked us to send this confirmation again.',
  changedNote: 'Your booking has changed: these are its new details, and the attached voucher replaces the old one.',

  orderCancelledSubject: (reference: string) => `Your booking ${reference} is cancelled`,
  orderCancelledIntro: (reference: string) => `Your booking ${reference} is cancelled and its seats are released.`,
  /** Above one line per part of the refund, each saying where it went (refundPartLines, decision 063). */
  refundTotal: (refundFils: number) => `${aed(refundFils)} is refunded:`,
  noRefundLine: 'Under the cancellation terms of this booking, nothing is refunded.',
  /** A refund that kept the booking, or some of its tickets cancelled (decision 062). */
  orderRefundedSubject: (reference: string, summary: string) => `Your booking ${reference}: ${summary}`,
  orderRefundedIntro: 'The rest of your booking stands, and your voucher shows what is booked now:',

  reminderSubject: (title: string) => `Reminder: ${title} is tomorrow`,
  reminderIntro: 'A reminder of your trip with us:',
  reminderWhereToBe: 'Where to be',
  reminderTickets: 'Booked for',

  /** A bought gift card (decision 049): its code goes to the buyer, who passes it on. */
  giftCardSubject: (shop: string, amountFils: number) => `Your ${shop} gift card of ${aed(amountFils)}`,
  giftCardIntro: (shop: string, recipientName: string) =>
    `Thank you for buying a ${shop} gift card for ${recipientName}. Here is its code to pass on:`,
  giftCardCode: 'Gift card code',
  giftCardAmount: (amountFils: number) => `Value: ${aed(amountFils)}`,
  giftCardExpiry: (date: string) => `Valid until ${date}`,
  giftCardMessage: 'Your message',
  giftCardHowTo:
    'It can be added to a wallet on the Wallet and Points page, or used at checkout. Your Orders always shows it.',

  /** A phone booking's payment link, sent from the desk (decision 075). */
  paymentLinkSubject: (title: string) => `Pay for your booking: ${title}`,
  paymentLinkIntro: 'Here is the link to pay for the booking you made with us by phone.',
  paymentLinkHeld: (until: string) => `Your seats are held until ${until}. Pay before then to keep them.`,
  paymentLinkAmount: (amountFils: number) => `Amount to pay: ${aed(amountFils)}`,
  paymentLinkButton: 'Pay now',
  paymentLinkNotYou: 'If you did not book with us, ignore this email: nothing is charged.',

  /** An operator's authenticator codes locked after too many wrong ones (decision 061), to them and the owners. */
  codesLockedSubject: (shop: string) => `${shop} back office: sign-in codes locked`,
  codesLockedSelf: (count: number) =>
    `Someone entered your back office password and then ${count} wrong authenticator codes in a row, so we have locked sign-in with authenticator codes on your account.`,
  codesLockedSelfNext:
    'To sign in, use one of your recovery codes, or ask an owner to unlock your codes. If this was not you, change your password on My account once you are in.',
  codesLockedOther: (name: string, email: string, count: number) =>
    `Someone entered the back office password of ${name} (${email}) and then ${count} wrong authenticator codes in a row, so we have locked sign-in with authenticator codes on that account.`,
  codesLockedOtherNext:
    'They can sign in with a recovery code, or you can unlock their codes on the Staff page. If it was not them, reset their password and second factor there instead.',

  /** Under a confirmation whose trips ask each guest's details (issue 36, decision 094). */
  detailsNeeded: (deadline: string) =>
    `Who is travelling? Please give each guest's details, as their passports show them, by ${deadline}.`,
  detailsLink: 'Add your guests’ details',
  detailsLinkSubject: (reference: string) => `Who is travelling? Your booking ${reference}`,
  detailsLinkIntro: (reference: string) => `Your booking ${reference} is confirmed.`,

  /** A pick-up chosen or changed (decision 095, amended): where and when the guests are collected. */
  pickupSubject: (reference: string) => `Your pick-up: booking ${reference}`,
  pickupIntro: (title: string, when: string) => `We will collect you for ${title} on ${when}:`,
  pickupAddress: (address: string) => `Address: ${address}`,
  pickupLink: 'See or change the pick-up',
  pickupBeReady:
    'Please be ready in the lobby or at the entrance 10 minutes before. You can change the pick-up on the booking’s travellers page until the deadline.',
} as const;
