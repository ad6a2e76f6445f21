import { schemaMessageInArabic } from '@rihla/shared/messages/schemas-ar';
import { arabicMessageOf } from '@rihla/shared/messages/storefront-ar';
import type { TContentLanguage } from '@rihla/shared/rules/content-language';

/**
 * An answer's message in the request's language (decision 108): the Arabic of a storefront message to an Arabic
 * request, its arguments kept, or of a shared schema's message (a refused field); the spec's English otherwise, and for
 * a message without Arabic yet.
 */
export function messageInLanguage(message: string, language: TContentLanguage): string {
  if (language !== 'ar') return message;
  return arabicMessageOf(message) ?? schemaMessageInArabic(message) ?? message;
}
