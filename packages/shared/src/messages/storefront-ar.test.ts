import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth.js';
import { BOOKING_MESSAGES, CANCEL_MESSAGES, CART_MESSAGES, DEPARTURE_MESSAGES, PROMO_MESSAGES } from './booking.js';
import { GIFT_CARD_MESSAGES, LEDGER_MESSAGES } from './ledger.js';
import { PASSENGER_MESSAGES } from './passengers.js';
import {
  arabicMessageOf,
  STOREFRONT_MESSAGE_TABLES,
  storefrontMessageSamples,
  storefrontMessagesWithoutArabic,
} from './storefront-ar.js';

/**
 * The storefront messages still answered in English on an Arabic page (decisions 108, 118): none. A list that only
 * shrinks: a new message without Arabic fails here.
 */
const WAITING: string[] = [];

const ARABIC_LETTER = /[\u0600-\u06FF]/;

describe('the storefront messages in Arabic', () => {
  it('gives every storefront message Arabic, but for the listed ones still waiting, a list that only shrinks', () => {
    const missing = storefrontMessagesWithoutArabic();
    expect(
      missing.filter((name) => !WAITING.includes(name)),
      'a storefront message without Arabic',
    ).toEqual([]);
    expect(
      WAITING.filter((name) => !missing.includes(name)),
      'has Arabic now: take it out of WAITING',
    ).toEqual([]);
  });

  it('answers the Arabic of a plain message, and nothing for a text that is no storefront message', () => {
    expect(arabicMessageOf(CART_MESSAGES.removed)).toBe('أُزيلت من سلتك');
    expect(arabicMessageOf(AUTH_MESSAGES.codeWrong)).toBe('الرمز غير صحيح أو انتهت صلاحيته');
    expect(arabicMessageOf(LEDGER_MESSAGES.emptyWallet)).toBe('محفظتك فارغة');
    expect(arabicMessageOf('Some text nobody wrote')).toBeNull();
  });

  it('keeps the arguments of a message, counting numbers with Arabic plural forms', () => {
    expect(arabicMessageOf(PROMO_MESSAGES.applied('SUMMER10'))).toBe('تم تطبيق رمز الخصم SUMMER10');
    expect(arabicMessageOf(GIFT_CARD_MESSAGES.redeemed('150.00'))).toBe('أُضيف AED 150.00 إلى محفظتك');
    expect(arabicMessageOf(AUTH_MESSAGES.resendWait(30))).toBe('يرجى الانتظار 30 ثانية قبل طلب رمز جديد.');
    expect(arabicMessageOf(AUTH_MESSAGES.resendWait(5))).toBe('يرجى الانتظار 5 ثوانٍ قبل طلب رمز جديد.');
    expect(arabicMessageOf(AUTH_MESSAGES.tooManyCodes(2))).toBe(
      'أُرسل عدد كبير من الرموز إلى هذا الرقم. يرجى المحاولة مجددًا بعد دقيقتين.',
    );
    expect(arabicMessageOf(DEPARTURE_MESSAGES.tooFewPeople(3, 'Desert Safari'))).toBe(
      'تحتاج رحلة Desert Safari إلى 3 أشخاص على الأقل في الحجز الواحد',
    );
  });

  it('writes every Arabic with Arabic letters, each way a message may read', () => {
    const samples = storefrontMessageSamples();
    expect(samples.length).toBeGreaterThan(countAll() - 1);
    for (const { where, english } of samples) {
      expect(arabicMessageOf(english), `${where}: ${english}`).toMatch(ARABIC_LETTER);
    }
  });

  it('reads amounts back from their English and says them in Arabic, kept whole left to right', () => {
    expect(arabicMessageOf(PROMO_MESSAGES.minimumOrder(150_000))).toBe(
      'يتطلب رمز الخصم هذا طلبًا بقيمة \u2066AED 1,500.00\u2069 على الأقل',
    );
    expect(arabicMessageOf(CANCEL_MESSAGES.cancelledMeanwhile(0))).toBe('كان حجزك قد أُلغي من قبل، ولم يُسترد أي مبلغ.');
    expect(arabicMessageOf(CANCEL_MESSAGES.cancelledMeanwhile(2_050))).toBe(
      'كان حجزك قد أُلغي من قبل، واستُرد \u2066AED 20.50\u2069.',
    );
    expect(arabicMessageOf(CANCEL_MESSAGES.cancelledAfterRefunds(1_000, 500))).toBe(
      'تم إلغاء حجزك، واستُرد مبلغ إضافي قدره \u2066AED 10.00\u2069 (وكان قد استُرد \u2066AED 5.00\u2069 من قبل).',
    );
  });

  it('counts with Arabic plural forms where the English says one or many', () => {
    expect(arabicMessageOf(BOOKING_MESSAGES.seatsLeft(0, 'Dhow Cruise', '2026-12-01'))).toBe(
      'نفدت مقاعد رحلة Dhow Cruise يوم الثلاثاء، 1 ديسمبر 2026',
    );
    expect(arabicMessageOf(BOOKING_MESSAGES.seatsLeft(1, 'Dhow Cruise', '2026-12-01'))).toBe(
      'لم يتبقَّ إلا مقعد واحد في رحلة Dhow Cruise يوم الثلاثاء، 1 ديسمبر 2026',
    );
    expect(arabicMessageOf(BOOKING_MESSAGES.seatsLeft(2, 'Dhow Cruise', '2026-12-01'))).toContain('مقعدين');
    expect(arabicMessageOf(BOOKING_MESSAGES.seatsLeft(4, 'Dhow Cruise', '2026-12-01'))).toContain('4 مقاعد');
    expect(arabicMessageOf(BOOKING_MESSAGES.seatsLeft(12, 'Dhow Cruise', '2026-12-01'))).toContain('12 مقعدًا');
    expect(arabicMessageOf(BOOKING_MESSAGES.tooManySeatsHeld)).toContain('30 مقعدًا');
    expect(arabicMessageOf(PASSENGER_MESSAGES.passengerNotFound(4, 1))).toBe(
      'الراكب 4 ليس في هذا الحجز: فيه راكب واحد',
    );
    expect(arabicMessageOf(PASSENGER_MESSAGES.passengerNotFound(5, 3))).toBe('الراكب 5 ليس في هذا الحجز: فيه 3 ركاب');
    expect(arabicMessageOf(PASSENGER_MESSAGES.passportTooShort('Passenger 2', 6, '2027-06-01'))).toBe(
      'الراكب 2: يجب أن يبقى جواز السفر صالحًا لمدة 6 أشهر بعد الرحلة (حتى \u20662027-06-01\u2069)',
    );
    expect(arabicMessageOf(DEPARTURE_MESSAGES.perAdult('infant', 1))).toBe(
      'يمكن لكل بالغ حجز تذكرة واحدة على الأكثر من تذاكر الرضّع',
    );
    expect(arabicMessageOf(PASSENGER_MESSAGES.lineNotFound(2))).toBe('لا يتضمن هذا الحجز رحلة برقم 3');
  });

  it('says the departures offered, the parts of a refund and the tickets cancelled in Arabic', () => {
    expect(
      arabicMessageOf(DEPARTURE_MESSAGES.unknownDeparture('Dhow Cruise', '2026-12-01', '9:00 AM and 2:30 PM')),
    ).toBe('تنطلق رحلة Dhow Cruise يوم 2026-12-01 في 9:00 ص و2:30 م. يرجى اختيار أحد هذه المواعيد');
    expect(
      arabicMessageOf(
        CANCEL_MESSAGES.notification('RH-1001', [
          { to: 'card', fils: 12_345 },
          { to: 'points', fils: 500, points: 50 },
        ]),
      ),
    ).toBe(
      'تم إلغاء حجزك \u2066RH-1001\u2069. يُعاد \u2066AED 123.45\u2069 إلى بطاقتك: يصلك خلال 10 إلى 15 يوم عمل. أُعيد 50 نقطة (\u2066AED 5.00\u2069) إلى نقاطك.',
    );
    expect(arabicMessageOf(CANCEL_MESSAGES.notification('RH-1001', []))).toBe('تم إلغاء حجزك \u2066RH-1001\u2069.');
    expect(arabicMessageOf(CANCEL_MESSAGES.partNotification('RH-1001', 4_000, 10_000, { cancelled: 2, of: 5 }))).toBe(
      'حجزك \u2066RH-1001\u2069: أُلغي 2 من 5 تذاكر، استُرد \u2066AED 40.00\u2069 من \u2066AED 100.00\u2069. وبقية حجزك قائمة.',
    );
    expect(arabicMessageOf(CANCEL_MESSAGES.partNotification('RH-1001', 0, 0, { cancelled: 1, of: 12 }))).toBe(
      'حجزك \u2066RH-1001\u2069: أُلغي 1 من 12 تذكرة. وبقية حجزك قائمة.',
    );
  });
});

function countAll(): number {
  return STOREFRONT_MESSAGE_TABLES.reduce((sum, table) => sum + Object.keys(table.english).length, 0);
}
