import { COOKIES_POLICY } from './cookies-policy';
import type { TPolicyBlock, TPolicyDocument } from './policy-types';

// The policies in Arabic (issue 37, decision 102), in Modern Standard Arabic written for the demo; they await a
// native speaker's and a lawyer's review. Each Arabic document has the English one's shape, section by section
// (by id) and block by block, with the same placeholders; policyArabicTable() makes them entries of the translation
// layer's Arabic table (English -> Arabic), which the policy page's t() reads. A policy not written here yet shows
// its English text.

/** A policy's Arabic: its title and summary, and each section's heading and blocks in the English order. */
export interface TPolicyArabic {
  title: string;
  summary: string;
  sections: Readonly<Record<string, { heading: string; blocks: readonly TPolicyBlock[] }>>;
}

export const COOKIES_POLICY_AR: TPolicyArabic = {
  title: 'سياسة ملفات تعريف الارتباط',
  summary:
    'كيف يستخدم {shop} ملفات تعريف الارتباط والتخزين المحلي في متصفحك لإبقائك مسجّلًا، وتذكّر التاريخ والوقت اللذين اخترتهما، وإتمام دفعتك، وكيف تتحكم فيها.',
  sections: {
    'what-are-cookies': {
      heading: 'ما ملفات تعريف الارتباط والتخزين المحلي',
      blocks: [
        'ملفات تعريف الارتباط ملفات نصية صغيرة يخزّنها موقع في متصفحك. والتخزين المحلي ميزة مشابهة تتيح للموقع الاحتفاظ بمعلومات في متصفحك بين الزيارات. ولا يستطيع أيٌّ منهما تشغيل برامج أو قراءة ملفات أخرى على جهازك.',
        'يستخدم {shop} التخزين المحلي لمعظم ما يحتاج إلى تذكّره، وعددًا قليلًا من ملفات تعريف الارتباط. وفي هذه السياسة تشمل عبارة «ملفات تعريف الارتباط» الاثنين معًا.',
      ],
    },
    'what-we-use-them-for': {
      heading: 'فيمَ نستخدمها',
      blocks: [
        'نخزّن العناصر التالية في متصفحك:',
        {
          definitions: [
            { term: '', description: 'هل أنت مسجّل الدخول، ليعرض رأس الصفحة سلتك وقائمة أمنياتك وقائمة ملفك الشخصي.' },
            { term: '', description: 'رمز تسجيل دخولك، ويُرسل مع كل طلب لنعرف أن الطلب صادر منك.' },
            { term: '', description: 'اسمك الأول، لنحيّيك في قائمة الملف الشخصي.' },
            { term: '', description: 'عنوان صورة ملفك الشخصي.' },
            { term: '', description: 'التاريخ الذي اخترته لنشاط ما، ويُنقل من صفحة المنتج إلى صفحة التذاكر.' },
            { term: '', description: 'النطاق الزمني الذي اخترته لذلك النشاط.' },
            { term: '', description: 'معرّف السلة التي تُدفع، ليمكن تأكيد حجزك بعد الدفع.' },
            { term: '', description: 'معرّف الدفع الذي تعيده بوابة الدفع، ويُستخدم لتأكيد حجزك.' },
          ],
        },
        'يؤدي تسجيل الخروج إلى مسح جميع هذه العناصر من متصفحك.',
        {
          definitions: [
            {
              term: '',
              description:
                'ملف تعريف ارتباط يُضبط عند إنشاء حسابك، يحمل رقمًا عشوائيًا يربط تسجيلك بهذا المتصفح، فلا يستطيع غيره تأكيده بالرمز الذي نرسله إليك في رسالة نصية. لا يستطيع أي برنامج في الصفحة قراءته، ولا يُرسل إلا إلى خدمة التسجيل لدينا، وتنتهي صلاحيته بعد يوم.',
            },
          ],
        },
      ],
    },
    'types-of-cookies': {
      heading: 'أنواع ملفات تعريف الارتباط',
      blocks: [
        {
          list: [
            'الضرورية تمامًا: حالة تسجيل الدخول، ورمزك، ومعرّفا السلة والدفع، وملف تعريف ارتباط التسجيل. لا تعمل المنصة دونها، ولذلك لا تحتاج إلى موافقتك.',
            'الوظيفية: التاريخ والوقت اللذان اخترتهما، واسمك الأول وصورة ملفك الشخصي. وهي تجعل استخدام المنصة أسهل.',
            'الأداء: إحصاءات مجهولة الهوية عن الصفحات التي تزورها والأخطاء التي تظهر، تساعدنا على تحسين المنصة. ولا تُستخدم إلا بموافقتك.',
            'ملفات الأطراف الثالثة: تضبط بوابة الدفع ملفاتها الخاصة على صفحة الدفع الآمنة لديها، وقد تضبط الخرائط المضمّنة ملفات من مزوّدها. وتخضع هذه لسياسات مزوّديها.',
          ],
        },
      ],
    },
    'how-long': {
      heading: 'مدة بقائها',
      blocks: [
        'تُحذف ملفات تعريف ارتباط الجلسة عند إغلاق متصفحك. وتبقى عناصر التخزين المحلي إلى أن تسجّل الخروج، أو تمسح بيانات متصفحك، أو نزيلها نحن حين لا تعود لازمة، كما بعد تأكيد دفعتك.',
      ],
    },
    'managing-cookies': {
      heading: 'إدارة ملفات تعريف الارتباط',
      blocks: [
        'يمكنك عرض ملفات تعريف الارتباط والتخزين المحلي وحظرها وحذفها من إعدادات متصفحك:',
        {
          list: [
            'كروم: الإعدادات، الخصوصية والأمان، ملفات تعريف الارتباط التابعة لجهات خارجية، وحذف بيانات التصفح؛',
            'فايرفوكس: الإعدادات، الخصوصية والأمان، ملفات تعريف الارتباط وبيانات المواقع؛',
            'سفاري: الإعدادات، الخصوصية، إدارة بيانات مواقع الويب؛',
            'إيدج: الإعدادات، ملفات تعريف الارتباط وأذونات الموقع.',
          ],
        },
        'إذا حظرت ملفات تعريف الارتباط الضرورية تمامًا أو التخزين المحلي، فلن تتمكن من تسجيل الدخول أو إبقاء العناصر في سلتك أو إتمام حجز.',
      ],
    },
    'cookies-contact': {
      heading: 'التغييرات والتواصل',
      blocks: [
        'قد نحدّث هذه السياسة حين نغيّر طريقة استخدامنا لملفات تعريف الارتباط؛ ويبيّن التاريخ في أعلى الصفحة أحدث إصدار. وللاستفسارات، راسلنا على {email}.',
      ],
    },
  },
};

