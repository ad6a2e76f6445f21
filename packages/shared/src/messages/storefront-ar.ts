// The server's answers to a shopper in Arabic (issue 37, decision 108): key for key beside the English tables the
// storefront's calls answer with (sign-in, sign-up, codes, profile, account, cart, checkout, promo codes, payments,
// cancellation, wallet, points, gift cards, passengers). The API answers an Arabic request's message from here
// (apps/api/src/lib/message-language.ts); the English stays the spec's, byte for byte. A message with arguments keeps
// them. Written by an AI in Modern Standard Arabic: all wait for a native speaker's review. Numbers in Western digits
// (decision 101).

import { BOOKING_HORIZON_DAYS, MAX_HELD_SEATS } from '../constants.js';
import { timeInArabic } from '../rules/departures-ar.js';
import { aedToFils, filsToAed, formatAedAmount } from '../rules/money.js';
import { ACCOUNT_MESSAGES } from './account.js';
import { AGENCY_MESSAGES } from './agency.js';
import { AUTH_MESSAGES } from './auth.js';
import {
  BOOKING_MESSAGES,
  CANCEL_MESSAGES,
  CART_MESSAGES,
  DEPARTURE_MESSAGES,
  PAYMENT_MESSAGES,
  PROMO_MESSAGES,
} from './booking.js';
import { CATALOGUE_MESSAGES } from './catalogue.js';
import { GIFT_CARD_MESSAGES, LEDGER_MESSAGES } from './ledger.js';
import { MESSAGES } from './legacy.js';
import { PASSENGER_MESSAGES } from './passengers.js';
import { PICKUP_MESSAGES } from './pickups.js';
import { PROFILE_MESSAGES } from './profile.js';
import { REFUND_PART_TEXTS, refundPartLines, type TRefundPart, type TRefundPartDestination } from './refunds.js';
import { aedAr, CANCEL_WORDS_AR, dateInArabic, ltr, translateRefundsToArabic } from './shopper-ar.js';

/**
 * How one argument of an English message shows in its text, and how it is read back (decision 118): a stand-in
 * value given to the English, the text it shows as, the pattern that finds any such text, and the argument it reads.
 */
class Shown<T> {
  constructor(
    readonly standIn: (index: number) => T,
    readonly show: (value: T) => string,
    readonly capture: string,
    readonly read: (text: string) => T | undefined,
  ) {}
}
const standInNumber = (index: number) => 987_650 + 7 * index;
/** A word or name, as given. */
const TEXT = new Shown<string>(
  (index) => `⟦${index}⟧`,
  String,
  '(.+?)',
  (text) => text,
);
/** A whole number said in digits. */
const COUNT = new Shown<number>(standInNumber, String, '(\\d+)', Number);
/** An amount in fils, said 'AED 1,234.50' (its number part is what shows). */
const FILS = new Shown<number>(
  standInNumber,
  (fils) => formatAedAmount(filsToAed(fils)),
  '(-?[\\d,]+\\.\\d{2})',
  (text) => aedToFils(Number(text.replace(/,/g, ''))),
);
/** A line's index, said as its number from 1. */
const LINE = new Shown<number>(
  standInNumber,
  (line) => String(line + 1),
  '(\\d+)',
  (text) => Number(text) - 1,
);
/** Where the parts of a refund went, said one sentence a part (refundPartLines). */
const REFUND_PARTS = new Shown<readonly TRefundPart[]>(
  (index) => [{ to: 'card', fils: standInNumber(index) }],
  (parts) => refundPartLines(parts).join(' '),
  '(.+)',
  refundPartsOf,
);
/** Tickets cancelled of a booking's tickets, said '2 of 5 tickets cancelled'. */
const TICKETS_CANCELLED = new Shown<{ cancelled: number; of: number }>(
  () => ({ cancelled: 2, of: 5 }),
  ({ cancelled, of }) => CANCEL_MESSAGES.ticketsCancelled(cancelled, of),
  '(\\d+ of \\d+ tickets? cancelled)',
  (text) => {
    const [, cancelled, of] = /^(\d+) of (\d+)/.exec(text) ?? [];
    return { cancelled: Number(cancelled), of: Number(of) };
  },
);

/**
 * A message whose English formats, counts or chooses with its arguments, with the argument lists to say it with: each
 * list one way the English may read (a `Shown` argument is read back from the text, any other value is that list's
 * own, so a branch or a plural form the English takes for it is one list). Tried in the order given.
 */
interface TReadBack<A extends unknown[]> {
  says: ReadonlyArray<{ [I in keyof A]: Shown<NonNullable<A[I]>> | A[I] }>;
  arabic: (...args: A) => string;
}
const readBack = <A extends unknown[]>(
  says: NoInfer<TReadBack<A>['says']>,
  arabic: (...args: A) => string,
): TReadBack<A> => ({ says, arabic });

type TArabicOf<T> = {
  [K in keyof T]?: T[K] extends (...args: infer A) => string ? ((...args: A) => string) | TReadBack<A> : string;
};

const plural = new Intl.PluralRules('ar');
/** Arabic's plural forms of a counted word ('#' is the count); zero reads as 'other'. */
function counted(forms: Record<'one' | 'two' | 'few' | 'many' | 'other', string>, count: number): string {
  const category = plural.select(count);
  return (category === 'zero' ? forms.other : forms[category as keyof typeof forms]).replace('#', String(count));
}
const seconds = (n: number) =>
  counted({ one: 'ثانية واحدة', two: 'ثانيتين', few: '# ثوانٍ', many: '# ثانية', other: '# ثانية' }, n);
const minutes = (n: number) =>
  counted({ one: 'دقيقة واحدة', two: 'دقيقتين', few: '# دقائق', many: '# دقيقة', other: '# دقيقة' }, n);
