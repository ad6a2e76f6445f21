import type { TCodePurpose } from '../constants.js';
import { filsToAed, formatAedAmount } from '../rules/money.js';
import { refundPartLines, type TRefundPart } from './refunds.js';

const aed = (fils: number) => `AED ${formatAedAmount(filsToAed(fils))}`;

const CODE_USES: Record<TCodePurpose, string> = {
  signup: 'confirm your account',
  login: 'log in',
  reset: 'set a new password',
};

/** Where and until when a booking's guests' details are given (issue 36, decision 094). */
export interface TDetailsLink {
  url: string;
  deadline: string;
}

/** The confirmation's one sentence for a booking whose trips ask each guest's details; nothing otherwise. */
function detailsSentence(details: TDetailsLink | null | undefined): string {
  return details ? ` Please give your guests' details by ${details.deadline}: ${details.url}` : '';
}

/**
 * The text messages the shop sends (decision 045): short, each starting with the shop's name (its settings' name,
 * decision 071), so the receiver knows who writes.
 */
export function smsMessages(sender: string) {
  return {
    orderConfirmed: (reference: string, when: string, voucherUrl: string, details?: TDetailsLink | null) =>
      `${sender}: booking ${reference} is confirmed for ${when}. Your voucher: ${voucherUrl}${detailsSentence(details)}`,
    orderChanged: (reference: string, when: string, voucherUrl: string, details?: TDetailsLink | null) =>
      `${sender}: booking ${reference} has changed, now ${when}. Your new voucher: ${voucherUrl}${detailsSentence(details)}`,
    /** Where each part of the refund went (decision 063); a part not refunded (a voided gift card's) says so too. */
    orderCancelled: (reference: string, parts: readonly TRefundPart[]) => {
      const lines = refundPartLines(parts);
      return `${sender}: booking ${reference} is cancelled. ${lines.length > 0 ? lines.join(' ') : 'Nothing is refunded under its terms.'}`;
    },
    /** A refund that kept the booking, or some of its tickets cancelled (decision 062). */
    orderRefunded: (reference: string, summary: string, parts: readonly TRefundPart[]) =>
      [
        `${sender}: booking ${reference}: ${summary}.`,
        ...refundPartLines(parts),
        'The rest of your booking stands.',
      ].join(' '),
    /** The travellers page's link sent from the desk for a phone booking (decision 094). */
    passengerDetailsLink: (reference: string, details: TDetailsLink) =>
      `${sender}: booking ${reference}.${detailsSentence(details)}`,
    /** A pick-up chosen or changed (decision 095, amended). */
    pickupChosen: (reference: string, title: string, date: string, pickup: string) =>
      `${sender}: booking ${reference}, ${title} on ${date}. ${pickup}. Please be ready 10 minutes before.`,
    departureReminder: (title: string, when: string, whereToBe: string | null, voucherUrl: string) =>
      `${sender}: ${title} is tomorrow, ${when}.${whereToBe ? ` ${whereToBe}.` : ''} Voucher: ${voucherUrl}`,
    /**
     * A one-time code (decision 047). The last line is the WebOTP format (`@host #code`), so a phone's browser
     * offers to fill the code in on the shop's own site and nowhere else.
     */
    phoneCode: (purpose: TCodePurpose, code: string, minutes: number, host: string) =>
      `${sender}: ${code} is your code to ${CODE_USES[purpose]}. It expires in ${minutes} minutes. Never share it.\n\n@${host} #${code}`,
    /** A bought gift card's code (decision 049). */
    giftCard: (amountFils: number, code: string, expiryDate: string) =>
      `${sender}: your gift card of ${aed(amountFils)} is ready. Code: ${code}, valid until ${expiryDate}. It is also on Your Orders.`,
    /** A phone booking's payment link, sent from the desk (decision 075): the trip, the amount and until when. */
    paymentLink: (trip: string, amountFils: number, until: string, link: string) =>
      `${sender}: pay ${aed(amountFils)} for ${trip}. Your seats are held until ${until}. Pay here: ${link}`,
    /** Answers a sign-up with a number that has an account already, instead of a code. */
    accountExists: (siteUrl: string) =>
      `${sender}: someone tried to create an account with this number, which has one already. If it was you, log in or reset your password at ${siteUrl}`,
  } as const;
}
