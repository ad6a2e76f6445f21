// The demo catalogue in Arabic (issue 37, decision 102): the Musandam trips and the home page's best sellers, in
// Modern Standard Arabic written for the demo; it awaits a native speaker's review. A field left out here shows
// its English text to Arabic readers (the storefront's fallback, and the back office's "missing in Arabic").
import type { TDemoProduct } from './types.js';

/** The Arabic of a demo product's text fields, under the authoring format's names. */
export type TDemoProductArabic = Partial<
  Pick<
    TDemoProduct,
    | 'title'
    | 'location'
    | 'availability'
    | 'returnLocation'
    | 'summary'
    | 'priceIncludes'
    | 'priceExcludes'
    | 'tourActivities'
    | 'requirements'
    | 'inclusions'
    | 'exclusions'
    | 'terms'
    | 'disclaimer'
    | 'itinerary'
    | 'nextSteps'
    | 'cancellationPolicy'
  >
>;

const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const programme = (...steps: Array<[string, string]>) =>
  `<h4>البرنامج</h4><ul>${steps.map(([time, step]) => `<li><strong>${time}</strong> – ${step}</li>`).join('')}</ul>`;

export const DEMO_PRODUCTS_AR: Readonly<Record<string, TDemoProductArabic>> = {
  'dibba-dhow-cruise-full-day-from-dubai': {
    title: 'رحلة يوم كامل بالداو في دبا مع التوصيل من دبي',
    location: 'دبا البيعة، مسندم (عُمان)',
    availability: 'يوميًا',
    returnLocation: 'دبي (التوصيل إلى الفندق)',
    summary:
      '<p>استبدل صخب المدينة بخلجان شبه جزيرة مسندم على متن قارب داو خشبي تقليدي يبحر شمالًا من ميناء دبا بمحاذاة منحدرات الحجر الجيري الشاهقة. تقلّك حافلة مكيّفة من فندقك في دبي، ويتولى فريقنا إجراءات منفذ دبا الحدودي، ويقضي القارب يومه متنقلًا بين خلجان هادئة تسبح فيها وتغوص بالسطح وتسترخي على السطح العلوي المفروش بالوسائد.</p><p>يُقدَّم على متن القارب غداء ساخن من الدجاج المشوي وبرياني الخضار والحمص والسلطات الطازجة، مع الماء والمشروبات الغازية والقهوة العربية وشاي الكرك طوال اليوم.</p>',
    priceIncludes: ul(
      'النقل ذهابًا وإيابًا بحافلة مكيّفة من فنادق دبي',
      'استخراج تصريح الحدود العُمانية للجنسيات المؤهلة',
      'غداء بوفيه على متن القارب مع خيارات نباتية',
      'ماء ومشروبات غازية وشاي وقهوة بلا حدود',
      'قناع الغطس والزعانف',
      'جولة بالقارب الموزي لمدة 15 دقيقة',
    ),
    priceExcludes: ul(
      'رسوم التأشيرة العُمانية للجنسيات غير المعفاة',
      'الاستقبال من فنادق الشارقة أو عجمان (30 درهمًا للشخص)',
      'الإكراميات للطاقم والمرشد',
      'التأمين الشخصي على السفر',
    ),
    tourActivities: ul(
      'الإبحار في خلجان مسندم على قارب داو خشبي بطابقين',
      'السباحة والغطس بالسطح في خليجين هادئين',
      'التجديف بالكاياك وركوب القارب الموزي في الخليج',
      'الاستمتاع بالشمس على السطح العلوي',
      'مراقبة الدلافين التي كثيرًا ما ترافق مقدمة القارب',
    ),
    requirements: ul(
      'جواز السفر الأصلي صالح لستة أشهر على الأقل',
      'نسخة من تأشيرة الإقامة الإماراتية أو ختم الدخول السياحي',
      'ملابس السباحة ومنشفة وملابس للتبديل',
      'واقي شمس آمن للشعاب المرجانية وقبعة',
    ),
    inclusions: ul(
      'قائد رحلة يتحدث العربية والإنجليزية',
      'سترات نجاة بمقاسات الكبار والأطفال',
      'سطح علوي مظلل مفروش بالوسائد',
      'غرفة لتبديل الملابس ودورة مياه على متن القارب',
    ),
    exclusions: ul(
      'الغوص بالأسطوانات (يمكن ترتيبه مع مركز شريك)',
      'الصور الاحترافية والتصوير بالطائرة المسيّرة',
      'المشروبات الكحولية، فهي لا تُقدَّم على متن القارب',
    ),
    terms:
      '<p>يجب أن تصلنا نسخ جوازات السفر قبل المغادرة بأربع وعشرين ساعة على الأقل لتقديم قائمة الحدود، ويُغلق الحجز عندها. لا يمكن للضيف الذي يصل دون جواز سفره الأصلي أن يسافر، ولا يُردّ له المبلغ.</p><ul><li>يسافر الأطفال دون الثالثة مجانًا في حضن أحد الوالدين، طفل واحد لكل بالغ.</li><li>قد يغيّر القبطان ترتيب الخلجان بحسب الرياح والأمواج.</li></ul>',
    disclaimer:
      '<p>يختلف وقت الانتظار في منفذ دبا بحسب الازدحام؛ وفي عطلات نهاية الأسبوع المزدحمة قد تبدأ الرحلة البحرية متأخرة حتى ساعة عن موعدها. وقد تُختصر محطات السباحة حفاظًا على السلامة إذا اضطرب البحر.</p>',
    itinerary: programme(
      ['07:00', 'الاستقبال من بهو فندقك في دبي (من 07:00 إلى 07:30)'],
      ['09:30', 'عبور منفذ دبا والانتقال القصير إلى ميناء دبا'],
      ['10:15', 'الصعود إلى القارب ومشروبات الترحيب وشرح إرشادات السلامة'],
      ['11:30', 'أول محطة للسباحة والغطس في خليج هادئ'],
      ['13:00', 'غداء البوفيه أثناء الإبحار بمحاذاة المنحدرات'],
      ['14:30', 'الخليج الثاني: الكاياك والقارب الموزي ووقت حر'],
      ['16:00', 'العودة إلى ميناء دبا ثم إلى دبي'],
      ['19:00', 'التوصيل إلى فندقك'],
    ),
    nextSteps:
      '<p>بعد الحجز مباشرة، أرسل صورة واضحة لجواز سفر كل مسافر وصفحة التأشيرة إلى رقم الواتساب الخاص بنا. يصلك اسم السائق وموعد الاستقبال الدقيق برسالة في مساء اليوم السابق للرحلة.</p>',
    cancellationPolicy:
      '<p>الإلغاء مجاني حتى 72 ساعة قبل المغادرة. يُردّ 50% من المبلغ عند الإلغاء بين 72 و24 ساعة. لا يُردّ أي مبلغ خلال 24 ساعة من المغادرة، ولا عند عدم الحضور، ولا إذا رُفض دخول مسافر عند الحدود لنقص وثائقه.</p>',
  },
  'dibba-dhow-cruise-half-day': {
    title: 'رحلة نصف يوم بالداو في دبا (اللقاء في ميناء دبا)',
    location: 'ميناء دبا، مسندم (عُمان)',
    availability: 'يوميًا الساعة 9:00 صباحًا و2:00 ظهرًا',
    returnLocation: 'ميناء دبا',
    summary:
      '<p>رحلة قصيرة على قارب داو تقليدي من ميناء دبا إلى خلجان مسندم القريبة، تسبح فيها وتغوص بالسطح وتتناول غداءً خفيفًا على متن القارب، ثم تعود إلى الميناء قبل العصر أو المساء.</p>',
  },
  'khasab-dhow-cruise-full-day': {
    title: 'رحلة يوم كامل بالداو من خصب إلى خور الشم',
    location: 'ميناء خصب، مسندم (عُمان)',
    availability: 'يوميًا',
    returnLocation: 'ميناء خصب',
    summary:
      '<p>أبحر من ميناء خصب إلى خور الشم، أطول خلجان مسندم، بين جبال تنحدر مباشرة إلى البحر. تمرّ بقرى الصيادين التي لا يُوصل إليها إلا بالقارب وبجزيرة التلغراف، وتتوقف للسباحة والغطس، وتتناول غداءً عُمانيًا على متن القارب.</p>',
  },
  'dibba-overnight-beach-camping': {
    title: 'تخييم ليلي على شاطئ في مسندم بالداو من دبي',
    location: 'دبا، مسندم (عُمان)',
    availability: 'الجمعة والسبت',
    returnLocation: 'دبي (التوصيل إلى الفندق)',
    summary:
      '<p>يوم كامل من الإبحار بالداو في خلجان مسندم ثم ليلة تحت النجوم على شاطئ لا يصل إليه إلا القارب. نوفّر الخيام وأكياس النوم وعشاء الشواء وإفطار الصباح، وتعود إلى فندقك في دبي في اليوم التالي.</p>',
  },
  'telegraph-island-snorkelling-khasab': {
    title: 'رحلة غطس بالسطح إلى جزيرة التلغراف من خصب',
    location: 'خور الشم، مسندم (عُمان)',
    availability: 'يوميًا عدا الجمعة',
    returnLocation: 'ميناء خصب',
    summary:
      '<p>رحلة إلى جزيرة التلغراف التاريخية في خور الشم، حيث كانت محطة البرق البريطانية في القرن التاسع عشر، مع وقت طويل للغطس بالسطح بين الشعاب والأسماك الملوّنة في مياه صافية هادئة.</p>',
  },
  'khasab-private-speedboat-fjord-tour': {
    title: 'جولة خاصة بالقارب السريع في خلجان خصب',
    location: 'ميناء خصب، مسندم (عُمان)',
    availability: 'يوميًا',
    returnLocation: 'ميناء خصب',
  },
  'jebel-harim-mountain-safari-4x4': {
    title: 'سفاري جبل حارم بسيارات الدفع الرباعي',
    location: 'جبل حارم، مسندم (عُمان)',
    availability: 'يوميًا',
    returnLocation: 'خصب (التوصيل إلى الفندق)',
  },
  'khasab-sunrise-dolphin-watching': {
    title: 'رحلة مشاهدة الدلافين عند شروق الشمس، خصب',
    location: 'ميناء خصب، مسندم (عُمان)',
    availability: 'يوميًا عدا الجمعة',
    returnLocation: 'ميناء خصب',
  },
  'khor-sham-sunset-dhow-cruise': {
    title: 'رحلة الغروب بالداو في خور الشم مع عشاء عُماني',
    location: 'خور الشم، مسندم (عُمان)',
    availability: 'يوميًا',
    returnLocation: 'ميناء خصب',
  },
  'khor-najd-kayak-adventure': {
    title: 'مغامرة الكاياك بصحبة مرشد في خور نجد',
    location: 'خور نجد، مسندم (عُمان)',
    availability: 'الثلاثاء والخميس والسبت',
    returnLocation: 'خصب (التوصيل إلى الفندق)',
  },
  'dibba-private-dhow-charter': {
    title: 'استئجار قارب داو خاص من دبا (حتى 20 ضيفًا)',
    location: 'ميناء دبا، مسندم (عُمان)',
    availability: 'يوميًا',
    returnLocation: 'ميناء دبا',
  },
  'burj-khalifa-at-the-top-124-125': {
    title: 'برج خليفة، منصة القمة (الطابقان 124 و125)',
    summary:
      '<p>اصعد بأحد أسرع المصاعد في العالم إلى منصة المشاهدة في الطابقين 124 و125 من أعلى مبنى في العالم، واستمتع بإطلالة بانورامية على دبي والصحراء والخليج العربي.</p>',
  },
  'museum-of-the-future-ticket': {
    title: 'تذكرة دخول متحف المستقبل',
    summary:
      '<p>تجوّل في طوابق متحف المستقبل بدبي، أحد أجمل مباني العالم، واكتشف معارض تفاعلية عن الفضاء والطبيعة والصحة والتقنية كما قد تكون بعد خمسين عامًا.</p>',
  },
  'aquaventure-waterpark-ticket': {
    title: 'تذكرة يوم في حديقة أكوافنتشر المائية، أتلانتس النخلة',
    summary:
      '<p>يوم كامل من المزالق القياسية والنهر الجاري والشاطئ الخاص في أكبر حديقة مائية في العالم، في منتجع أتلانتس على جزيرة النخلة.</p>',
  },
  'dubai-city-escape-3n4d': {
    title: 'عطلة مدينة دبي – 3 ليالٍ / 4 أيام',
    summary:
      '<p>ثلاث ليالٍ في فندق مريح في دبي مع جولة في المدينة القديمة والحديثة، وسفاري صحراوي مسائي، ورحلة عشاء بالداو في خور دبي، والتنقل من المطار وإليه.</p>',
  },
  'uae-grand-tour-6n7d': {
    title: 'الجولة الكبرى في الإمارات – 6 ليالٍ / 7 أيام',
    summary:
      '<p>أسبوع يجمع أبرز ما في الإمارات: دبي وأبوظبي والعين ورأس الخيمة والفجيرة، بين الأسواق التراثية والمساجد والجبال والشواطئ، مع الإقامة والتنقلات والجولات بصحبة مرشد.</p>',
  },
  'georgia-tbilisi-gudauri-7n8d': {
    title: 'جورجيا بعمق: تبليسي وكازبيغي وغوداوري – 7 ليالٍ / 8 أيام',
  },
  'evening-desert-safari-bbq-dinner': {
    title: 'سفاري صحراوي مسائي مع عشاء شواء وعروض حية',
    summary:
      '<p>انطلق بسيارة دفع رباعي فوق الكثبان الذهبية جنوب دبي، وشاهد غروب الشمس من قمة كثيب، ثم أمضِ المساء في مخيم بدوي مع ركوب الجمال والنقش بالحناء وعشاء الشواء وعروض التنورة والرقص بالنار.</p>',
  },
  'abu-dhabi-city-tour-grand-mosque': {
    title: 'جولة في مدينة أبوظبي مع جامع الشيخ زايد الكبير',
    summary:
      '<p>يوم في العاصمة يبدأ بجامع الشيخ زايد الكبير بقبابه البيضاء وساحاته الرخامية، ثم قصر الوطن وكورنيش أبوظبي وسوق الميناء، مع التوصيل من دبي وإليها.</p>',
  },
  'dubai-creek-dhow-dinner-cruise': {
    title: 'رحلة عشاء متأخرة بالداو في خور دبي',
  },
  'hot-air-balloon-dubai-desert': {
    title: 'رحلة منطاد الهواء الساخن عند الشروق فوق صحراء دبي',
  },
};

