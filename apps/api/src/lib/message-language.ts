import { arabicMessageOf } from '@rihla/shared/messages/storefront-ar';
import type { TContentLanguage } from '@rihla/shared/rules/content-language';

/**
 * An answer's message in the request's language (decision 108): the Arabic of a storefront message to an Arabic
 * request, its arguments kept; the spec's English otherwise, and for a message without Arabic yet.
 */
export function messageInLanguage(message: string, language: TContentLanguage): string {
  return language === 'ar' ? (arabicMessageOf(message) ?? message) : message;
}
