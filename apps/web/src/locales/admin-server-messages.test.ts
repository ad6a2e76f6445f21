import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { AGENCY_DESK_MESSAGES } from '@rihla/shared/messages/agency';
import { BOOKING_DESK_MESSAGES } from '@rihla/shared/messages/bookings';
import { CATALOGUE_DESK_MESSAGES } from '@rihla/shared/messages/catalogue';
import { CONTENT_MESSAGES } from '@rihla/shared/messages/content';
import { CUSTOMER_MESSAGES } from '@rihla/shared/messages/customers';
import { DEPARTURE_DESK_MESSAGES } from '@rihla/shared/messages/departures';
import { MANIFEST_MESSAGES } from '@rihla/shared/messages/manifests';
import { OPERATOR_MESSAGES } from '@rihla/shared/messages/operators';
import { DATE_CHANGE_MESSAGES } from '@rihla/shared/messages/order-changes';
import { PARTNER_DESK_MESSAGES } from '@rihla/shared/messages/partners';
import { PAYMENTS_DESK_MESSAGES } from '@rihla/shared/messages/payments-desk';
import { PHONE_BOOKING_MESSAGES } from '@rihla/shared/messages/phone-bookings';
import { PICKUP_MESSAGES } from '@rihla/shared/messages/pickups';
import { PROMO_DESK_MESSAGES } from '@rihla/shared/messages/promos';
import { REPORT_MESSAGES } from '@rihla/shared/messages/reports';
import { SHOP_MESSAGES } from '@rihla/shared/messages/shop';
import { pickupText } from '@rihla/shared/rules/pickups';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_TEMPLATES, serverMessage } from '../features/admin/api/server-messages';
import { setLocale } from '../lib/i18n';
import { catalogueKey, createTranslator } from '../lib/translator';

// Decision 110: the server's messages an operator sees (toasts, refusals, check-in answers) in the back office's
// Arabic, looked up from the English the server sends: its texts, and the templates of those made with facts.
const read = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')) as Record<string, string>;
const admin = read('admin-ar.json');
const storefront = read('ar.json');

/** The desk's own message tables: only operator calls answer with them. */
const DESK_TABLES = {
  AGENCY_DESK_MESSAGES,
  BOOKING_DESK_MESSAGES,
  CATALOGUE_DESK_MESSAGES,
  CONTENT_MESSAGES,
  CUSTOMER_MESSAGES,
  DEPARTURE_DESK_MESSAGES,
  MANIFEST_MESSAGES,
  OPERATOR_MESSAGES,
  DATE_CHANGE_MESSAGES,
  PARTNER_DESK_MESSAGES,
  PAYMENTS_DESK_MESSAGES,
  PHONE_BOOKING_MESSAGES,
  PROMO_DESK_MESSAGES,
  REPORT_MESSAGES,
  SHOP_MESSAGES,
};

function textsOf(table: unknown): string[] {
  if (typeof table === 'string') return [table];
  if (table && typeof table === 'object') return Object.values(table).flatMap(textsOf);
  return [];
}

function placeholders(message: string): string[] {
  return parse(message)
    .flatMap((element) => ('value' in element && element.type === 1 ? [String(element.value)] : []))
    .sort();
}

/** The back office's Arabic as an operator in Arabic has it (the storefront's for the words they share). */
function useArabic() {
  const compile = (catalogue: Record<string, string>) =>
    createTranslator(
      'ar-AE-u-nu-latn',
      Object.fromEntries(Object.entries(catalogue).map(([english, arabic]) => [catalogueKey(english), parse(arabic)])),
    );
  const own = compile(admin);
  const shop = compile(storefront);
  setLocale('ar', (english, vars) => own(english, vars) ?? shop(english, vars));
}

afterEach(() => setLocale('en'));