/** The policies written in Arabic so far, with their English documents. */
export const ARABIC_POLICIES: ReadonlyArray<readonly [TPolicyDocument, TPolicyArabic]> = [
  [COOKIES_POLICY, COOKIES_POLICY_AR],
];

/** Adds to `table` the English text of one block and its Arabic (a term of a definition is a name, kept). */
function addBlock(table: Record<string, string>, english: TPolicyBlock, arabic: TPolicyBlock | undefined): void {
  if (arabic === undefined) return;
  if (typeof english === 'string') {
    if (typeof arabic === 'string') table[english] = arabic;
  } else if ('subheading' in english) {
    if (typeof arabic === 'object' && 'subheading' in arabic) table[english.subheading] = arabic.subheading;
  } else if ('list' in english) {
    if (typeof arabic === 'object' && 'list' in arabic) {
      english.list.forEach((item, index) => {
        const text = arabic.list[index];
        if (text !== undefined) table[item] = text;
      });
    }
  } else if (typeof arabic === 'object' && 'definitions' in arabic) {
    english.definitions.forEach((definition, index) => {
      const text = arabic.definitions[index]?.description;
      if (text !== undefined) table[definition.description] = text;
    });
  }
}

/** The policies' texts as entries of the Arabic translation table: each English text and its Arabic. */
export function policyArabicTable(policies = ARABIC_POLICIES): Record<string, string> {
  const table: Record<string, string> = {};
  for (const [english, arabic] of policies) {
    table[english.title] = arabic.title;
    table[english.summary] = arabic.summary;
    for (const section of english.sections) {
      const translated = arabic.sections[section.id];
      if (!translated || section.lang === 'ar') continue;
      table[section.heading] = translated.heading;
      section.blocks.forEach((block, index) => addBlock(table, block, translated.blocks[index]));
    }
  }
  return table;
}
