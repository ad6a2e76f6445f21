// The shopper's emails, texts, vouchers and tax invoices in Arabic (issue 37, decision 103): every Arabic word of
// the server's messages to a shopper is in this file, key for key beside the English tables it mirrors
// (EMAIL_MESSAGES, smsMessages, DEPARTURE_DESK_MESSAGES, PASSENGER_JOBS_MESSAGES, the refund parts, the tickets, the
// cancellation terms and where to be). Written by an AI in Modern Standard Arabic: all wait for a native speaker's
// review. Numbers are Western digits, amounts "AED 1,234.50", as the web writes them (decision 101).
import type { TCodePurpose } from '../constants.js';
import { counted, type TPluralForms, timeInArabic } from '../rules/departures-ar.js';
import { filsToAed, formatAedAmount } from '../rules/money.js';
import type { TTicketRow } from '../rules/ticket-words.js';
import type { EMAIL_MESSAGES } from './emails.js';
import type { TRefundPartDestination, TTranslate } from './refunds.js';
import type { smsMessages, TDetailsLink } from './sms.js';

// The departures' sentences live with their English (rules/departures-ar.ts, decision 108); the voucher and mails read them here.
export { cancellationInArabic, timeInArabic, whereToBeInArabic } from '../rules/departures-ar.js';

/**
 * A reference, code, amount, date or link kept whole and left to right inside a right-to-left line: between a
 * left-to-right isolate (U+2066) and its end (U+2069), which mail and text readers honour and the PDFs drop.
 */
export const ltr = (text: string): string => `\u2066${text}\u2069`;

/** "AED 1,234.50", kept whole inside Arabic. */
export const aedAr = (fils: number): string => ltr(`AED ${formatAedAmount(filsToAed(fils))}`);

