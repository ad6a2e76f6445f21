import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/harness.js';
import { productsOf } from '../test/shopping.js';

// Issue 37: a field the shared schemas refuse is answered in the request's language, as every other storefront
// message is (decision 108): a 400 in the envelope, in Arabic to an Arabic request, the spec's English otherwise, and
// nothing changed.

const ARABIC = { headers: { 'accept-language': 'ar' } };
const ENGLISH = { headers: { 'accept-language': 'en' } };

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('a schema’s refusal in the request’s language', () => {
  it('says a search, a password, a gift card code and a calendar’s end refused in Arabic to an Arabic page', async () => {
    const { token, phone } = await t.newShopper({ first_name: 'Salma', last_name: 'Schemas' });
    const [product] = await productsOf(t);
    if (!product) throw new Error('no product in the demo catalogue');
    const cases = [
      {
        call: () => ['users/search', { title: 'x'.repeat(101) }, undefined] as const,
        english: 'Search text is too long',
        arabic: 'نص البحث طويل جدًا',
      },
      {
        call: () =>
          ['users/userLogin', { country: 'AE', phone_number: phone, password: 'p'.repeat(257) }, undefined] as const,
        english: 'Password is too long',
        arabic: 'كلمة المرور طويلة جدًا',
      },
      {
        call: () => ['users/redeemGiftCard', { code: '   ' }, token] as const,
        english: 'Enter the gift card code',
        arabic: 'أدخل رمز بطاقة الهدية',
      },
      {
        call: () =>
          [
            'users/availability',
            { module: product.module, planId: product.planId, from: '9999-12-30', days: 5 },
            undefined,
          ] as const,
        english: 'These dates run past the end of the calendar',
        arabic: 'تتجاوز هذه التواريخ نهاية التقويم',
      },
    ];
    const walletBefore = await t.call('users/viewWallet', {}, token);
    for (const { call, english, arabic } of cases) {
      const [name, body, as] = call();
      const inArabic = await t.call(name, body, as, ARABIC);
      expect(inArabic.statusCode, name).toBe(400);
      expect(inArabic.body, name).toEqual({ status: 0, message: arabic });
      const inEnglish = await t.call(name, body, as, ENGLISH);
      expect(inEnglish.statusCode, name).toBe(400);
      expect(inEnglish.body, name).toEqual({ status: 0, message: english });
    }
    // The refused gift card changed nothing.
    expect((await t.call('users/viewWallet', {}, token)).body).toEqual(walletBefore.body);
  });
});
