// The About and Visa change pages in Arabic (issue 37, decisions 105 and 117), by their English text: the Arabic these
// pages had in the web app (its pages-ar.ts and ar.json), now the documents' default Arabic. Modern Standard Arabic
// written by an AI for the demo; it awaits a native speaker's review. Placeholders ({shop}, {email}, {city}) are the
// English's.

/** About Us. */
export const ABOUT_PAGE_AR: Readonly<Record<string, string>> = {
  'Every journey starts with a story': 'كل رحلة تبدأ بقصة',
  'About Us': 'من نحن',
  'Your travel market for the UAE': 'سوقك للسفر في الإمارات',
  'Who we are': 'من نحن',
  '{shop} is the creator of a travel-market product for mobile booking of events and activities, with over 5 years of experience. We bring together tours, Musandam picnic and day trips, inbound tours, holiday packages and attraction tickets from trusted local organisers, so you can plan a whole trip in one place.':
    '{shop} صانع منصة سوق للسفر لحجز الفعاليات والأنشطة من الهاتف، بخبرة تزيد على 5 سنوات. نجمع الجولات ورحلات النزهة واليوم الواحد إلى مسندم والجولات الداخلية والباقات السياحية وتذاكر المعالم من منظّمين محليين موثوقين، لتخطّط رحلتك كاملةً في مكان واحد.',
  'Whether it is a first visit to Dubai or a weekend escape to the mountains of Musandam, we want booking to be the easiest part of it: clear prices in AED, instant booking on any device and a voucher ready in your pocket.':
    'سواء كانت زيارتك الأولى لدبي أو عطلة نهاية أسبوع في جبال مسندم، نريد أن يكون الحجز أسهل ما فيها: أسعار واضحة بالدرهم، وحجز فوري من أي جهاز، وقسيمة جاهزة في جيبك.',
  'Years building booking products': 'سنوات في بناء منتجات الحجز',
  'Ways to explore: trips, tours, holidays and tickets': 'طرق للاستكشاف: رحلات وجولات وعطلات وتذاكر',
  'Emirates to discover': 'إمارات تنتظر اكتشافك',
  'Online booking from any device': 'حجز إلكتروني من أي جهاز',
  'Mission and Vision': 'الرسالة والرؤية',
  'What drives us': 'ما يحرّكنا',
  'Our mission': 'رسالتنا',
  'To make discovering and booking experiences in the UAE simple, transparent and trustworthy, from a desert safari to a dhow cruise in Musandam, in a few taps on any device.':
    'أن نجعل اكتشاف التجارب في الإمارات وحجزها بسيطًا وشفافًا وموثوقًا، من سفاري الصحراء إلى رحلة القارب التقليدي في مسندم، ببضع لمسات على أي جهاز.',
  'Our vision': 'رؤيتنا',
  'To be the most trusted travel market in the region, connecting travellers with the best local organisers and helping every trip become a story worth telling.':
    'أن نكون سوق السفر الأكثر موثوقية في المنطقة، نصل المسافرين بأفضل المنظمين المحليين ونجعل كل رحلة قصة تستحق أن تُروى.',
  'Core Values': 'قيمنا الأساسية',
  'How we work': 'كيف نعمل',
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
  Team: 'الفريق',
  'The people behind {shop}': 'الفريق وراء {shop}',
  'A small team of travellers, engineers and customer-care specialists based in Dubai.':
    'فريق صغير من المسافرين والمهندسين ومختصي خدمة العملاء مقرّه دبي.',
  'Omar Al Hashimi': 'عمر الهاشمي',
  'Layla Haddad': 'ليلى حداد',
  'Arjun Menon': 'أرجون مينون',
  'Sara Al Mansoori': 'سارة المنصوري',
  'Founder and Chief Executive': 'المؤسس والرئيس التنفيذي',
  'Head of Product': 'رئيسة المنتج',
  'Head of Engineering': 'رئيس الهندسة',
  'Customer Experience Lead': 'قائدة تجربة العملاء',
  'Ready for your next journey?': 'هل أنت مستعد لرحلتك القادمة؟',
  'Browse tours, trips and tickets across the UAE.': 'تصفّح الجولات والرحلات والتذاكر في أنحاء الإمارات.',
};