const tickets = (n: number) =>
  counted({ one: 'تذكرة واحدة', two: 'تذكرتين', few: '# تذاكر', many: '# تذكرة', other: '# تذكرة' }, n);
const people = (n: number) =>
  counted({ one: 'شخص واحد', two: 'شخصين', few: '# أشخاص', many: '# شخصًا', other: '# شخص' }, n);
const seats = (n: number) =>
  counted({ one: 'مقعد واحد', two: 'مقعدين', few: '# مقاعد', many: '# مقعدًا', other: '# مقعد' }, n);
const days = (n: number) =>
  counted({ one: 'يوم واحد', two: 'يومين', few: '# أيام', many: '# يومًا', other: '# يوم' }, n);
const months = (n: number) =>
  counted({ one: 'شهر واحد', two: 'شهرين', few: '# أشهر', many: '# شهرًا', other: '# شهر' }, n);
const passengers = (n: number) =>
  counted({ one: 'راكب واحد', two: 'راكبان', few: '# ركاب', many: '# راكبًا', other: '# راكب' }, n);
const letters = (n: number) =>
  counted({ one: 'حرف واحد', two: 'حرفين', few: '# أحرف', many: '# حرفًا', other: '# حرف' }, n);

/** A ticket kind's holders, after 'تذاكر' ('تذاكر الأطفال'); a kind without words as it is. */
const KIND_HOLDERS_AR: Readonly<Record<string, string>> = { adult: 'البالغين', child: 'الأطفال', infant: 'الرضّع' };
const kindTickets = (kind: string) => `تذاكر ${KIND_HOLDERS_AR[kind] ?? kind}`;

/** Departure times as startsInWords says them ('9:00 AM, 11:00 AM and 2:00 PM'), in Arabic. */
function startsInArabic(offered: string): string {
  return offered
    .replace(/(\d{1,2}):(\d{2}) (AM|PM)/g, (_, hours: string, minutes: string, half: string) =>
      timeInArabic(`${(Number(hours) % 12) + (half === 'PM' ? 12 : 0)}:${minutes}`),
    )
    .replace(/, /g, '، ')
    .replace(/ and /g, ' و');
}

/** Whose details a refusal names ('Passenger 2', 'The booking'), in Arabic. */
function whoInArabic(who: string): string {
  if (who === 'The booking') return 'الحجز';
  const passenger = /^Passenger (\d+)$/.exec(who);
  return passenger ? `الراكب ${passenger[1]}` : who;
}

/** A detail's name as the passengers' rules say it (a field, a standard detail's words, an answer), in Arabic. */
const DETAIL_WORDS_AR: Readonly<Record<string, string>> = {
  fullName: 'الاسم الكامل',
  'full name': 'الاسم الكامل',
  nationality: 'الجنسية',
  dateOfBirth: 'تاريخ الميلاد',
  'date of birth': 'تاريخ الميلاد',
  'the date of birth': 'تاريخ الميلاد',
  passportNumber: 'رقم جواز السفر',
  passportExpiry: 'تاريخ انتهاء جواز السفر',
  'the passport’s expiry': 'تاريخ انتهاء جواز السفر',
  'passport number and expiry': 'رقم جواز السفر وتاريخ انتهائه',
  phone: 'رقم الهاتف',
  'phone number': 'رقم الهاتف',
};
function detailInArabic(what: string): string {
  const answer = /^an answer to “(.*)”$/s.exec(what);
  if (answer) return `إجابة عن “${answer[1]}”`;
  return DETAIL_WORDS_AR[what] ?? what;
}

/** What an answer must be, as the passengers' rules say it, in Arabic. */
function expectedInArabic(expected: string): string {
  const text = /^text of at most (\d+) characters$/.exec(expected);
  if (text) return `نصًا لا يزيد على ${letters(Number(text[1]))}`;
  const words: Readonly<Record<string, string>> = {
    'yes or no (true or false)': 'نعم أو لا (true أو false)',
    'a number': 'رقمًا',
    'a date that exists, as YYYY-MM-DD': 'تاريخًا صحيحًا بالصيغة YYYY-MM-DD',
  };
  return words[expected] ?? expected;
}

/** The parts of a refund read back from refundPartLines' English, or undefined for a text that is not such lines. */
function refundPartsOf(text: string): TRefundPart[] | undefined {
  const sentences = Object.entries(REFUND_PART_TEXTS).map(([to, english]) => ({
    to: to as TRefundPartDestination,
    pattern: new RegExp(
      escapeRegExp(english)
        .replace('\\{amount\\}', 'AED (?<amount>[\\d,]+\\.\\d{2})')
        .replace('\\{points\\}', '(?<points>1 point|[\\d,]+ points)'),
      'y',
    ),
  }));
  const parts: TRefundPart[] = [];
  let at = 0;
  while (at < text.length) {
    const found = sentences
      .map(({ to, pattern }) => {
        pattern.lastIndex = at;
        return { to, match: pattern.exec(text) };
      })
      .find(({ match }) => match !== null);
    if (!found?.match?.groups) return undefined;
    const { amount = '', points } = found.match.groups;
    parts.push({
      to: found.to,
      fils: aedToFils(Number(amount.replace(/,/g, ''))),
      ...(points === undefined ? {} : { points: Number(points.replace(/[^\d]/g, '')) }),
    });
    at = found.match.index + found.match[0].length;
    if (text[at] === ' ') at += 1;
    else if (at < text.length) return undefined;
  }
  return parts.length > 0 ? parts : undefined;
}

