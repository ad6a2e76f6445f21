import { useLocation } from 'react-router';
import { currentLocale, t } from '../../lib/i18n';
import { pageInLanguage, rememberLanguage } from '../../lib/language';

/**
 * The header's language switch (decision 101): the same page in the other language, a full load (the other
 * language's catalogue comes with it), the choice remembered. Named in the language it leads to, as switches are.
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
      className="inline-flex h-11 min-w-11 items-center justify-center rounded-full px-2 text-sm font-semibold whitespace-nowrap text-ink transition hover:bg-surface hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:px-3 lg:h-10"
    >
      {other === 'ar' ? 'العربية' : 'English'}
    </a>
  );
}