describe('the server’s messages in the back office’s Arabic', () => {
  it('has Arabic for every text of the desk’s message tables', () => {
    const texts = [...new Set(Object.values(DESK_TABLES).flatMap(textsOf))];
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((text) => !(text in admin) && !(text in storefront))).toEqual([]);
  });

  it('has Arabic for every template, with its placeholders', () => {
    for (const template of SERVER_TEMPLATES) {
      expect(admin[template], template).toBeDefined();
      expect(placeholders(admin[template] ?? ''), template).toEqual(placeholders(template));
    }
  });

  it('turns each message made with facts into its Arabic, the facts kept', () => {
    useArabic();
    const cases: [string, string][] = [
      [MANIFEST_MESSAGES.valid, 'صالح: سُجّل الحضور'],
      [MANIFEST_MESSAGES.validPartly(2, 5), 'صالح: سُجّل حضور 2 من 5'],
      [MANIFEST_MESSAGES.undone(1, 3), 'أُلغي تسجيل الحضور: سُجّل حضور 1 من 3'],
      [MANIFEST_MESSAGES.tooMany(1, 4), 'لم تتبق لتسجيل الحضور سوى تذكرة واحدة من 4'],
      [MANIFEST_MESSAGES.tooMany(2, 4), 'لم يتبق لتسجيل الحضور إلا 2 من 4'],
      [MANIFEST_MESSAGES.passengerIn('Salma Nasser'), 'سُجّل حضور Salma Nasser من قبل'],
      [
        MANIFEST_MESSAGES.passengerCheckedInBy('Salma Nasser', '09:12', 'Ghanem Guide'),
        'سُجّل حضور Salma Nasser من قبل الساعة 09:12 بواسطة Ghanem Guide',
      ],
      [
        MANIFEST_MESSAGES.alreadyCheckedIn('09:12', 'Ghanem Guide'),
        'سُجّل الحضور من قبل الساعة 09:12 بواسطة Ghanem Guide',
      ],
      [MANIFEST_MESSAGES.refusals.otherDay, 'مرفوض: هذه القسيمة ليوم آخر'],
      [PHONE_BOOKING_MESSAGES.linkSent('sms', '+971501112233'), 'أُرسل رابط الدفع برسالة نصية إلى +971501112233'],
      [PHONE_BOOKING_MESSAGES.linkSent('whatsapp', '+971501112233'), 'أُرسل رابط الدفع عبر واتساب إلى +971501112233'],
      [PHONE_BOOKING_MESSAGES.passengerLinkSent('email', 'a@b.ae'), 'أُرسل رابط البيانات بالبريد الإلكتروني إلى a@b.ae'],
      [PROMO_DESK_MESSAGES.paused('EID25'), 'أُوقف رمز الخصم EID25 مؤقتًا'],
      [PARTNER_DESK_MESSAGES.created('Desert Deals'), 'أُنشئ الشريك Desert Deals'],
      [AGENCY_DESK_MESSAGES.agentAdded('Amal Agent'), 'يمكن لـ Amal Agent الآن الحجز على الحساب'],
      [BOOKING_DESK_MESSAGES.cancelled(0), 'أُلغي الحجز دون استرداد أي مبلغ'],
      [BOOKING_DESK_MESSAGES.cancelled(12_350), 'أُلغي الحجز واستُرد AED 123.50'],
      [BOOKING_DESK_MESSAGES.ticketsCancelled(3, 0), 'أُلغيت التذاكر (3) دون استرداد أي مبلغ'],
      [BOOKING_DESK_MESSAGES.overLimit(50_000), 'حدّ الاسترداد المسموح لك AED 500.00: اطلب من مدير استرداد المزيد'],
      // The desk's pick-up choice, the point named in the operator's language by the server (decision 117).
      [
        PICKUP_MESSAGES.chosen(pickupText({ time: '14:00', name: 'هيلتون دبي جميرا', area: 'دبي مارينا' })),
        'الاصطحاب 14:00 من هيلتون دبي جميرا، دبي مارينا: تم الحفظ',
      ],
    ];
    for (const [english, arabic] of cases) expect(serverMessage(english), english).toBe(arabic);
    // A message with neither Arabic nor a template stays as it came.
    expect(serverMessage('Something the desk has never said')).toBe('Something the desk has never said');
  });

  it('leaves the English as it came for an operator in English', () => {
    const english = MANIFEST_MESSAGES.validPartly(2, 5);
    expect(serverMessage(english)).toBe(english);
    expect(serverMessage(MANIFEST_MESSAGES.valid)).toBe('Valid: checked in');
  });
});