/** The English names of the authoring format's text fields, by the products table's columns (ar's keys). */
const COLUMN_OF: Record<Exclude<keyof TDemoProductArabic, 'title'>, string> = {
  location: 'location',
  availability: 'availability',
  returnLocation: 'return_location',
  summary: 'summary',
  priceIncludes: 'price_include',
  priceExcludes: 'price_exclude',
  tourActivities: 'tour_activity',
  requirements: 'requirement',
  inclusions: 'inclusions',
  exclusions: 'exclusions',
  terms: 'terms',
  disclaimer: 'disclaimer',
  itinerary: 'itinerary',
  nextSteps: 'next_step',
  cancellationPolicy: 'cancellation_policy',
};

/** A demo product's Arabic as the products table stores it: `title_ar` and the JSON `ar` (decision 102). */
export function demoArabicColumns(productId: string): { title_ar: string; ar: string } {
  const arabic = DEMO_PRODUCTS_AR[productId] ?? {};
  const texts: Record<string, string> = {};
  for (const [field, column] of Object.entries(COLUMN_OF)) {
    const text = arabic[field as keyof typeof COLUMN_OF];
    if (text !== undefined) texts[column] = text;
  }
  return { title_ar: arabic.title ?? '', ar: JSON.stringify(texts) };
}
