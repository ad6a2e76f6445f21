import { ZUserLoginRequest } from '@rihla/shared/schemas/auth';
import { ZSearchRequest } from '@rihla/shared/schemas/catalogue';
import { ZRedeemGiftCardRequest } from '@rihla/shared/schemas/gift-cards';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { INTL_LOCALES, setLocale, t } from '../lib/i18n';
import { arabicTranslator, completeArabic } from './ar';

// Issue 37: a form's refusal from a shared schema (zodResolver's message, shown through t() by FieldError) is Arabic
// on an Arabic page once the rest of the catalogue has loaded, as any other text; English pages keep the spec's words.

afterEach(() => setLocale('en'));

/** The first message a schema refuses a value with, as a form shows it. */
function refusal(schema: z.ZodType, value: unknown): string {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('the value was accepted');
  return t(parsed.error.issues[0]?.message ?? '');
}

const REFUSED = [
  [ZSearchRequest, { title: 'x'.repeat(101) }, 'Search text is too long', 'نص البحث طويل جدًا'],
  [
    ZUserLoginRequest,
    { country: 'AE', phone_number: '0501234567', password: 'p'.repeat(257) },
    'Password is too long',
    'كلمة المرور طويلة جدًا',
  ],
  [ZRedeemGiftCardRequest, { code: '  ' }, 'Enter the gift card code', 'أدخل رمز بطاقة الهدية'],
] as const;

describe('the shared schemas’ refusals on a page', () => {
  it('are Arabic on an Arabic page once its catalogue is complete', async () => {
    const completing = completeArabic();
    setLocale('ar', arabicTranslator(INTL_LOCALES.ar.number), completing);
    await completing;
    for (const [schema, value, , arabic] of REFUSED) expect(refusal(schema, value)).toBe(arabic);
    expect(t('These dates run past the end of the calendar')).toBe('تتجاوز هذه التواريخ نهاية التقويم');
    // A text of the storefront's own catalogue keeps its own Arabic.
    expect(t('Invalid email address')).toMatch(/[\u0600-\u06FF]/);
  });

  it('stay the spec’s English on an English page', () => {
    for (const [schema, value, english] of REFUSED) expect(refusal(schema, value)).toBe(english);
  });
});
