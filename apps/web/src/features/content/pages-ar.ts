// The About and Visa change pages in Arabic (issue 37, decision 105): their texts are the web app's (t() with the
// English as the key), kept beside the pages as the FAQ's and the policies' are, and merged into the Arabic catalogue
// by apps/web/build/catalogue.ts. Modern Standard Arabic written by an AI for the demo; it awaits a native speaker's
// review. Placeholders ({shop}, {email}, {city}) are the English's.

/** The About page: headings, facts, values, the team's names and roles. */
export const ABOUT_PAGE_AR: Readonly<Record<string, string>> = {
  'Who we are': 'من نحن',
  'Your travel market for the UAE': 'سوقك للسفر في الإمارات',
  '{shop} is the creator of a travel-market product for mobile booking of events and activities, with over 5 years of experience. We bring together tours, Musandam picnic and day trips, inbound tours, holiday packages and attraction tickets from trusted local organisers, so you can plan a whole trip in one place.':
    '{shop} صانع منصة سوق للسفر لحجز الفعاليات والأنشطة من الهاتف، بخبرة تزيد على 5 سنوات. نجمع الجولات ورحلات النزهة واليوم الواحد إلى مسندم والجولات الداخلية والباقات السياحية وتذاكر المعالم من منظّمين محليين موثوقين، لتخطّط رحلتك كاملةً في مكان واحد.',
  'Years building booking products': 'سنوات في بناء منتجات الحجز',
  'Ways to explore: trips, tours, holidays and tickets': 'طرق للاستكشاف: رحلات وجولات وعطلات وتذاكر',
  'Emirates to discover': 'إمارات تنتظر اكتشافك',
  'Online booking from any device': 'حجز إلكتروني من أي جهاز',
  'What drives us': 'ما يحرّكنا',
  'Mission and Vision': 'الرسالة والرؤية',
  'How we work': 'كيف نعمل',
  'Core Values': 'قيمنا الأساسية',
  'Four values guide how we build {shop} and how we treat the people who use it.':
    'أربع قيم توجّه طريقة بنائنا {shop} وتعاملنا مع من يستخدمونه.',
  'Customer centricity': 'المسافر أولًا',
  'Every decision starts with the traveller: clear prices in AED, honest descriptions and help that answers when you need it.':
    'كل قرار يبدأ بالمسافر: أسعار واضحة بالدرهم الإماراتي، وأوصاف صادقة، ومساعدة تجيبك حين تحتاج إليها.',
  Innovation: 'الابتكار',
  'We keep looking for simpler ways to plan a day out, from a date picker that fits in your thumb to vouchers that live in your pocket.':
    'نبحث دائمًا عن طرق أبسط لتخطيط يوم في الخارج، من منتقي تاريخ يكفيه إبهامك إلى قسائم تبقى في جيبك.',
  Integrity: 'النزاهة',
  'We say what is included and what is not, keep your data safe, and stand by the bookings made with us.':
    'نقول ما يشمله العرض وما لا يشمله، ونحافظ على بياناتك، ونفي بالحجوزات التي تُجرى معنا.',
  Collaboration: 'التعاون',
  'We work hand in hand with local organisers, guides and partners, because great experiences are made together.':
    'نعمل يدًا بيد مع المنظّمين والمرشدين والشركاء المحليين، لأن التجارب الرائعة تُصنع معًا.',
  'The people behind {shop}': 'الفريق وراء {shop}',
  Team: 'الفريق',
  'A small team of travellers, engineers and customer-care specialists based in Dubai.':
    'فريق صغير من المسافرين والمهندسين ومختصي خدمة العملاء مقرّه دبي.',
  'Omar Al Hashimi': 'عمر الهاشمي',
  'Founder and Chief Executive': 'المؤسس والرئيس التنفيذي',
  'Layla Haddad': 'ليلى حداد',
  'Head of Product': 'رئيسة المنتج',
  'Arjun Menon': 'أرجون مينون',
  'Head of Engineering': 'رئيس الهندسة',
  'Sara Al Mansoori': 'سارة المنصوري',
  'Customer Experience Lead': 'قائدة تجربة العملاء',
};

/** The Visa change page: the airports, the steps, the documents and the notes. */
export const VISA_CHANGE_PAGE_AR: Readonly<Record<string, string>> = {
  Fujairah: 'الفجيرة',
  'Fujairah International Airport': 'مطار الفجيرة الدولي',
  Dubai: 'دبي',
  'Dubai International Airport': 'مطار دبي الدولي',
  'Abu Dhabi': 'أبوظبي',
  'Zayed International Airport': 'مطار زايد الدولي',
  Sharjah: 'الشارقة',
  'Sharjah International Airport': 'مطار الشارقة الدولي',
  'Send your documents': 'أرسل مستنداتك',
  'E-mail the documents listed below to {email} with your preferred airport and visa duration.':
    'أرسل المستندات المذكورة أدناه بالبريد الإلكتروني إلى {email} مع المطار الذي تفضّله ومدة التأشيرة.',
  'Receive your visa and ticket': 'استلم تأشيرتك وتذكرتك',
  'We process your express visa and book your return flight, then send both to you by e-mail.':
    'ننجز تأشيرتك السريعة ونحجز رحلة عودتك، ثم نرسلهما إليك بالبريد الإلكتروني.',
  'Fly out and back': 'سافر وعُد',
  'Take your return flight from the airport you chose and re-enter the UAE on your new visit visa.':
    'استقل رحلتك ذهابًا وإيابًا من المطار الذي اخترته، وادخل الإمارات مجددًا بتأشيرة الزيارة الجديدة.',
  'Guarantor’s passport: clear colour copies of the first and last pages':
    'جواز سفر الكفيل: نسخ ملوّنة واضحة من الصفحتين الأولى والأخيرة',
  'Guarantor’s Emirates ID: front and back': 'الهوية الإماراتية للكفيل: الوجهان',
  'Visitor’s passport: clear colour copies of the first and last pages':
    'جواز سفر الزائر: نسخ ملوّنة واضحة من الصفحتين الأولى والأخيرة',
  'Visitor’s recent passport-size photo with a white background': 'صورة حديثة للزائر بمقاس جواز السفر بخلفية بيضاء',
  'The visitor’s passport must be valid for at least 6 months': 'يجب أن يكون جواز سفر الزائر صالحًا 6 أشهر على الأقل',
  'The guarantor’s residence visa must be valid for at least 3 months':
    'يجب أن تكون تأشيرة إقامة الكفيل صالحة 3 أشهر على الأقل',
  'Questions? E-mail {email}.': 'لديك سؤال؟ راسلنا على {email}.',
};

/** The pages' texts as entries of the Arabic translation table (English -> Arabic). */
export function contentPagesArabicTable(): Record<string, string> {
  return { ...ABOUT_PAGE_AR, ...VISA_CHANGE_PAGE_AR };
}