const AUTH_AR: TArabicOf<typeof AUTH_MESSAGES> = {
  countryRequired: 'الدولة مطلوبة',
  countryPlaceholder: 'يرجى اختيار الدولة',
  phoneRequired: 'رقم الهاتف مطلوب',
  passwordRequired: 'كلمة المرور مطلوبة',
  firstNameRequired: 'الاسم الأول مطلوب',
  lastNameRequired: 'اسم العائلة مطلوب',
  firstNameTooLong: 'الاسم الأول طويل جدًا',
  lastNameTooLong: 'اسم العائلة طويل جدًا',
  emailRequired: 'البريد الإلكتروني مطلوب',
  emailInvalid: 'عنوان البريد الإلكتروني غير صالح',
  passwordTooShort: 'يجب ألا تقل كلمة المرور عن 6 أحرف',
  confirmPasswordRequired: 'تأكيد كلمة المرور مطلوب',
  passwordsDoNotMatch: 'كلمتا المرور غير متطابقتين',
  loginRequired: 'يرجى تسجيل الدخول للمتابعة',
  invalidCredentials: 'رقم الهاتف أو كلمة المرور غير صحيحة',
  invalidPhone: 'يرجى إدخال رقم هاتف صالح للدولة المختارة',
  phoneTaken: 'يوجد حساب مسجّل بهذا الرقم بالفعل',
  adultConfirmationRequired: 'يرجى تأكيد أن عمرك 18 عامًا أو أكثر',
  codeRequired: 'الرمز مطلوب',
  codeInvalid: 'أدخل الرمز المكوّن من 6 أرقام الوارد في الرسالة',
  signupCodeSent: 'أرسلنا رسالة نصية إلى رقم هاتفك. أدخل الرمز المكوّن من 6 أرقام الوارد فيها لتأكيد حسابك.',
  codeSent: 'إن كان هذا الرقم مسجّلًا في حساب، فستصله رسالة نصية برمز من 6 أرقام.',
  codeWrong: 'الرمز غير صحيح أو انتهت صلاحيته',
  codeTriesUsed: 'أدخلت رموزًا خاطئة مرات كثيرة. يرجى طلب رمز جديد.',
  resendWait: (n) => `يرجى الانتظار ${seconds(Number(n))} قبل طلب رمز جديد.`,
  tooManyCodes: (n) => `أُرسل عدد كبير من الرموز إلى هذا الرقم. يرجى المحاولة مجددًا بعد ${minutes(Number(n))}.`,
  phoneConfirmed: 'تم تأكيد رقم هاتفك. أهلًا بك!',
  loggedIn: 'تم تسجيل الدخول بنجاح',
  passwordReset: 'تم تغيير كلمة المرور. يرجى تسجيل الدخول بكلمة المرور الجديدة.',
};

const ACCOUNT_AR: TArabicOf<typeof ACCOUNT_MESSAGES> = {
  currentPasswordRequired: 'كلمة المرور الحالية مطلوبة',
  samePassword: 'يجب أن تختلف كلمة المرور الجديدة عن الحالية',
  wrongPasswordOnChange: 'كلمة المرور الحالية غير صحيحة. لم تتغير كلمة المرور.',
  wrongPasswordOnDelete: 'كلمة المرور غير صحيحة. لم يُحذف حسابك.',
  passwordChanged: 'تم تغيير كلمة المرور، وسُجّل الخروج من أجهزتك الأخرى.',
  accountDeleted: 'تم حذف حسابك',
  welcomeNotification: (shopName, firstName) => `أهلًا بك في ${shopName} يا ${firstName}! حسابك جاهز.`,
  passwordChangedNotification:
    'تم تغيير كلمة المرور وسُجّل الخروج من أجهزتك الأخرى. إن لم تكن أنت من فعل ذلك، فتواصل مع الدعم.',
};

const PROFILE_AR: TArabicOf<typeof PROFILE_MESSAGES> = {
  photoTooLarge: 'حجم الملف أكبر من 1.5 ميغابايت. يرجى رفع ملف أصغر.',
  noFileSelected: 'لم يتم اختيار ملف',
  uploadFailed: 'تعذّر رفع الملف. يرجى المحاولة مجددًا بعد قليل',
  dobInFuture: 'لا يمكن أن يكون تاريخ الميلاد بعد اليوم',
  remindersOn: 'سنذكّرك في اليوم السابق لكل رحلة',
  remindersOff: 'لن نرسل إليك تذكيرات قبل رحلاتك بعد الآن',
  tooYoung: 'يجب ألا يقل عمرك عن 18 عامًا',
  onlyImages: 'يمكن رفع ملفات الصور فقط (JPEG أو PNG أو WebP أو GIF أو AVIF)',
};

const CATALOGUE_AR: TArabicOf<typeof CATALOGUE_MESSAGES> = {
  noDataFound: 'لا توجد نتائج',
  productNotFound: 'هذا المنتج غير متاح',
  productUnavailable: 'هذا المنتج لم يعد متاحًا',
  blogNotFound: 'هذا المقال غير متاح',
};

const LEGACY_AR: TArabicOf<typeof MESSAGES> = {
  selectDateAndTime: 'يرجى اختيار التاريخ والوقت',
  addPackageBeforeCheckout: 'أضف باقة قبل إتمام الطلب',
  addedToCart: 'تمت الإضافة إلى السلة',
  cartEmpty: 'سلتك فارغة',
  orderFailed: 'تعذّر إتمام طلبك',
  noOrders: 'لا توجد طلبات في سجل حجوزاتك. احجز رحلة لتظهر تفاصيلها هنا!',
  noVoucher: 'لا توجد قسيمة متاحة',
  transactionProcessing: 'جارٍ معالجة العملية. يرجى عدم تحديث الصفحة...',
  invalidPromo: 'رمز الخصم هذا غير صالح',
};

