import type { TFilterCategory } from '@rihla/shared/constants';
import type { TStaticPagePath } from '@rihla/shared/rules/page-titles';

/**
 * The head's own words in Arabic, for the pages under /ar (decision 101): the names of the pages without data of
 * their own and of the home page are the web catalogue's (apps/web/src/locales/ar.json; a test holds them equal), the
 * descriptions are the server's own. Written by an AI helper, waiting for a native speaker's review as the catalogue
 * is. Content (a product's title, summary and place, a post's title and text) is its Arabic where written, else its
 * English (decision 118).
 */
export const ARABIC_HEAD = {
  home: 'الرئيسية',
  /** The blog's crumb and a post's title suffix, as the web catalogue's "Blog" and "{shop} blog". */
  blog: 'المدونة',
  blogOf: (shop: string) => `مدونة ${shop}`,
  /** A product's description when it has no summary, as the English one: its title, category, place and price. */
  productDescription: (title: string, category: string, location: string, price: string) =>
    `${title}: ${category}${location ? ` في ${location}` : ''}، ابتداءً من AED ${price}.`,
  homeSells: 'جولات ورحلات مسندم وتذاكر في الإمارات',
  homeDescription:
    'احجز رحلات السفاري الصحراوية ورحلات القوارب التقليدية في مضايق مسندم ومعالم المدن والعطلات في الإمارات، وادفع بالدرهم.',
  allExperiences: 'جميع التجارب',
  allExperiencesInTheUae: 'جميع التجارب في الإمارات',
  categoryInTheUae: (category: string) => `${category} في الإمارات`,
  /** The spec's filter categories by name, as the web catalogue writes them (decision 108). */
  categoryNames: {
    'Picnic Musandum': 'رحلات مسندم',
    Inbound: 'جولات في الإمارات',
    Holidays: 'العطلات',
    'Entry ticket': 'تذاكر الدخول',
  } satisfies Record<TFilterCategory, string>,
  filterDescription: (category: string | null, shop: string) =>
    category
      ? `${category} في الإمارات ومسندم: قارن الأسعار بالدرهم والتقييمات والمدد، واحجز عبر الإنترنت مع ${shop}.`
      : `كل الجولات ورحلات مسندم والعطلات وتذاكر المعالم على ${shop}: صفِّ حسب الفئة والسعر والتقييم والوقت.`,
  pageNotFound: 'الصفحة غير موجودة',
  notFoundDescription: (shop: string) => (shop ? `هذه الصفحة غير موجودة على ${shop}.` : 'هذه الصفحة غير موجودة.'),
  staticPageNames: {
    '/blogs': 'مدونة السفر',
    '/about': 'من نحن',
    '/faq': 'المساعدة والأسئلة الشائعة',
    '/BurjKhalifa': 'تذاكر برج خليفة',
    '/PrivacyPolicy': 'سياسة الخصوصية',
    '/TermsofServices': 'شروط الخدمة',
    '/LawEnforcementResources': 'موارد جهات إنفاذ القانون',
    '/IntellectualPropertyPolicy': 'سياسة الملكية الفكرية',
    '/CookiesPolicy': 'سياسة ملفات تعريف الارتباط',
    '/VisaChange': 'تغيير التأشيرة في الإمارات',
    '/gift-cards': 'بطاقات الهدايا',
  } satisfies Record<TStaticPagePath, string>,
  staticPageDescriptions: {
    '/blogs': (shop) => `أفكار وأدلة وأخبار لرحلات في الإمارات ومسندم من فريق ${shop}.`,
    '/about': (shop) => `يحجز ${shop} الجولات ورحلات مسندم والعطلات وتذاكر المعالم في الإمارات، والدفع بالدرهم.`,
    '/faq': (shop) => `إجابات عن حجز رحلة مع ${shop} ودفعها وإلغائها وتغييرها.`,
    '/BurjKhalifa': (shop) => `تذاكر منصات المشاهدة في برج خليفة في دبي، تُحجز مع ${shop}.`,
    '/PrivacyPolicy': (shop) => `كيف يجمع ${shop} بياناتك ويستخدمها ويحميها.`,
    '/TermsofServices': (shop) => `شروط الحجز واستخدام ${shop}.`,
    '/LawEnforcementResources': (shop) => `كيف يجيب ${shop} عن طلبات البيانات من جهات إنفاذ القانون.`,
    '/IntellectualPropertyPolicy': (shop) => `كيف يتعامل ${shop} مع الملكية الفكرية وبلاغات التعدي عليها.`,
    '/CookiesPolicy': (shop) => `ملفات تعريف الارتباط وتخزين المتصفح التي يستخدمها ${shop}، ولماذا.`,
    '/VisaChange': (shop) => `معلومات عن تغيير وضع تأشيرتك في الإمارات برحلة يرتّبها ${shop}.`,
    '/gift-cards': (shop) => `بطاقات هدايا ${shop} بقيمة 50 إلى 5,000 درهم مع رسالتك، تصلك رمزًا وصالحة لمدة عام.`,
  } satisfies Record<TStaticPagePath, (shop: string) => string>,
};
