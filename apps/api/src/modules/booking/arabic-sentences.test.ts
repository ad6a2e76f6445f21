// The departures' sentences in the page's language (issue 37, decision 108): the detail's schedule and cancellation
// terms, and a cart line's and a checkout line's where-to-be and terms, in Arabic to an Arabic request and in the
// spec's English to any other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { addLine, productsOf, type TCatalogueCard } from '../../test/shopping.js';

let t: TTestApp;
let dhow: TCatalogueCard;
const ARABIC = { headers: { 'accept-language': 'ar' } };
const ENGLISH = { headers: { 'accept-language': 'en-GB,en;q=0.9' } };
const DHOW = 'dibba-dhow-cruise-full-day-from-dubai';
const LATIN_WORD = /[A-Za-z]{2,}/g;

beforeAll(async () => {
  t = await createTestApp();
  dhow = (await productsOf(t, 'Picnic Musandum')).find((card) => card.planId === DHOW) as TCatalogueCard;
});
afterAll(async () => {
  await t?.close();
});

/** The Latin words of an Arabic sentence, less the operator's zone name it quotes. */
function englishWordsOf(text: string, zone = ''): string[] {
  return text.replace(zone, '').match(LATIN_WORD) ?? [];
}

describe('POST /api/users/viewDetail', () => {
  it("answers the schedule and the cancellation terms in the request's language", async () => {
    const planId = { module: 'picnic', planId: DHOW };
    const [english, arabic] = await Promise.all([
      t.call('users/viewDetail', planId, undefined, ENGLISH),
      t.call('users/viewDetail', planId, undefined, ARABIC),
    ]);
    expect(english.body.data.booking.scheduleText).toBe('Daily at 9:30 AM');
    expect(english.body.data.booking.cancellation.text).toBe(
      'Full refund if cancelled at least 72 hours before; 50% refund between 72 and 24 hours before; no cancellation later than 24 hours before the departure.',
    );
    expect(arabic.body.data.booking.scheduleText).toBe('يوميًا الساعة 9:30 ص');
    expect(arabic.body.data.booking.cancellation.text).toBe(
      'استرداد كامل عند الإلغاء قبل 72 ساعة على الأقل؛ استرداد 50% بين 72 ساعة و24 ساعة قبل الانطلاق؛ ولا إلغاء بعد ذلك خلال 24 ساعة قبل الانطلاق.',
    );
    // The structured terms the page computes from stay the same in both languages; where to be keeps its kind and
    // times, its zone and note in the request's language (decision 109).
    expect(arabic.body.data.booking.cancellation.tiers).toEqual(english.body.data.booking.cancellation.tiers);
    expect(arabic.body.data.booking.whereToBe).toEqual({
      ...english.body.data.booking.whereToBe,
      zone: 'فنادق دبي ومساكنها',
      note: 'الاصطحاب من الشارقة وعجمان متاح عند الطلب (30 درهمًا للشخص).',
    });
  });
});

describe('POST /api/users/viewCart and users/viewCheckout', () => {
  it("answers a line's where-to-be and terms in the request's language", async () => {
    const { token } = await t.newShopper();
    await addLine(t, token, dhow, 1);
    const english = (await t.call('users/viewCart', {}, token, ENGLISH)).body.data.items[0];
    const arabic = (await t.call('users/viewCart', {}, token, ARABIC)).body.data.items[0];
    expect(english.whereToBe).toBe('Hotel pick-up (Dubai hotels and residences) between 7:00 AM and 7:30 AM');
    expect(arabic.whereToBe).toBe('الاصطحاب من الفندق (فنادق دبي ومساكنها) بين 7:00 ص و7:30 ص');
    expect(englishWordsOf(arabic.cancellation.text)).toEqual([]);
    expect(englishWordsOf(arabic.booking.scheduleText)).toEqual([]);
    expect(english.cancellation.text).toMatch(/^Full refund if cancelled at least 72 hours before/);

    const checkout = await t.call('users/checkout', {}, token);
    expect(checkout.body.status, checkout.raw.body).toBe(1);
    const cartId = checkout.body.data[0]._id as string;
    const viewed = await t.call('users/viewCheckout', { cartId }, token, ARABIC);
    expect(viewed.statusCode, viewed.raw.body).toBe(200);
    expect(viewed.body.data.items[0].whereToBe).toBe(arabic.whereToBe);
    expect(viewed.body.data.items[0].cancellation.text).toBe(arabic.cancellation.text);
    const viewedInEnglish = await t.call('users/viewCheckout', { cartId }, token);
    expect(viewedInEnglish.body.data.items[0].whereToBe).toBe(english.whereToBe);
  });
});

describe("the server's messages in the request's language", () => {
  it('answers a refusal in Arabic to an Arabic request, in the spec’s English to any other, and changes nothing', async () => {
    const wrong = { country: 'AE', phone_number: '501234999', password: 'not-the-password' };
    const english = await t.call('users/userLogin', wrong, undefined, ENGLISH);
    const arabic = await t.call('users/userLogin', wrong, undefined, ARABIC);
    expect(english.statusCode).toBe(arabic.statusCode);
    expect(english.body).toMatchObject({ status: 0, message: 'Invalid phone number or password' });
    expect(arabic.body).toMatchObject({ status: 0, message: 'رقم الهاتف أو كلمة المرور غير صحيحة' });
  });

  it('answers a success message and a refusal at checkout in Arabic', async () => {
    const { token } = await t.newShopper();
    const added = await addLine(t, token, dhow, 1, undefined, ARABIC);
    expect(added.body.message).toBe('تمت الإضافة إلى السلة');
    const removed = await t.call('users/deleteCart', { module: dhow.module, planId: dhow.planId }, token, ARABIC);
    expect(removed.body, removed.raw.body).toMatchObject({ status: 1, message: 'أُزيلت من سلتك' });
    expect((await t.call('users/viewCart', {}, token)).body.data.items).toHaveLength(0);
    const invalid = await t.call('users/checkout', { coupon_code: 'NO-SUCH-CODE' }, token, ARABIC);
    expect(invalid.body.status).not.toBe(1);
    expect(invalid.body.message).toMatch(/[\u0600-\u06FF]/);
  });
});