const BOOKING_AR: TArabicOf<typeof BOOKING_MESSAGES> = {
  pastCutoff: 'أُغلق الحجز لهذا التاريخ. يرجى اختيار تاريخ لاحق',
  closed: 'هذا التاريخ غير متاح',
  pastDate: 'يرجى اختيار تاريخ من اليوم فصاعدًا',
  tooManySeatsHeld: `يمكنك حجز ${seats(MAX_HELD_SEATS)} على الأكثر في المرة الواحدة. يرجى حجز البقية في طلب آخر`,
  tooFarAhead: `يُتاح الحجز قبل الموعد بـ${days(BOOKING_HORIZON_DAYS)} على الأكثر. يرجى اختيار تاريخ أقرب`,
  tooManyTickets: (max, title) => `يمكنك حجز ${tickets(Number(max))} على الأكثر لرحلة ${title} في المرة الواحدة`,
  seatsLeft: readBack(
    [
      [0, TEXT, TEXT],
      [1, TEXT, TEXT],
      [COUNT, TEXT, TEXT],
    ],
    (left, title, date) =>
      left <= 0
        ? `نفدت مقاعد رحلة ${title} يوم ${dateInArabic(date)}`
        : `لم يتبقَّ إلا ${seats(left)} في رحلة ${title} يوم ${dateInArabic(date)}`,
  ),
  soldOutAfterPayment: 'نفدت المقاعد قبل اكتمال دفعتك، وقد أعدنا إليك المبلغ.',
  refundNotification: (reference) => `أعدنا إليك مبلغ دفعتك للحجز ${ltr(reference)} لأن المقاعد نفدت قبل اكتمال الدفع.`,
  closedAfterPayment: 'أُغلق الحجز لهذا التاريخ قبل اكتمال دفعتك، وقد أعدنا إليك المبلغ.',
  closedRefundNotification: (reference) =>
    `أعدنا إليك مبلغ دفعتك للحجز ${ltr(reference)} لأن الحجز لتاريخه أُغلق قبل اكتمال الدفع.`,
  confirmedNotification: (reference) => `تم تأكيد حجزك ${ltr(reference)}. نزّل قسيمتك من صفحة طلباتك.`,
};

const CART_AR: TArabicOf<typeof CART_MESSAGES> = {
  removed: 'أُزيلت من سلتك',
  notInCart: 'هذا العنصر ليس في سلتك',
  updated: 'تم تحديث سلتك',
  restored: 'أُعيدت إلى سلتك',
};

const PROMO_AR: TArabicOf<typeof PROMO_MESSAGES> = {
  notActiveYet: 'رمز الخصم هذا لم يبدأ بعد',
  expired: 'انتهت صلاحية رمز الخصم هذا',
  paused: 'رمز الخصم هذا موقوف مؤقتًا',
  minimumOrder: readBack([[FILS]], (minFils) => `يتطلب رمز الخصم هذا طلبًا بقيمة ${aedAr(minFils)} على الأقل`),
  fullyRedeemed: 'استُخدم رمز الخصم هذا بالكامل',
  alreadyUsed: 'استخدمت رمز الخصم هذا من قبل',
  applied: (code) => `تم تطبيق رمز الخصم ${code}`,
  ranOutAfterPayment: 'نفد رمز الخصم قبل اكتمال دفعتك، وقد أعدنا إليك المبلغ.',
  refundNotification: (reference) =>
    `أعدنا إليك مبلغ دفعتك للحجز ${ltr(reference)} لأن رمز الخصم نفد قبل اكتمال الدفع.`,
};

const PAYMENT_AR: TArabicOf<typeof PAYMENT_MESSAGES> = {
  checkoutReady: 'الطلب جاهز للدفع',
  widgetUnavailable: 'نافذة الحجز هذه غير متاحة. يرجى الحجز على موقعنا مباشرة.',
  checkoutNotFound: 'لم نعثر على هذا الطلب. يرجى إتمام الطلب من جديد.',
  alreadyPaid: 'تم دفع هذا الطلب بالفعل',
  paymentNotFound: 'لم نعثر على هذه الدفعة',
  notCompleted: 'لم تكتمل دفعتك',
  declined: 'رُفضت دفعتك',
  cancelledByPayer: 'ألغيت الدفع، فلم يُخصم أي مبلغ',
  amountMismatch: 'المبلغ المدفوع لا يطابق طلبك',
  paidByAnother: 'تم دفع هذا الطلب بدفعة أخرى',
  paidByAnotherRefunded: 'تم دفع هذا الطلب بدفعة أخرى من قبل، لذا أعدنا إليك مبلغ هذه الدفعة',
  checkoutCancelled: 'أُلغي هذا الطلب، لذا أعدنا إليك المبلغ',
  bookingConfirmed: 'تم تأكيد حجزك',
  gatewayUnavailable:
    'بوابة الدفع لا تستجيب. لم يُحجز شيء: إن خُصم منك مبلغ فسيصلك تأكيد حجزك بالبريد الإلكتروني خلال دقائق، وإلا فيرجى المحاولة بعد قليل.',
  gatewayRefused: 'تعذّر على بوابة الدفع بدء هذه الدفعة. لم يُخصم أي مبلغ؛ يرجى المحاولة لاحقًا.',
  refundRefused: 'رفضت بوابة الدفع عملية الاسترداد هذه',
};

