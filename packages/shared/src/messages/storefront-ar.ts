// The server's answers to a shopper in Arabic (issue 37, decision 108): key for key beside the English tables the
// storefront's calls answer with (sign-in, sign-up, codes, profile, account, cart, checkout, promo codes, payments,
// cancellation, wallet, points, gift cards, passengers). The API answers an Arabic request's message from here
// (apps/api/src/lib/message-language.ts); the English stays the spec's, byte for byte. A message with arguments keeps
// them. Written by an AI in Modern Standard Arabic: all wait for a native speaker's review. Numbers in Western digits
// (decision 101).
import { ACCOUNT_MESSAGES } from './account.js';
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
import { PROFILE_MESSAGES } from './profile.js';

type TArabicOf<T> = {
  [K in keyof T]?: T[K] extends (...args: infer A) => string
    ? (...args: { [I in keyof A]: string | number }) => string
    : string;
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
  tooManyTickets: (max, title) => `يمكنك حجز ${tickets(Number(max))} على الأكثر لرحلة ${title} في المرة الواحدة`,
  soldOutAfterPayment: 'نفدت المقاعد قبل اكتمال دفعتك، وقد أعدنا إليك المبلغ.',
  closedAfterPayment: 'أُغلق الحجز لهذا التاريخ قبل اكتمال دفعتك، وقد أعدنا إليك المبلغ.',
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
  fullyRedeemed: 'استُخدم رمز الخصم هذا بالكامل',
  alreadyUsed: 'استخدمت رمز الخصم هذا من قبل',
  applied: (code) => `تم تطبيق رمز الخصم ${code}`,
  ranOutAfterPayment: 'نفد رمز الخصم قبل اكتمال دفعتك، وقد أعدنا إليك المبلغ.',
};

const PAYMENT_AR: TArabicOf<typeof PAYMENT_MESSAGES> = {
  checkoutReady: 'الطلب جاهز للدفع',
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
};

const CANCEL_AR: TArabicOf<typeof CANCEL_MESSAGES> = {
  notFound: 'لم نعثر على هذا الحجز',
  notConfirmed: 'لا يمكن إلغاء إلا الحجز المؤكد',
  alreadyCancelled: 'أُلغي هذا الحجز من قبل',
  nonRefundable: 'هذا الحجز غير قابل للاسترداد ولا يمكن إلغاؤه',
  cancelled: 'تم إلغاء حجزك',
  tooLateFor: (hours) => `لا يمكن إلغاء الحجز إلا قبل ${hours} ساعة على الأقل من بدء النشاط`,
  tooLate: 'لا يمكن إلغاء الحجز إلا قبل 24 ساعة على الأقل من بدء النشاط',
};

const DEPARTURE_AR: TArabicOf<typeof DEPARTURE_MESSAGES> = {
  noDepartures: (title, date) => `رحلة ${title} لا تعمل يوم ${date}. يرجى اختيار تاريخ آخر`,
  departureClosed: 'هذا الموعد غير متاح. يرجى اختيار وقت آخر',
  timeDisagrees: 'الوقت واسم الموعد يشيران إلى موعدين مختلفين',
  noTickets: 'يلزم اختيار تذكرة واحدة على الأقل',
  tooFewPeople: (min, title) => `تحتاج رحلة ${title} إلى ${people(Number(min))} على الأقل في الحجز الواحد`,
  tooManyPeople: (max, title) => `تتسع رحلة ${title} لـ${people(Number(max))} على الأكثر في الحجز الواحد`,
  notInCartLine: 'هذا البند ليس في سلتك',
};

const PASSENGER_AR: TArabicOf<typeof PASSENGER_MESSAGES> = {
  saved: 'تم حفظ بيانات الركاب',
  orderNotFound: 'لم نعثر على هذا الحجز بين طلباتك',
  orderNotConfirmed: 'لا يمكن إدخال البيانات إلا لحجز مؤكد',
  nothingAsked: (title) => `لا تطلب رحلة ${title} بيانات الركاب`,
  pastDeadline: (title, deadline) => `كان موعد إدخال بيانات رحلة ${title} حتى ${deadline}: يرجى التواصل معنا لتغييرها`,
  passengerTwice: (n) => `الراكب ${n} مذكور مرتين`,
  missing: (who, what) => `${who}: ${what} مطلوب`,
  bornInFuture: (who) => `${who}: لا يمكن أن يكون تاريخ الميلاد في المستقبل`,
  badPassportNumber: (who) => `${who}: رقم جواز السفر من 6 إلى 9 حروف وأرقام`,
  badPhone: (who) => `${who}: يجب كتابة رقم الهاتف بالصيغة الدولية، مثل +971501234567`,
  productNotFound: 'هذا المنتج غير متاح',
};