/** Visa change. */
export const VISA_CHANGE_PAGE_AR: Readonly<Record<string, string>> = {
  'Visa change': 'تغيير التأشيرة',
  'Extend your stay in the UAE with an express visa change: fly out and back on a return air ticket and re-enter on a new 30-day or 60-day visit visa.':
    'مدّد إقامتك في الإمارات بتغيير سريع للتأشيرة: سافر وعُد بتذكرة طيران ذهابًا وإيابًا، وادخل مجددًا بتأشيرة زيارة جديدة لمدة 30 أو 60 يومًا.',
  'Choose your departure airport': 'اختر مطار المغادرة',
  'Every offer includes express visa processing and a return air ticket.':
    'يشمل كل عرض معالجة سريعة للتأشيرة وتذكرة طيران ذهابًا وإيابًا.',
  Fujairah: 'الفجيرة',
  Dubai: 'دبي',
  'Abu Dhabi': 'أبوظبي',
  Sharjah: 'الشارقة',
  'Fujairah International Airport': 'مطار الفجيرة الدولي',
  'Dubai International Airport': 'مطار دبي الدولي',
  'Zayed International Airport': 'مطار زايد الدولي',
  'Sharjah International Airport': 'مطار الشارقة الدولي',
  'Express visit visa': 'تأشيرة زيارة سريعة',
  'Visa durations': 'مدد التأشيرة',
  days: 'أيام',
  'Return air ticket from {city}': 'تذكرة طيران ذهابًا وإيابًا من {city}',
  'Express processing': 'معالجة سريعة',
  'How it works': 'كيف تعمل',
  'Send your documents': 'أرسل مستنداتك',
  'E-mail the documents listed below to {email} with your preferred airport and visa duration.':
    'أرسل المستندات المذكورة أدناه بالبريد الإلكتروني إلى {email} مع المطار الذي تفضّله ومدة التأشيرة.',
  'Receive your visa and ticket': 'استلم تأشيرتك وتذكرتك',
  'We process your express visa and book your return flight, then send both to you by e-mail.':
    'ننجز تأشيرتك السريعة ونحجز رحلة عودتك، ثم نرسلهما إليك بالبريد الإلكتروني.',
  'Fly out and back': 'سافر وعُد',
  'Take your return flight from the airport you chose and re-enter the UAE on your new visit visa.':
    'استقل رحلتك ذهابًا وإيابًا من المطار الذي اخترته، وادخل الإمارات مجددًا بتأشيرة الزيارة الجديدة.',
  'Required documents': 'المستندات المطلوبة',
  'Prepare these documents before you apply. Scans or clear phone photos are fine.':
    'جهّز هذه المستندات قبل التقديم. تكفي النسخ الممسوحة أو صور الهاتف الواضحة.',
  'Guarantor’s passport: clear colour copies of the first and last pages':
    'جواز سفر الكفيل: نسخ ملوّنة واضحة من الصفحتين الأولى والأخيرة',
  'Guarantor’s Emirates ID: front and back': 'الهوية الإماراتية للكفيل: الوجهان',
  'Visitor’s passport: clear colour copies of the first and last pages':
    'جواز سفر الزائر: نسخ ملوّنة واضحة من الصفحتين الأولى والأخيرة',
  'Visitor’s recent passport-size photo with a white background': 'صورة حديثة للزائر بمقاس جواز السفر بخلفية بيضاء',
  'The visitor’s passport must be valid for at least 6 months': 'يجب أن يكون جواز سفر الزائر صالحًا 6 أشهر على الأقل',
  'The guarantor’s residence visa must be valid for at least 3 months':
    'يجب أن تكون تأشيرة إقامة الكفيل صالحة 3 أشهر على الأقل',
  'Good to know': 'معلومات مفيدة',
  'Visas are issued at the sole discretion of the UAE immigration authorities.':
    'تصدر التأشيرات وفق التقدير المطلق لسلطات الهجرة في الإمارات.',
  'Apply before your current visa expires to avoid overstay fines.':
    'قدّم الطلب قبل انتهاء تأشيرتك الحالية لتجنّب غرامات التأخير.',
  'Visa services are non-refundable once the application has been submitted.':
    'خدمات التأشيرة غير قابلة للاسترداد بعد تقديم الطلب.',
  'Questions? E-mail {email}.': 'لديك سؤال؟ راسلنا على {email}.',
};