const CANCEL_AR: TArabicOf<typeof CANCEL_MESSAGES> = {
  notFound: 'لم نعثر على هذا الحجز',
  notConfirmed: 'لا يمكن إلغاء إلا الحجز المؤكد',
  alreadyCancelled: 'أُلغي هذا الحجز من قبل',
  nonRefundable: 'هذا الحجز غير قابل للاسترداد ولا يمكن إلغاؤه',
  cancelled: 'تم إلغاء حجزك',
  tooLateFor: (hours) => `لا يمكن إلغاء الحجز إلا قبل ${hours} ساعة على الأقل من بدء النشاط`,
  tooLate: 'لا يمكن إلغاء الحجز إلا قبل 24 ساعة على الأقل من بدء النشاط',
  notification: readBack(
    [
      [TEXT, []],
      [TEXT, REFUND_PARTS],
    ],
    (reference, parts) =>
      [`تم إلغاء حجزك ${ltr(reference)}.`, ...refundPartLines(parts, translateRefundsToArabic)].join(' '),
  ),
  cancelledMeanwhile: readBack([[0], [FILS]], (refundFils) =>
    refundFils > 0
      ? `كان حجزك قد أُلغي من قبل، واستُرد ${aedAr(refundFils)}.`
      : 'كان حجزك قد أُلغي من قبل، ولم يُسترد أي مبلغ.',
  ),
  cancelledAfterRefunds: readBack(
    [
      [0, FILS],
      [FILS, FILS],
    ],
    (refundFils, earlierFils) =>
      refundFils > 0
        ? `تم إلغاء حجزك، واستُرد مبلغ إضافي قدره ${aedAr(refundFils)} (وكان قد استُرد ${aedAr(earlierFils)} من قبل).`
        : `تم إلغاء حجزك، ولم يُسترد أي مبلغ إضافي (وكان قد استُرد ${aedAr(earlierFils)} من قبل).`,
  ),
  partRefunded: readBack([[FILS, FILS]], CANCEL_WORDS_AR.partRefunded),
  ticketsCancelled: readBack(
    [
      [COUNT, 1],
      [COUNT, COUNT],
    ],
    CANCEL_WORDS_AR.ticketsCancelled,
  ),
  partNotification: readBack(
    [
      [TEXT, FILS, FILS, undefined],
      [TEXT, FILS, FILS, TICKETS_CANCELLED],
      [TEXT, 0, 0, TICKETS_CANCELLED],
    ],
    (reference, refundFils, paidFils, tickets) =>
      `حجزك ${ltr(reference)}: ${[
        ...(tickets ? [CANCEL_WORDS_AR.ticketsCancelled(tickets.cancelled, tickets.of)] : []),
        ...(refundFils > 0 ? [CANCEL_WORDS_AR.partRefunded(refundFils, paidFils)] : []),
      ].join('، ')}. وبقية حجزك قائمة.`,
  ),
  noSuchLine: 'لا يتضمن هذا الحجز هذا البند',
  groupTickets: 'المجموعة الخاصة حجز واحد: ألغِ الحجز كله بدلًا من ذلك',
  noTicketsChosen: 'اختر تذكرة واحدة على الأقل لإلغائها',
  moreThanBooked: readBack(
    [
      [TEXT, 1],
      [TEXT, COUNT],
    ],
    (kind, booked) => `عدد ${kindTickets(kind)} في الحجز ${booked} فقط، فلا يمكن إلغاء أكثر منها`,
  ),
  wholeLine: 'إلغاء جميع تذاكر البند يعني إلغاء الحجز: ألغِ الحجز بدلًا من ذلك',
  adultStays: 'يجب أن يبقى بالغ واحد على الأقل في الحجز: ألغِ الحجز بدلًا من ذلك',
};

const PICKUP_AR: TArabicOf<typeof PICKUP_MESSAGES> = {
  pointCreated: 'أُضيفت نقطة الالتقاء',
  pointSaved: 'حُفظت نقطة الالتقاء',
  pointNotFound: 'لم نعثر على نقطة الالتقاء هذه',
  productPickupsSaved: 'حُفظت نقاط الالتقاء',
  productNotFound: 'هذا المنتج غير متاح',
  unknownPoints: (names) => `لا توجد نقطة التقاء بهذا الاسم: ${names}`,
  retiredPoints: (names) => `لا يمكن اختيار نقاط التقاء موقوفة: ${names}`,
  chosen: (text) => `${text}: تم الحفظ`,
  orderNotFound: 'لم نعثر على هذا الحجز بين طلباتك',
  orderNotConfirmed: 'لا يمكن اختيار نقطة الالتقاء إلا لحجز مؤكد',
  lineNotFound: readBack([[LINE]], (line) => `لا يتضمن هذا الحجز رحلة برقم ${line + 1}`),
  noPickups: (title) => `لا توفر رحلة ${title} خدمة التوصيل: يرجى الوصول إلى نقطة الانطلاق بنفسك`,
  pointNotOffered: (title) => `لا توفر رحلة ${title} التوصيل من هذه النقطة: اختر إحدى نقاط قائمتها`,
  pastDeadline: (title, deadline) =>
    `كان اختيار نقطة الالتقاء لرحلة ${title} متاحًا حتى ${deadline}: يرجى التواصل معنا لتغييرها`,
  bookingNotFound: 'لا يوجد حجز بهذا الرقم المرجعي',
  departed: (title, departure) => `انطلقت رحلة ${title} في ${departure}: لم يعد بالإمكان تغيير نقطة الالتقاء`,
};

const DEPARTURE_AR: TArabicOf<typeof DEPARTURE_MESSAGES> = {
  noDepartures: (title, date) => `رحلة ${title} لا تعمل يوم ${date}. يرجى اختيار تاريخ آخر`,
  unknownDeparture: readBack(
    [
      [TEXT, TEXT, ''],
      [TEXT, TEXT, TEXT],
    ],
    (title, date, offered) =>
      offered === ''
        ? `رحلة ${title} لا تعمل يوم ${date}. يرجى اختيار تاريخ آخر`
        : `تنطلق رحلة ${title} يوم ${date} في ${startsInArabic(offered)}. يرجى اختيار أحد هذه المواعيد`,
  ),
  departureClosed: 'هذا الموعد غير متاح. يرجى اختيار وقت آخر',
  timeDisagrees: 'الوقت واسم الموعد يشيران إلى موعدين مختلفين',
  adultCountDisagrees: 'يذكر adultCount و tickets.adult عددين مختلفين من البالغين',
  noTickets: 'يلزم اختيار تذكرة واحدة على الأقل',
  typeNotSold: (title, kind) => `لا تتوفر ${kindTickets(kind)} لرحلة ${title}`,
  groupHasNoTypes: (title) => `تُحجز رحلة ${title} للمجموعة كاملة: أدخل عدد الضيوف فقط`,
  needsAdult: (kind) => `تتطلب ${kindTickets(kind)} وجود بالغ واحد على الأقل في الحجز نفسه`,
  perAdult: readBack(
    [
      [TEXT, 1],
      [TEXT, COUNT],
    ],
    (kind, max) => `يمكن لكل بالغ حجز ${tickets(max)} على الأكثر من ${kindTickets(kind)}`,
  ),
  tooFewPeople: (min, title) => `تحتاج رحلة ${title} إلى ${people(Number(min))} على الأقل في الحجز الواحد`,
  tooManyPeople: (max, title) => `تتسع رحلة ${title} لـ${people(Number(max))} على الأكثر في الحجز الواحد`,
  notInCartLine: 'هذا البند ليس في سلتك',
};

