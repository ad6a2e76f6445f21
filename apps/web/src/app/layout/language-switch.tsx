import { Languages } from 'lucide-react';
import { useLocation } from 'react-router';
import { currentLocale, t } from '../../lib/i18n';
import { pageInLanguage, rememberLanguage } from '../../lib/language';

/**
 * The header's language switch (decision 101): the same page in the other language, a full load (the other
 * language's catalogue comes with it), the choice remembered. Named in the language it leads to, as switches are;
 * on phones an icon with that name.
 */
export function LanguageSwitch() {
  const { pathname, search, hash } = useLocation();
  const other = currentLocale() === 'ar' ? 'en' : 'ar';
  return (
    <a
      href={pageInLanguage(pathname, search, hash, other)}
      hrefLang={other}
      lang={other}
      title={t('Language')}
      onClick={() => rememberLanguage(other)}
      className="inline-flex h-11 min-w-11 items-center justify-center rounded-full text-sm font-semibold whitespace-nowrap text-ink transition hover:bg-surface hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:px-3"
    >
      {/* Phones have room for an icon only: the name stays the link's (read aloud), shown from small screens up. */}
      <Languages size={20} aria-hidden="true" className="sm:hidden" />
      <span className="sr-only sm:not-sr-only">{other === 'ar' ? 'العربية' : 'English'}</span>
    </a>
  );
}
