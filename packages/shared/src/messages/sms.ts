import { filsToAed, formatAedAmount } from '../rules/money.js';

const aed = (fils: number) => `AED ${formatAedAmount(filsToAed(fils))}`;

/** The shop's name at the start of every text, so the receiver knows who writes. */
export const SMS_SENDER_NAME = 'Rihla';

/** The text messages the shop sends (decision 045): short, each starting with the shop's name. */
export const SMS_MESSAGES = {
  orderConfirmed: (reference: string, when: string, voucherUrl: string) =>
    `${SMS_SENDER_NAME}: booking ${reference} is confirmed for ${when}. Your voucher: ${voucherUrl}`,
  orderChanged: (reference: string, when: string, voucherUrl: string) =>
    `${SMS_SENDER_NAME}: booking ${reference} has changed, now ${when}. Your new voucher: ${voucherUrl}`,
  orderCancelled: (reference: string, refundFils: number) =>
    refundFils > 0
      ? `${SMS_SENDER_NAME}: booking ${reference} is cancelled. ${aed(refundFils)} is refunded to the card you paid with.`
      : `${SMS_SENDER_NAME}: booking ${reference} is cancelled. Nothing is refunded under its terms.`,
  departureReminder: (title: string, when: string, whereToBe: string | null, voucherUrl: string) =>
    `${SMS_SENDER_NAME}: ${title} is tomorrow, ${when}.${whereToBe ? ` ${whereToBe}.` : ''} Voucher: ${voucherUrl}`,
} as const;