const PASSENGER_AR: TArabicOf<typeof PASSENGER_MESSAGES> = {
  saved: 'تم حفظ بيانات الركاب',
  formSaved: 'تم حفظ أسئلة الركاب',
  orderNotFound: 'لم نعثر على هذا الحجز بين طلباتك',
  orderNotConfirmed: 'لا يمكن إدخال البيانات إلا لحجز مؤكد',
  lineNotFound: readBack([[LINE]], (line) => `لا يتضمن هذا الحجز رحلة برقم ${line + 1}`),
  nothingAsked: (title) => `لا تطلب رحلة ${title} بيانات الركاب`,
  pastDeadline: (title, deadline) => `كان موعد إدخال بيانات رحلة ${title} حتى ${deadline}: يرجى التواصل معنا لتغييرها`,
  passengerNotFound: readBack(
    [
      [COUNT, 1],
      [COUNT, COUNT],
    ],
    (number, count) => `الراكب ${number} ليس في هذا الحجز: فيه ${passengers(count)}`,
  ),
  passengerTwice: (n) => `الراكب ${n} مذكور مرتين`,
  lineTwice: readBack([[LINE]], (line) => `الرحلة رقم ${line + 1} مذكورة مرتين`),
  notAsked: (who, what) => `${whoInArabic(who)}: لا يُطلب هنا ${detailInArabic(what)}`,
  missing: (who, what) => `${whoInArabic(who)}: يلزم إدخال ${detailInArabic(what)}`,
  badName: (who) => `${whoInArabic(who)}: يجب أن يتكون الاسم الكامل من حروف (بأي لغة) ومسافات وشرطات وفواصل عليا فقط`,
  badNationality: (who) => `${whoInArabic(who)}: يجب أن تكون الجنسية رمز دولة، مثل AE أو IN`,
  badDate: (who, what) => `${whoInArabic(who)}: يجب أن يكون ${detailInArabic(what)} تاريخًا صحيحًا بالصيغة YYYY-MM-DD`,
  bornInFuture: (who) => `${whoInArabic(who)}: لا يمكن أن يكون تاريخ الميلاد في المستقبل`,
  badPassportNumber: (who) => `${whoInArabic(who)}: رقم جواز السفر من 6 إلى 9 حروف وأرقام`,
  passportExpiresBeforeTrip: (who, expiry, trip) =>
    `${whoInArabic(who)}: ينتهي جواز السفر في ${ltr(expiry)}، قبل الرحلة في ${ltr(trip)}`,
  passportTooShort: readBack(
    [
      [TEXT, 1, TEXT],
      [TEXT, COUNT, TEXT],
    ],
    (who, count, until) =>
      `${whoInArabic(who)}: يجب أن يبقى جواز السفر صالحًا لمدة ${months(count)} بعد الرحلة (حتى ${ltr(until)})`,
  ),
  badPhone: (who) => `${whoInArabic(who)}: يجب كتابة رقم الهاتف بالصيغة الدولية، مثل +971501234567`,
  badAnswer: (who, label, expected) =>
    `${whoInArabic(who)}: يجب أن تكون إجابة “${label}” ${expectedInArabic(expected)}`,
  badChoice: (who, label) => `${whoInArabic(who)}: يجب أن تكون إجابة “${label}” أحد خياراتها`,
  productNotFound: 'هذا المنتج غير متاح',
  bookingNotFound: 'لا يوجد حجز بهذا المرجع',
  departed: (title, departure) => `انطلقت رحلة ${title} في ${departure}: لم يعد ممكنًا تغيير بيانات ركابها`,
};

const LEDGER_AR: TArabicOf<typeof LEDGER_MESSAGES> = {
  notEnough: readBack([['wallet'], ['points']], (kind) =>
    kind === 'wallet' ? 'لا يكفي رصيد المحفظة لهذا' : 'لا تكفي النقاط لهذا',
  ),
  shopperNotFound: 'هذا العميل غير موجود',
  adjusted: 'تم تعديل الرصيد',
  blockedNow: 'تم إيقاف المحفظة والنقاط لهذا العميل',
  unblockedNow: 'أُعيد تفعيل المحفظة والنقاط لهذا العميل',
  blocked: 'استخدام المحفظة والنقاط موقوف في هذا الحساب. يرجى التواصل مع الدعم.',
  codeOrPoints: 'لا يمكن استخدام رمز خصم ونقاط معًا في طلب واحد',
  noPoints: 'ليس لديك نقاط تستخدمها بعد',
  emptyWallet: 'محفظتك فارغة',
  balanceChanged: 'تغيّر رصيد محفظتك أو نقاطك أو بطاقة الهدية. يرجى إتمام الطلب من جديد.',
  spentAfterPayment: 'أُنفق رصيد محفظتك أو نقاطك أو بطاقة الهدية في مكان آخر قبل اكتمال دفعتك، وقد أعدنا إليك المبلغ.',
  spentRefundNotification: (reference) =>
    `أعدنا إليك مبلغ دفعتك للحجز ${ltr(reference)} لأن رصيد المحفظة أو النقاط أو بطاقة الهدية الذي استخدمته أُنفق في مكان آخر أولًا.`,
};

