import type { TContentLanguage } from '@rihla/shared/rules/content-language';
import { inLanguage } from '@rihla/shared/rules/content-language';
import { cancellationText, groupLabel, scheduleText, ticketLabel } from '@rihla/shared/rules/departures';
import { cancellationInArabic, scheduleInArabic } from '@rihla/shared/rules/departures-ar';
import { filsToAed } from '@rihla/shared/rules/money';
import type { TBookingTermsAnswer } from '@rihla/shared/schemas/booking-terms';
import type { TBookingProduct } from './product-terms.repository.js';
import { ticketLabelIn, whereToBeIn } from './terms-in-language.js';

/**
 * The `booking` block of the detail answer: what the ticket page draws and the shopper agrees to, in the request's
 * language: its sentences (the cancellation terms, the schedule: decision 108) and its words (the ticket types'
 * labels, the group unit, where to be: decision 109); kinds and numbers are the same in both.
 */
export function bookingTermsAnswer(product: TBookingProduct, language: TContentLanguage = 'en'): TBookingTermsAnswer {
  const isArabic = language === 'ar';
  const pricing = product.pricing;
  return {
    pricing: pricing.pricing,
    groupUnit: inLanguage(language, product.groupUnit, product.arabic.groupUnit),
    ticketTypes: [
      {
        kind: 'adult',
        label: ticketLabelIn(language, pricing.pricing === 'perGroup' ? groupLabel(pricing.maxPeople) : 'Adult'),
        price: filsToAed(pricing.adultPriceFils),
        minAge: null,
        maxAge: null,
        takesSeat: true,
        requiresAdult: false,
        maxPerAdult: null,
      },
      ...(pricing.pricing === 'perGroup' ? [] : pricing.extraTypes).map((type) => ({
        kind: type.kind,
        label: ticketLabelIn(language, ticketLabel(type.kind, type)),
        price: filsToAed(type.priceFils),
        minAge: type.minAge,
        maxAge: type.maxAge,
        takesSeat: type.takesSeat,
        requiresAdult: type.requiresAdult,
        maxPerAdult: type.maxPerAdult ?? null,
      })),
    ],
    minPeople: pricing.minPeople,
    maxPeople: pricing.maxPeople,
    maxTicketsPerOrder: pricing.maxTicketsPerOrder,
    cutoffMinutes: product.cutoffMinutes,
    cancellation: {
      refundable: product.cancellation.refundable,
      tiers: product.cancellation.refundable ? product.cancellation.tiers : [],
      text: isArabic ? cancellationInArabic(product.cancellation) : cancellationText(product.cancellation),
    },
    whereToBe: whereToBeIn(language, product.whereToBe, product.arabic),
    scheduleText: isArabic ? scheduleInArabic(product.departures) : scheduleText(product.departures),
  };
}