const ARABIC_LOCALE = 'ar-AE-u-nu-latn';
const dayFormat = new Intl.DateTimeFormat(ARABIC_LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const arabicNumber = new Intl.NumberFormat(ARABIC_LOCALE);

/** Each day's words, kept once made (Intl's formatting is dear) for the few thousand days a shop books. */
const dayWords = new Map<string, string>();

/** A YYYY-MM-DD day in Arabic words, Western digits: 'الثلاثاء، 1 ديسمبر 2026'. */
export function dateInArabic(date: string): string {
  const known = dayWords.get(date);
  if (known !== undefined) return known;
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  const words = dayFormat.format(day);
  if (dayWords.size < 4096) dayWords.set(date, words);
  return words;
}

/** A departure's times in Arabic: '9:00 ص - 5:00 م'. */
export function departureInArabic(departure: { start: string; end: string }): string {
  return `${timeInArabic(departure.start)} - ${timeInArabic(departure.end)}`;
}

/** An instant (epoch ms) as Dubai's day and time in Arabic: 'السبت، 5 ديسمبر 2026، 08:00 (بتوقيت دبي)'. */
export function dubaiMomentInArabic(ms: number): string {
  const local = new Date(ms + 4 * 3_600_000).toISOString();
  return `${dateInArabic(local.slice(0, 10))}، ${ltr(local.slice(11, 16))} (بتوقيت دبي)`;
}

const TICKET_WORDS_AR: Readonly<Record<string, TPluralForms>> = {
  adult: { one: 'بالغ واحد', two: 'بالغان', few: '# بالغين', many: '# بالغًا', other: '# بالغ' },
  child: { one: 'طفل واحد', two: 'طفلان', few: '# أطفال', many: '# طفلًا', other: '# طفل' },
  infant: { one: 'رضيع واحد', two: 'رضيعان', few: '# رضّع', many: '# رضيعًا', other: '# رضيع' },
  guest: { one: 'ضيف واحد', two: 'ضيفان', few: '# ضيوف', many: '# ضيفًا', other: '# ضيف' },
};

/** An age band of a ticket's label in Arabic: '(3-11 years)' -> '(3-11 سنة)'. */
function bandInArabic(band: string): string {
  return band.replace(/\byears?\b/g, 'سنة').replace(/\bmonths?\b/g, 'شهرًا');
}

/** One row of tickets in Arabic: 'بالغان', '3 أطفال (3-11 سنة)'; a type without words: '2 × Family boat'. */
export function ticketRowInArabic(row: TTicketRow): string {
  const [name = '', ...band] = row.label.split(' ');
  const words = TICKET_WORDS_AR[row.kind];
  if (!words || name.toLowerCase() !== row.kind) return `${row.count} × ${row.label}`;
  return [counted(words, row.count), ...band.map(bandInArabic)].join(' ');
}

/** Who a line is for, in Arabic, as lineTicketsText says it in English. */
export function lineTicketsInArabic(line: { pricing: string; guests: number; rows: readonly TTicketRow[] }): string {
  if (line.pricing === 'perGroup') {
    return `${line.rows[0]?.label ?? 'مجموعة خاصة'}، ${counted(TICKET_WORDS_AR.guest as TPluralForms, line.guests)}`;
  }
  return line.rows
    .filter((row) => row.count > 0)
    .map(ticketRowInArabic)
    .join('، ');
}

/** A chosen pick-up in Arabic, as pickupText says it in English: 'الاصطحاب 07:15 من فندق هيلتون، دبي مارينا'. */
export function pickupInArabic(pickup: { time: string; name: string; area: string }): string {
  return `الاصطحاب ${ltr(pickup.time)} من ${pickup.name}، ${pickup.area}`;
}

// --- Refunds --------------------------------------------------------------------------------------------------

/** Where each part of a refund went, in Arabic ({amount}: "AED 20.00"; {points}: "925 نقطة"), as REFUND_PART_TEXTS. */
export const REFUND_PART_TEXTS_AR: Readonly<Record<TRefundPartDestination, string>> = {
  points: 'أُعيد {points} ({amount}) إلى نقاطك.',
  giftCard: 'أُعيد {amount} إلى بطاقة الهدية.',
  wallet: 'أُضيف {amount} إلى محفظتك: إنه فيها الآن.',
  card: 'يُعاد {amount} إلى بطاقتك: يصلك خلال 10 إلى 15 يوم عمل.',
  cash: 'يُعاد {amount} نقدًا: يُدفع لك في مكتبنا.',
  voided: 'لم يُسترد {amount}: أُلغيت بطاقة الهدية.',
};

const REFUND_WORDS_AR: Readonly<Record<string, string>> = {
  '1 point': 'نقطة واحدة',
  '{count} points': '{count} نقطة',
  '{points} ({amount}) back to your points.': REFUND_PART_TEXTS_AR.points,
  '{amount} back to your gift card.': REFUND_PART_TEXTS_AR.giftCard,
  '{amount} to your wallet: it is in your wallet now.': REFUND_PART_TEXTS_AR.wallet,
  '{amount} back to your card: it takes 10 to 15 working days to reach you.': REFUND_PART_TEXTS_AR.card,
  '{amount} in cash: it is paid back to you at our desk.': REFUND_PART_TEXTS_AR.cash,
  '{amount} not refunded: the gift card was voided.': REFUND_PART_TEXTS_AR.voided,
};

/** refundPartLines' translation into Arabic: amounts kept whole left to right. */
export const translateRefundsToArabic: TTranslate = (english, vars) =>
  (REFUND_WORDS_AR[english] ?? english).replace(/\{(\w+)\}/g, (match, name: string) => {
    if (!vars || !(name in vars)) return match;
    const value = String(vars[name]);
    return name === 'amount' ? ltr(value) : value;
  });

/** What a refund that kept the booking did (CANCEL_MESSAGES' words, decision 062). */
export const CANCEL_WORDS_AR = {
  ticketsCancelled: (cancelled: number, of: number) =>
    `أُلغي ${cancelled} من ${counted({ one: 'تذكرة واحدة', two: 'تذكرتين', few: '# تذاكر', many: '# تذكرة', other: '# تذكرة' }, of)}`,
  partRefunded: (refundFils: number, paidFils: number) => `استُرد ${aedAr(refundFils)} من ${aedAr(paidFils)}`,
} as const;

// --- Emails ---------------------------------------------------------------------------------------------------

type TWiden<T> = T extends string ? string : T;
type TEmailTexts = { [K in keyof typeof EMAIL_MESSAGES]: TWiden<(typeof EMAIL_MESSAGES)[K]> };
/** The texts of the shopper's emails; the back office's own notices (codes locked) are English. */
export type TShopperEmailTexts = Omit<
  TEmailTexts,
  'codesLockedSubject' | 'codesLockedSelf' | 'codesLockedSelfNext' | 'codesLockedOther' | 'codesLockedOtherNext'
>;

export const EMAIL_MESSAGES_AR: TShopperEmailTexts = {
  greeting: (firstName: string) => `مرحبًا ${firstName}،`,
  reference: 'رقم الحجز',
  support: (phone: string, email: string) => `لديك سؤال؟ اتصل بنا على ${ltr(phone)} أو راسلنا على ${ltr(email)}.`,
  soldBy: (legalName: string, trn: string) =>
    trn ? `البائع: ${legalName} - الرقم الضريبي ${ltr(trn)}` : `البائع: ${legalName}`,

  orderConfirmedSubject: (reference: string) => `تم تأكيد حجزك ${ltr(reference)}`,
  orderChangedSubject: (reference: string) => `تم تعديل حجزك ${ltr(reference)}`,
  orderConfirmedPreview: (reference: string) => `الحجز ${ltr(reference)}: قسيمتك مرفقة.`,
  orderConfirmedIntro: 'شكرًا لحجزك معنا. تم تأكيد حجزك، وقسيمتك مرفقة بهذه الرسالة.',
  amountPaid: 'إجمالي المدفوع',
  vatIncluded: (vat: string) => `شامل ضريبة القيمة المضافة (5%): ${ltr(`AED ${vat}`)}`,
  voucherLink: 'نزّل قسيمتك',
  voucherLinkNote: 'يعمل الرابط 24 ساعة؛ وفي صفحة طلباتك رابط جديد دائمًا.',
  showVoucher: 'أظهر القسيمة (على هاتفك أو مطبوعة) عند نقطة الالتقاء.',
  resentNote: 'طلبت منا إرسال هذا التأكيد مرة أخرى.',
  changedNote: 'تم تعديل حجزك: هذه تفاصيله الجديدة، والقسيمة المرفقة تحل محل السابقة.',

  orderCancelledSubject: (reference: string) => `تم إلغاء حجزك ${ltr(reference)}`,
  orderCancelledIntro: (reference: string) => `تم إلغاء حجزك ${ltr(reference)} وتحرير مقاعده.`,
  refundTotal: (refundFils: number) => `يُسترد ${aedAr(refundFils)}:`,
  noRefundLine: 'لا يُسترد أي مبلغ وفق شروط الإلغاء لهذا الحجز.',
  orderRefundedSubject: (reference: string, summary: string) => `حجزك ${ltr(reference)}: ${summary}`,
  orderRefundedIntro: 'بقية حجزك قائمة، وقسيمتك تبين ما هو محجوز الآن:',

  reminderSubject: (title: string) => `تذكير: رحلة ${title} غدًا`,
  reminderIntro: 'تذكير برحلتك معنا:',
  reminderWhereToBe: 'مكان اللقاء',
  reminderTickets: 'الحجز لـ',

  giftCardSubject: (shop: string, amountFils: number) => `بطاقة هدية ${shop} بقيمة ${aedAr(amountFils)}`,
  giftCardIntro: (shop: string, recipientName: string) =>
    `شكرًا لشرائك بطاقة هدية ${shop} لـ${recipientName}. هذا رمزها لتسلّمه إليه:`,
  giftCardCode: 'رمز بطاقة الهدية',
  giftCardAmount: (amountFils: number) => `القيمة: ${aedAr(amountFils)}`,
  giftCardExpiry: (date: string) => `صالحة حتى ${date}`,
  giftCardMessage: 'رسالتك',
  giftCardHowTo:
    'يمكن إضافتها إلى المحفظة في صفحة المحفظة والنقاط، أو استخدامها عند الدفع. وتظهر دائمًا في صفحة طلباتك.',

  paymentLinkSubject: (title: string) => `ادفع قيمة حجزك: ${title}`,
  paymentLinkIntro: 'هذا رابط الدفع للحجز الذي أجريته معنا بالهاتف.',
  paymentLinkHeld: (until: string) => `مقاعدك محجوزة حتى ${until}. ادفع قبل ذلك للاحتفاظ بها.`,
  paymentLinkAmount: (amountFils: number) => `المبلغ المطلوب: ${aedAr(amountFils)}`,
  paymentLinkButton: 'ادفع الآن',
  paymentLinkNotYou: 'إن لم تحجز معنا فتجاهل هذه الرسالة: لن يُخصم أي مبلغ.',

  detailsNeeded: (deadline: string) => `من المسافرون؟ يُرجى إدخال بيانات كل ضيف كما تظهر في جواز سفره، قبل ${deadline}.`,
  detailsLink: 'أدخل بيانات ضيوفك',
  detailsLinkSubject: (reference: string) => `من المسافرون؟ حجزك ${ltr(reference)}`,
  detailsLinkIntro: (reference: string) => `تم تأكيد حجزك ${ltr(reference)}.`,

  pickupSubject: (reference: string) => `موعد اصطحابك: الحجز ${ltr(reference)}`,
  pickupIntro: (title: string, when: string) => `سنصطحبك لرحلة ${title} يوم ${when}:`,
  pickupAddress: (address: string) => `العنوان: ${address}`,
  pickupLink: 'اعرض مكان الاصطحاب أو غيّره',
  pickupBeReady:
    'يُرجى الاستعداد في الردهة أو عند المدخل قبل الموعد بعشر دقائق. يمكنك تغيير مكان الاصطحاب من صفحة المسافرين في الحجز حتى الموعد النهائي.',
};

/** A departure the shop cancelled, or its message to the passengers (DEPARTURE_DESK_MESSAGES' shopper's words). */
export const DEPARTURE_MESSAGES_AR = {
  cancelledSubject: (title: string, when: string) => `أُلغيت رحلة ${title} يوم ${when}`,
  cancelledIntro: (title: string, when: string) => `نعتذر منك: اضطررنا إلى إلغاء رحلة ${title} يوم ${when}.`,
  reasonLine: (reason: string) => `السبب: ${reason}`,
  wholeOrderLine: (reference: string) => `أُلغي حجزك ${ltr(reference)} واستُرد مبلغه كاملًا.`,
  restStandsLine: (reference: string) =>
    `أُلغيت هذه التذاكر من حجزك ${ltr(reference)} واستُرد مبلغها كاملًا؛ وبقية حجزك قائمة.`,
  messageSubject: (title: string, when: string) => `بخصوص رحلة ${title} يوم ${when}`,
  messageIntro: (title: string, when: string, reference: string) =>
    `رسالة من فريقنا بخصوص رحلة ${title} يوم ${when} (الحجز ${ltr(reference)}):`,
  cancelledText: (sender: string, title: string, when: string, reason: string, reference: string, lines: string[]) =>
    [`${sender}: نعتذر، أُلغيت رحلة ${title} يوم ${when}: ${reason}. الحجز ${ltr(reference)}:`, ...lines].join(' '),
  messageText: (sender: string, title: string, when: string, text: string) =>
    `${sender}، بخصوص رحلة ${title} يوم ${when}: ${text}`,
} as const;

const guestsAr = (count: number) => counted(TICKET_WORDS_AR.guest as TPluralForms, count);

/** Passengers' details still missing (PASSENGER_JOBS_MESSAGES' shopper's words, decision 098). */
export const PASSENGER_JOBS_AR = {
  missingWhat: (missingGuests: number) => (missingGuests > 0 ? `بيانات ${guestsAr(missingGuests)}` : 'بعض بيانات حجزك'),
  reminderSubject: (reference: string) => `من المسافرون؟ ما زالت بيانات ناقصة في الحجز ${ltr(reference)}`,
  reminderIntro: (missingGuests: number, deadline: string) =>
    `ما زلنا نحتاج إلى ${PASSENGER_JOBS_AR.missingWhat(missingGuests)} لحجزك، قبل ${deadline}. ` +
    'يحتاج إليها مركز الحدود وطاقمنا قبل الرحلة.',
  reminderButton: 'أدخل البيانات',
  reminderText: (sender: string, reference: string, missingGuests: number, deadline: string, link: string) =>
    `${sender}: ما زال الحجز ${ltr(reference)} يحتاج إلى ${PASSENGER_JOBS_AR.missingWhat(missingGuests)} قبل ${deadline}. أدخلها هنا: ${link}`,
} as const;

// --- Texts ----------------------------------------------------------------------------------------------------

/** How an Arabic text names what its one-time code is for (the journeys read codes by it). */
export const CODE_USES_AR: Record<TCodePurpose, string> = {
  signup: 'لتأكيد حسابك',
  login: 'لتسجيل الدخول',
  reset: 'لتعيين كلمة مرور جديدة',
};

function detailsSentenceAr(details: TDetailsLink | null | undefined): string {
  return details ? ` يُرجى إدخال بيانات ضيوفك قبل ${details.deadline}: ${details.url}` : '';
}

/**
 * The text messages of smsMessages in Arabic, each starting with the shop's name. Links stand last or before a
 * space, so a phone finds them whole; the one-time code's last line stays in the WebOTP format.
 */
export function smsMessagesAr(sender: string): ReturnType<typeof smsMessages> {
  return {
    orderConfirmed: (reference, when, voucherUrl, details) =>
      `${sender}: تم تأكيد الحجز ${ltr(reference)} ليوم ${when}. قسيمتك: ${voucherUrl}${detailsSentenceAr(details)}`,
    orderChanged: (reference, when, voucherUrl, details) =>
      `${sender}: تم تعديل الحجز ${ltr(reference)}، وموعده الآن ${when}. قسيمتك الجديدة: ${voucherUrl}${detailsSentenceAr(details)}`,
    orderCancelled: (reference, parts) => {
      const lines = refundLinesAr(parts);
      return `${sender}: أُلغي الحجز ${ltr(reference)}. ${lines.length > 0 ? lines.join(' ') : 'لا يُسترد أي مبلغ وفق شروطه.'}`;
    },
    orderRefunded: (reference, summary, parts) =>
      [`${sender}: الحجز ${ltr(reference)}: ${summary}.`, ...refundLinesAr(parts), 'وبقية حجزك قائمة.'].join(' '),
    passengerDetailsLink: (reference, details) => `${sender}: الحجز ${ltr(reference)}.${detailsSentenceAr(details)}`,
    pickupChosen: (reference, title, date, pickup) =>
      `${sender}: الحجز ${ltr(reference)}، رحلة ${title} يوم ${date}. ${pickup}. يُرجى الاستعداد قبل الموعد بعشر دقائق.`,
    departureReminder: (title, when, whereToBe, voucherUrl) =>
      `${sender}: رحلة ${title} غدًا، ${when}.${whereToBe ? ` ${whereToBe}.` : ''} القسيمة: ${voucherUrl}`,
    phoneCode: (purpose, code, minutes, host) =>
      `${sender}: ${ltr(code)} هو رمزك ${CODE_USES_AR[purpose]}. تنتهي صلاحيته خلال ${minutes} دقائق. لا تشاركه مع أحد.\n\n@${host} #${code}`,
    giftCard: (amountFils, code, expiryDate) =>
      `${sender}: بطاقة الهدية بقيمة ${aedAr(amountFils)} جاهزة. الرمز: ${ltr(code)}، صالحة حتى ${expiryDate}. وتجدها أيضًا في صفحة طلباتك.`,
    paymentLink: (trip, amountFils, until, link) =>
      `${sender}: ادفع ${aedAr(amountFils)} لرحلة ${trip}. مقاعدك محجوزة حتى ${until}. ادفع هنا: ${link}`,
    accountExists: (siteUrl) =>
      `${sender}: حاول أحدهم إنشاء حساب بهذا الرقم، وله حساب من قبل. إن كنت أنت فسجّل الدخول أو أعد تعيين كلمة المرور على ${siteUrl}`,
  };
}

/** Where each part of a refund went, a sentence each, in Arabic. */
function refundLinesAr(parts: ReadonlyArray<{ to: TRefundPartDestination; fils: number; points?: number }>): string[] {
  return parts
    .filter((part) => part.fils > 0 || (part.points ?? 0) > 0)
    .map((part) => {
      const points = part.points ?? 0;
      return translateRefundsToArabic(REFUND_PART_TEXTS_AR[part.to], {
        amount: `AED ${formatAedAmount(filsToAed(part.fils))}`,
        points: points === 1 ? 'نقطة واحدة' : `${arabicNumber.format(points)} نقطة`,
      });
    });
}