const GIFT_CARD_AR: TArabicOf<typeof GIFT_CARD_MESSAGES> = {
  invalid: 'رمز بطاقة الهدية هذا غير صالح',
  notFound: 'رمز بطاقة الهدية هذا غير صالح',
  expired: 'انتهت صلاحية بطاقة الهدية هذه',
  voided: 'بطاقة الهدية هذه لم تعد صالحة',
  empty: 'لم يتبقَّ رصيد في بطاقة الهدية هذه',
  redeemed: (amount) => `أُضيف AED ${amount} إلى محفظتك`,
  purchaseNotFound: 'لم نعثر على عملية شراء بطاقة الهدية هذه',
  purchaseDeclined: 'رُفضت الدفعة، ولم تُشترَ بطاقة الهدية.',
  cardNotFound: 'لم نعثر على بطاقة الهدية هذه',
  alreadyVoid: 'بطاقة الهدية هذه ملغاة بالفعل',
  issuedNow: 'تم إصدار بطاقة الهدية',
  voidedNow: 'تم إلغاء بطاقة الهدية',
  revealedNow: 'سُجّل عرض الرمز هذا في سجل التدقيق',
  expiryInPast: 'يجب أن يكون تاريخ الانتهاء بعد اليوم',
  expiryTooFar: 'لا يمكن أن يتجاوز تاريخ الانتهاء خمس سنوات من اليوم',
};

const AGENCY_AR: TArabicOf<typeof AGENCY_MESSAGES> = {
  notAnAgent: 'الدفع على الحساب متاح لوكلاء السفر لدى شركائنا فقط',
  suspended: 'حساب وكالتك موقوف: ادفع بالبطاقة، أو اطلب منا إعادة تفعيله',
  overLimit: 'هذا الحجز يتجاوز حد الائتمان لوكالتك: ادفع بالبطاقة، أو سدّد كشف حسابك أولًا',
  balancesOnAccount: 'لا تُستخدم النقاط أو بطاقة الهدية أو المحفظة في الدفع على الحساب: أتمّ الطلب من جديد دونها',
  paidOnAccount: (reference) => `تم الحجز على الحساب: ${ltr(reference)}`,
};

/** Each English table a storefront call answers from, with its Arabic (keys missing there still answer in English). */
export const STOREFRONT_MESSAGE_TABLES = [
  { name: 'AUTH_MESSAGES', english: AUTH_MESSAGES, arabic: AUTH_AR },
  { name: 'ACCOUNT_MESSAGES', english: ACCOUNT_MESSAGES, arabic: ACCOUNT_AR },
  { name: 'PROFILE_MESSAGES', english: PROFILE_MESSAGES, arabic: PROFILE_AR },
  { name: 'CATALOGUE_MESSAGES', english: CATALOGUE_MESSAGES, arabic: CATALOGUE_AR },
  // MESSAGES spreads the auth, profile and catalogue tables; its Arabic does the same.
  { name: 'MESSAGES', english: MESSAGES, arabic: { ...AUTH_AR, ...PROFILE_AR, ...CATALOGUE_AR, ...LEGACY_AR } },
  { name: 'BOOKING_MESSAGES', english: BOOKING_MESSAGES, arabic: BOOKING_AR },
  { name: 'CART_MESSAGES', english: CART_MESSAGES, arabic: CART_AR },
  { name: 'PROMO_MESSAGES', english: PROMO_MESSAGES, arabic: PROMO_AR },
  { name: 'PAYMENT_MESSAGES', english: PAYMENT_MESSAGES, arabic: PAYMENT_AR },
  { name: 'CANCEL_MESSAGES', english: CANCEL_MESSAGES, arabic: CANCEL_AR },
  { name: 'DEPARTURE_MESSAGES', english: DEPARTURE_MESSAGES, arabic: DEPARTURE_AR },
  { name: 'PASSENGER_MESSAGES', english: PASSENGER_MESSAGES, arabic: PASSENGER_AR },
  { name: 'PICKUP_MESSAGES', english: PICKUP_MESSAGES, arabic: PICKUP_AR },
  { name: 'LEDGER_MESSAGES', english: LEDGER_MESSAGES, arabic: LEDGER_AR },
  { name: 'GIFT_CARD_MESSAGES', english: GIFT_CARD_MESSAGES, arabic: GIFT_CARD_AR },
  { name: 'AGENCY_MESSAGES', english: AGENCY_MESSAGES, arabic: AGENCY_AR },
] as const satisfies ReadonlyArray<{
  name: string;
  english: Record<string, unknown>;
  arabic: Record<string, unknown>;
}>;

type TTemplate = { pattern: RegExp; read: (match: RegExpExecArray) => unknown[] | null; arabic: TAnyArabic };
type TAnyArabic = (...args: never[]) => string;

/** A function's English said with stand-in numbers (none of which a real message holds), each read back as given. */
const PLAIN_STAND_IN = (index: number) => 987_650 + index;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A template of a message said with one argument list: the English text with each shown argument's text replaced by
 * its capture, or null when an argument does not show exactly once (that list cannot be read back).
 */
