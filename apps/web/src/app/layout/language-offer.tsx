import { X } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { isArabicOffered, pageInLanguage, rememberLanguage } from '../../lib/language';

/**
 * A first visit in English from a browser that prefers Arabic, with no choice stored: a small offer of the Arabic
 * pages, in Arabic, never a redirect (decision 101). Closing it keeps English and is remembered as the choice.
 */
export default function LanguageOffer() {
  const { pathname, search, hash } = useLocation();
  const [isShown, setIsShown] = useState(isArabicOffered);
  if (!isShown) return null;
  return (
    <aside lang="ar" dir="rtl" aria-label="اللغة" className="border-b border-brand-100 bg-brand-50 text-brand-900">
      <div className="container-page flex min-h-11 items-center gap-3 py-1 text-sm">
        <p className="flex-1">هذا المتجر متاح باللغة العربية.</p>
        <a
          href={pageInLanguage(pathname, search, hash, 'ar')}
          hrefLang="ar"
          onClick={() => rememberLanguage('ar')}
          className="inline-flex h-11 items-center rounded-full px-3 font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          تصفّح بالعربية
        </a>
        <button
          type="button"
          aria-label="إغلاق، ومتابعة التصفح بالإنجليزية"
          onClick={() => {
            rememberLanguage('en');
            setIsShown(false);
          }}
          className="grid size-11 place-items-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <X size={18} aria-hidden="true" />
        </button>
      </div>
    </aside>
  );
}
