// The words of the shopper's messages in the order's (or the request's) language (issue 37, decision 103): English
// from the shared tables the spec quotes, Arabic from @rihla/shared/messages/shopper-ar. Every email template and
// text asks here for its table, never for one language's.
import { CANCEL_MESSAGES } from '@rihla/shared/messages/booking';
import { DEPARTURE_DESK_MESSAGES } from '@rihla/shared/messages/departures';
import { EMAIL_MESSAGES } from '@rihla/shared/messages/emails';
import { PASSENGER_JOBS_MESSAGES } from '@rihla/shared/messages/passenger-jobs';
import { refundPartLines, type TRefundPart } from '@rihla/shared/messages/refunds';
import {
  CANCEL_WORDS_AR,
  DEPARTURE_MESSAGES_AR,
  EMAIL_MESSAGES_AR,
  PASSENGER_JOBS_AR,
  smsMessagesAr,
  type TShopperEmailTexts,
  translateRefundsToArabic,
} from '@rihla/shared/messages/shopper-ar';
import { smsMessages } from '@rihla/shared/messages/sms';
import type { TContentLanguage } from '@rihla/shared/rules/content-language';

export type { TContentLanguage } from '@rihla/shared/rules/content-language';

/** The emails' words in a language; English when none is given (the back office's, and older callers'). */
export function emailTexts(language: TContentLanguage = 'en'): TShopperEmailTexts {
  return language === 'ar' ? EMAIL_MESSAGES_AR : EMAIL_MESSAGES;
}

/** The texts' words from a sender, in a language. */
export function smsTexts(language: TContentLanguage, sender: string): ReturnType<typeof smsMessages> {
  return language === 'ar' ? smsMessagesAr(sender) : smsMessages(sender);
}

/** A departure cancelled by the shop, or its message to the passengers: the shopper's email and text. */
export function departureTexts(language: TContentLanguage = 'en') {
  const D = DEPARTURE_DESK_MESSAGES;
  const A = DEPARTURE_MESSAGES_AR;
  const isArabic = language === 'ar';
  return {
    cancelledSubject: isArabic ? A.cancelledSubject : D.cancelledSubject,
    cancelledIntro: isArabic ? A.cancelledIntro : D.cancelledIntro,
    reasonLine: isArabic ? A.reasonLine : D.reasonLine,
    wholeOrderLine: isArabic ? A.wholeOrderLine : D.wholeOrderLine,
    restStandsLine: isArabic ? A.restStandsLine : D.restStandsLine,
    messageSubject: isArabic ? A.messageSubject : D.messageSubject,
    messageIntro: isArabic ? A.messageIntro : D.messageIntro,
    cancelledText: (
      sender: string,
      title: string,
      when: string,
      reason: string,
      reference: string,
      parts: readonly TRefundPart[],
    ) =>
      isArabic
        ? A.cancelledText(sender, title, when, reason, reference, refundLines(language, parts))
        : D.cancelledText(sender, title, when, reason, reference, parts),
    messageText: isArabic ? A.messageText : D.messageText,
  };
}

/** Passengers' details still missing (decision 098): the shopper's email and text. */
export function passengerJobTexts(language: TContentLanguage = 'en') {
  const P = language === 'ar' ? PASSENGER_JOBS_AR : PASSENGER_JOBS_MESSAGES;
  return {
    reminderSubject: P.reminderSubject,
    reminderIntro: P.reminderIntro,
    reminderButton: P.reminderButton,
    reminderText: P.reminderText,
  };
}

/** Where each part of a refund went, a sentence each (decision 063), in a language. */
export function refundLines(language: TContentLanguage, parts: readonly TRefundPart[]): string[] {
  return language === 'ar' ? refundPartLines(parts, translateRefundsToArabic) : refundPartLines(parts);
}

/** A refund that kept the booking (decision 062): its tickets cancelled and the part refunded, in a language. */
export function cancelWords(language: TContentLanguage) {
  return language === 'ar' ? CANCEL_WORDS_AR : { ...CANCEL_MESSAGES };
}