const LEDGER_AR: TArabicOf<typeof LEDGER_MESSAGES> = {
  blocked: 'استخدام المحفظة والنقاط موقوف في هذا الحساب. يرجى التواصل مع الدعم.',
  codeOrPoints: 'لا يمكن استخدام رمز خصم ونقاط معًا في طلب واحد',
  noPoints: 'ليس لديك نقاط تستخدمها بعد',
  emptyWallet: 'محفظتك فارغة',
  balanceChanged: 'تغيّر رصيد محفظتك أو نقاطك أو بطاقة الهدية. يرجى إتمام الطلب من جديد.',
  spentAfterPayment: 'أُنفق رصيد محفظتك أو نقاطك أو بطاقة الهدية في مكان آخر قبل اكتمال دفعتك، وقد أعدنا إليك المبلغ.',
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
  { name: 'LEDGER_MESSAGES', english: LEDGER_MESSAGES, arabic: LEDGER_AR },
  { name: 'GIFT_CARD_MESSAGES', english: GIFT_CARD_MESSAGES, arabic: GIFT_CARD_AR },
] as const satisfies ReadonlyArray<{
  name: string;
  english: Record<string, unknown>;
  arabic: Record<string, unknown>;
}>;

type TTemplate = { pattern: RegExp; arguments: number[]; arabic: (...args: Array<string | number>) => string };

/** A message function's English with stand-ins for its arguments (none of which a real message holds). */
const STAND_IN = (index: number) => 987_650 + index;

/**
 * The English texts and templates of the tables, each with its Arabic. A function's template is its English said with
 * stand-in numbers, each stand-in becoming a capture; a function whose English does not show every stand-in as given
 * (it formats or counts with it) has no template and answers in English (the test lists it).
 */
function messageIndex() {
  const exact = new Map<string, string>();
  const templates: TTemplate[] = [];
  const untranslated: string[] = [];
  for (const table of STOREFRONT_MESSAGE_TABLES) {
    const arabicTable = table.arabic as Record<string, unknown>;
    for (const [key, english] of Object.entries(table.english as Record<string, unknown>)) {
      const arabic = arabicTable[key];
      const where = `${table.name}.${key}`;
      if (typeof english === 'string') {
        if (typeof arabic === 'string') exact.set(english, arabic);
        else untranslated.push(where);
        continue;
      }
      if (typeof english !== 'function' || typeof arabic !== 'function') {
        untranslated.push(where);
        continue;
      }
      const count = (english as (...args: unknown[]) => string).length;
      const standIns = Array.from({ length: count }, (_, index) => STAND_IN(index));
      let said: string;
      try {
        said = String((english as (...args: unknown[]) => string)(...standIns));
      } catch {
        untranslated.push(where);
        continue;
      }
      const order: number[] = [];
      const escaped = said.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const source = escaped.replace(/98765\d/g, (found) => {
        order.push(Number(found) - STAND_IN(0));
        return '(.+?)';
      });
      if (order.length !== count || new Set(order).size !== count || order.some((argument) => argument >= count)) {
        untranslated.push(where);
        continue;
      }
      templates.push({
        pattern: new RegExp(`^${source}$`, 's'),
        arguments: order,
        arabic: arabic as TTemplate['arabic'],
      });
    }
  }
  return { exact, templates, untranslated };
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
    const args: Array<string | number> = [];
    template.arguments.forEach((argument, position) => {
      const value = match[position + 1] ?? '';
      args[argument] = /^\d+$/.test(value) ? Number(value) : value;
    });
    return template.arabic(...args);
  }
  return null;
}

/** The storefront messages (table.key) that answer in English on an Arabic page still. */
export function storefrontMessagesWithoutArabic(): string[] {
  return [...indexOf().untranslated];
}
