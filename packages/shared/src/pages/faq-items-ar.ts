import { FAQ_ITEMS, type TFaqItem } from './faq-items.js';

// The help page's questions in Arabic (issue 37, decision 102), in Modern Standard Arabic written for the demo; they
// await a native speaker's review. Each item matches FAQ_ITEMS's item of the same id, paragraph for paragraph, with
// the same placeholders ({shop}, {email}); faqArabicTable() makes them entries of the translation layer's Arabic
// table (English -> Arabic), which the page's t() reads.

type TFaqArabic = Pick<TFaqItem, 'question' | 'answer' | 'list'>;

export const FAQ_ITEMS_AR: Readonly<Record<string, TFaqArabic>> = {
  'what-is-the-shop': {
    question: 'ما هو {shop}؟',
    answer: [
      '{shop} سوق إلكتروني للسفر في دولة الإمارات العربية المتحدة. يمكنك فيه اكتشاف الجولات ورحلات مسندم النهارية والنزهات، والجولات الداخلية، وباقات العطلات، وتذاكر دخول المعالم، وخدمات تغيير التأشيرة من منظمين محليين، وحجزها، والدفع بأمان بالدرهم الإماراتي، والاحتفاظ بجميع قسائمك في مكان واحد ضمن تفاصيل الطلب.',
      'بنى {shop} فريقٌ يملك خبرة تزيد على خمس سنوات في حجز الفعاليات والأنشطة عبر الهاتف المحمول.',
    ],
  },
  'contact-support': {
    question: 'كيف أتواصل مع خدمة العملاء؟',
    answer: [
      'راسلنا بالبريد الإلكتروني على {email}. ولنجيبك بسرعة، اذكر رقم الهاتف المسجّل في حسابك، ومعرّف الدفع وتاريخ النشاط إن كانت رسالتك عن حجز. نسعى إلى الرد خلال يومي عمل.',
    ],
  },
  'supported-browsers': {
    question: 'ما المتصفحات التي يمكنني استخدامها على حاسوبي؟',
    answer: [
      'يدعم {shop} أحدث إصدارات Google Chrome وMozilla Firefox وApple Safari وMicrosoft Edge على الحاسوب. لا يُدعم Internet Explorer.',
      'إذا لم تظهر صفحة أو لم تعمل كما ينبغي، فحدّث متصفحك إلى أحدث إصدار وأعد تحميل الصفحة.',
    ],
  },
  'create-account': {
    question: 'كيف أنشئ حسابًا؟',
    answer: [
      'اختر «إنشاء حساب»، ثم اختر بلدك وأدخل رقم هاتفك المحمول واسمك وبريدك الإلكتروني وكلمة مرور من ستة أحرف على الأقل. نرسل رمزًا لمرة واحدة في رسالة نصية إلى ذلك الرقم للتحقق منه.',
      'استخدم رقمًا تستقبل عليه الرسائل النصية: فهو الرقم الذي تسجّل الدخول به، والرقم الذي نرسل إليه رمزًا إذا احتجت إلى استعادة كلمة المرور.',
    ],
  },
  'logged-out': {
    question: 'لماذا يُسجَّل خروجي باستمرار؟',
    answer: [
      'يبقيك {shop} مسجّلًا برمز آمن محفوظ في متصفحك. ويُسجَّل خروجك في الحالات التالية:',
      'لتبقى مسجّلًا، اسمح بملفات تعريف الارتباط وبيانات الموقع لـ{shop}، وتجنّب النوافذ الخاصة، ثم سجّل الدخول من جديد. وإذا تكرر ذلك، فراسل {email} واذكر اسم متصفحك وإصداره.',
    ],
    list: [
      'انتهاء صلاحية الرمز، وهو ما يحمي حسابك إذا استخدم شخص آخر جهازك؛',
      'تسجيل خروجك بنفسك، أو مسح ملفات تعريف الارتباط وبيانات الموقع من متصفحك؛',
      'التصفح في نافذة خاصة أو متخفية، تنسى كل شيء عند إغلاقها؛',
      'حظر إضافة خصوصية أو أحد إعدادات المتصفح لبيانات الموقع.',
    ],
  },
  screenshot: {
    question: 'كيف ألتقط لقطة شاشة؟',
    answer: ['تساعد لقطة الشاشة فريق الدعم على رؤية ما تراه بالضبط. وبحسب جهازك:', 'أرفق الصورة برسالتك إلى {email}.'],
    list: [
      'ويندوز: اضغط مفتاح Windows + Shift + S وحدّد منطقة، أو اضغط Print Screen للشاشة كلها.',
      'ماك: اضغط Shift + Command + 4 واسحب فوق منطقة، أو Shift + Command + 3 للشاشة كلها.',
      'آيفون: اضغط الزر الجانبي وزر رفع الصوت في الوقت نفسه.',
      'أندرويد: اضغط زر التشغيل وزر خفض الصوت في الوقت نفسه.',
    ],
  },
  refunds: {
    question: 'هل يمكنني استرداد المبلغ؟',
    answer: [
      'يحدد كل منظم شروط الاسترداد، لذا راجع أولًا سياسة الإلغاء في صفحة النشاط وفي تأكيد حجزك. بعض الطلبات غير قابلة للاسترداد.',
      'إذا كان حجزك مؤهلًا، فألغه من تفاصيل الطلب في قائمة ملفك الشخصي، أو راسل {email} واذكر معرّف الدفع لطلبك وسبب الإلغاء. وبموجب شروطنا المعتادة يمكنك الإلغاء قبل موعد النشاط بأربع وعشرين ساعة على الأقل. وعند الإلغاء تختار وجهة الجزء المدفوع بالبطاقة: إلى حسابك المصرفي أو بطاقتك خلال 10 إلى 15 يوم عمل، أو إلى محفظتك في {shop} فورًا. وأي جزء دُفع بالنقاط أو ببطاقة هدية أو من محفظتك يعود إلى مصدره.',
    ],
  },
  'delete-account': {
    question: 'كيف أحذف حسابي؟',
    answer: [
      'افتح تبويب الملف الشخصي، ثم انتقل إلى الإعدادات، فإدارة حسابي، واختر حذف الحساب.',
      'الحذف نهائي: لا يمكن إعادة تفعيل الحساب، ويضيع رصيد محفظته ونقاطه وسجل حجوزاته. نزّل أي قسائم ما زلت تحتاج إليها قبل حذفه.',
    ],
  },
};

/** The help page's texts as entries of the Arabic translation table: each English text and its Arabic. */
export function faqArabicTable(): Record<string, string> {
  const table: Record<string, string> = {};
  for (const item of FAQ_ITEMS) {
    const arabic = FAQ_ITEMS_AR[item.id];
    if (!arabic) continue;
    table[item.question] = arabic.question;
    item.answer.forEach((english, index) => {
      const text = arabic.answer[index];
      if (text !== undefined) table[english] = text;
    });
    item.list?.forEach((english, index) => {
      const text = arabic.list?.[index];
      if (text !== undefined) table[english] = text;
    });
  }
  return table;
}