function templateOf(english: (...args: unknown[]) => string, says: readonly unknown[], arabic: TAnyArabic) {
  const given = says.map((say, index) => (say instanceof Shown ? say.standIn(index) : say));
  let said: string;
  try {
    said = String(english(...given));
  } catch {
    return null;
  }
  const found: Array<{ at: number; length: number; index: number; shown: Shown<unknown> }> = [];
  for (const [index, say] of says.entries()) {
    if (!(say instanceof Shown)) continue;
    const text = say.show(given[index]);
    const at = said.indexOf(text);
    if (text === '' || at < 0 || said.indexOf(text, at + 1) >= 0) return null;
    found.push({ at, length: text.length, index, shown: say });
  }
  found.sort((a, b) => a.at - b.at);
  let source = '';
  let from = 0;
  for (const part of found) {
    if (part.at < from) return null;
    source += escapeRegExp(said.slice(from, part.at)) + part.shown.capture;
    from = part.at + part.length;
  }
  source += escapeRegExp(said.slice(from));
  const read = (match: RegExpExecArray): unknown[] | null => {
    const args = [...given];
    for (const [position, part] of found.entries()) {
      const value = part.shown.read(match[position + 1] ?? '');
      if (value === undefined) return null;
      args[part.index] = value;
    }
    return args;
  };
  return { pattern: new RegExp(`^${source}$`, 's'), read, arabic } satisfies TTemplate;
}

/**
 * A plain function's template: its English said with stand-in numbers, each stand-in becoming a capture read back
 * as a number when it is digits; null when its English does not show every stand-in as given.
 */
function plainTemplateOf(english: (...args: unknown[]) => string, arabic: TAnyArabic): TTemplate | null {
  const count = english.length;
  const standIns = Array.from({ length: count }, (_, index) => PLAIN_STAND_IN(index));
  let said: string;
  try {
    said = String(english(...standIns));
  } catch {
    return null;
  }
  const order: number[] = [];
  const source = escapeRegExp(said).replace(/98765\d/g, (found) => {
    order.push(Number(found) - PLAIN_STAND_IN(0));
    return '(.+?)';
  });
  if (order.length !== count || new Set(order).size !== count || order.some((argument) => argument >= count)) {
    return null;
  }
  const read = (match: RegExpExecArray) => {
    const args: unknown[] = [];
    order.forEach((argument, position) => {
      const value = match[position + 1] ?? '';
      args[argument] = /^\d+$/.test(value) ? Number(value) : value;
    });
    return args;
  };
  return { pattern: new RegExp(`^${source}$`, 's'), read, arabic };
}

/**
 * The English texts and templates of the tables, each with its Arabic. A function's templates are its English said
 * with stand-ins (its `readBack` lists, else stand-in numbers), each stand-in becoming a capture; a function without
 * Arabic, or whose English cannot be read back, answers in English (the test lists it).
 */
function messageIndex() {
  const exact = new Map<string, string>();
  const templates: TTemplate[] = [];
  const untranslated: string[] = [];
  const samples: Array<{ where: string; english: string }> = [];
  for (const table of STOREFRONT_MESSAGE_TABLES) {
    const arabicTable = table.arabic as Record<string, unknown>;
    for (const [key, english] of Object.entries(table.english as Record<string, unknown>)) {
      const arabic = arabicTable[key];
      const where = `${table.name}.${key}`;
      if (typeof english === 'string') {
        if (typeof arabic === 'string') {
          exact.set(english, arabic);
          samples.push({ where, english });
        } else untranslated.push(where);
        continue;
      }
      if (typeof english !== 'function') {
        untranslated.push(where);
        continue;
      }
      const say = english as (...args: unknown[]) => string;
      const made =
        typeof arabic === 'function'
          ? [plainTemplateOf(say, arabic as TAnyArabic)]
          : isReadBack(arabic)
            ? arabic.says.map((says) => templateOf(say, says as readonly unknown[], arabic.arabic as TAnyArabic))
            : [null];
      if (made.length === 0 || made.some((template) => template === null)) {
        untranslated.push(where);
        continue;
      }
      for (const template of made as TTemplate[]) templates.push(template);
      if (isReadBack(arabic)) {
        for (const says of arabic.says) {
          const given = (says as readonly unknown[]).map((value, index) =>
            value instanceof Shown ? sampleOf(value, index) : value,
          );
          samples.push({ where, english: say(...given) });
        }
      } else {
        samples.push({ where, english: say(...Array.from({ length: say.length }, (_, index) => index + 2)) });
      }
    }
  }
  return { exact, templates, untranslated, samples };
}

function isReadBack(value: unknown): value is TReadBack<unknown[]> {
  return typeof value === 'object' && value !== null && 'says' in value && 'arabic' in value;
}

/** A real-looking value of a shown argument, for the test's samples (not a stand-in). */
function sampleOf(shown: Shown<unknown>, index: number): unknown {
  if (shown === TEXT) return `Sample ${index + 1}`;
  if (shown === REFUND_PARTS)
    return [
      { to: 'card', fils: 12_345 },
      { to: 'points', fils: 500, points: 50 },
    ];
  if (shown === TICKETS_CANCELLED) return { cancelled: 1, of: 3 };
  return 1_250 + index;
}

let index: ReturnType<typeof messageIndex> | null = null;
const indexOf = () => {
  index ??= messageIndex();
  return index;
};

/** A storefront message in Arabic, its arguments kept (numbers as numbers, for their plural forms); null if it has none. */
export function arabicMessageOf(english: string): string | null {
  const { exact, templates } = indexOf();
  const found = exact.get(english);
  if (found !== undefined) return found;
  for (const template of templates) {
    const match = template.pattern.exec(english);
    if (!match) continue;
    const args = template.read(match);
    if (args === null) continue;
    return (template.arabic as (...args: unknown[]) => string)(...args);
  }
  return null;
}

/** The storefront messages (table.key) that answer in English on an Arabic page still. */
export function storefrontMessagesWithoutArabic(): string[] {
  return [...indexOf().untranslated];
}

/** A sample English of every storefront message that has Arabic (each way its readBack says it), for the tests. */
export function storefrontMessageSamples(): ReadonlyArray<{ where: string; english: string }> {
  return indexOf().samples;
}
