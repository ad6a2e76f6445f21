import { describe, expect, it } from 'vitest';
import { scheduleText } from './departures.js';
import {
  cancellationInArabic,
  hoursInArabic,
  scheduleInArabic,
  timeInArabic,
  whereToBeTextInArabic,
} from './departures-ar.js';

const DAILY = { schedule: [], start: '09:30', end: '17:00' };
const ARABIC_LETTER = /[\u0600-\u06FF]/;
const LATIN_WORD = /[A-Za-z]{2,}/;

describe('the departures in Arabic', () => {
  it('counts hours with Arabic plural forms', () => {
    expect(hoursInArabic(1)).toBe('ساعة واحدة');
    expect(hoursInArabic(2)).toBe('ساعتين');
    expect(hoursInArabic(3)).toBe('3 ساعات');
    expect(hoursInArabic(10)).toBe('10 ساعات');
    expect(hoursInArabic(24)).toBe('24 ساعة');
    expect(hoursInArabic(72)).toBe('72 ساعة');
    expect(hoursInArabic(100)).toBe('100 ساعة');
  });

  it('writes times in Western digits with ص and م', () => {
    expect(timeInArabic('09:30')).toBe('9:30 ص');
    expect(timeInArabic('22:00')).toBe('10:00 م');
  });

  it('says the cancellation terms as the English does, tier for tier', () => {
    const terms = {
      refundable: true,
      tiers: [
        { hoursBefore: 24, refundPercent: 50 },
        { hoursBefore: 72, refundPercent: 100 },
      ],
    };
    expect(cancellationInArabic(terms)).toBe(
      'استرداد كامل عند الإلغاء قبل 72 ساعة على الأقل؛ استرداد 50% بين 72 ساعة و24 ساعة قبل الانطلاق؛ ولا إلغاء بعد ذلك خلال 24 ساعة قبل الانطلاق.',
    );
    expect(cancellationInArabic({ refundable: true, tiers: [{ hoursBefore: 2, refundPercent: 100 }] })).toBe(
      'استرداد كامل عند الإلغاء قبل ساعتين على الأقل؛ ولا إلغاء بعد ذلك خلال ساعتين قبل الانطلاق.',
    );
    expect(cancellationInArabic({ refundable: false, tiers: [] })).toBe('غير قابل للاسترداد: لا يمكن إلغاء هذا الحجز.');
  });

  it('says where to be, keeping the operator’s zone and place as written', () => {
    const pickup = { kind: 'pickup' as const, zone: 'Dubai hotels', minutesBefore: 150, windowMinutes: 30, note: '' };
    expect(whereToBeTextInArabic(pickup, '09:30')).toBe('الاصطحاب من الفندق (Dubai hotels) بين 7:00 ص و7:30 ص');
    expect(whereToBeTextInArabic({ kind: 'meetingPoint', place: 'Dibba harbour', note: '' }, '09:00')).toBe(
      'نقطة الالتقاء: Dibba harbour',
    );
    expect(whereToBeTextInArabic(null, '09:00')).toBeNull();
  });

  it('names the days, the season, the times and the count of departures', () => {
    expect(scheduleInArabic(DAILY)).toBe('يوميًا الساعة 9:30 ص');
    expect(
      scheduleInArabic({
        ...DAILY,
        schedule: [
          { start: '09:00', end: '11:00', weekdays: [0, 2, 3, 4, 5, 6] },
          { start: '14:00', end: '16:00', weekdays: [0, 2, 3, 4, 5, 6] },
        ],
      }),
    ).toBe('يوميًا عدا الاثنين الساعة 9:00 ص و2:00 م');
    expect(
      scheduleInArabic({
        ...DAILY,
        schedule: [{ start: '15:00', end: '21:00', weekdays: [4, 5], season: { from: '10-01', until: '04-30' } }],
      }),
    ).toBe('أيام الخميس والجمعة، من أكتوبر إلى أبريل الساعة 3:00 م');
    expect(
      scheduleInArabic({
        ...DAILY,
        schedule: [
          { start: '08:00', end: '12:00', weekdays: [5], season: { from: '2027-01-15', until: '2027-03-20' } },
        ],
      }),
    ).toBe('كل يوم جمعة، من 15 يناير إلى 20 مارس 2027 الساعة 8:00 ص');
    const deck = Array.from({ length: 28 }, (_, index) => {
      const minute = 8 * 60 + 30 + index * 30;
      const hhmm = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      return { start: hhmm, end: hhmm };
    });
    expect(scheduleInArabic({ ...DAILY, schedule: deck })).toBe('يوميًا، 28 رحلة من 8:30 ص إلى 10:00 م');
    expect(scheduleInArabic({ ...DAILY, schedule: deck.slice(0, 9) })).toBe('يوميًا، 9 رحلات من 8:30 ص إلى 12:30 م');
  });

  it('leaves the English schedule as it was, and no English word in the Arabic', () => {
    const deck = Array.from({ length: 28 }, (_, index) => {
      const minute = 8 * 60 + 30 + index * 30;
      const hhmm = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      return { start: hhmm, end: hhmm };
    });
    expect(scheduleText({ ...DAILY, schedule: deck })).toBe('Daily, 28 departures from 8:30 AM to 10:00 PM');
    expect(scheduleText(DAILY)).toBe('Daily at 9:30 AM');
    for (const text of [scheduleInArabic({ ...DAILY, schedule: deck }), scheduleInArabic(DAILY)]) {
      expect(text).toMatch(ARABIC_LETTER);
      expect(text).not.toMatch(LATIN_WORD);
    }
  });
});
