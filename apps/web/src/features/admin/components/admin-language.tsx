import type { TLanguage } from '@rihla/shared/rules/languages';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { currentLocale, INTL_LOCALES, setLocale } from '../../../lib/i18n';
import { useOperatorMe } from '../api/operator-calls';

/**
 * The browser-storage key of the back office's last language on this device (decision 104), so that the sign-in
 * page of an operator who chose Arabic is Arabic too. Not the storefront's `rihla.language`: a shopper's choice and
 * an operator's are apart.
 */
const ADMIN_LANGUAGE_KEY = 'rihla.adminLanguage';

function storedLanguage(): TLanguage {
  try {
    return localStorage.getItem(ADMIN_LANGUAGE_KEY) === 'ar' ? 'ar' : 'en';
  } catch {
    return 'en';
  }
}

function storeLanguage(language: TLanguage): void {
  try {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, language);
  } catch {
    // Private mode or a full quota: the operator's own choice still comes with their session.
  }
}

/** Switches t(), the Intl formats and `<html lang dir>` to a language, loading the back office's Arabic first. */
async function switchTo(language: TLanguage): Promise<void> {
  if (language === 'en') {
    setLocale('en');
    return;
  }
  const { adminArabicTranslator } = await import('../../../locales/admin-ar');
  setLocale('ar', await adminArabicTranslator(INTL_LOCALES.ar.number));
}

/**
 * The back office in its operator's language (issue 37, decision 104): the signed-in operator's own choice (answered
 * with `operator/me`), or before sign-in the last one made on this device. Right to left in Arabic: `<html dir>` turns
 * the frame (the sidebar goes to the right) and every logical margin and padding. Switching re-renders every screen
 * at once; leaving the back office gives the storefront back its English.
 */
export function AdminLanguageRoot() {
  useLocation(); // A sign-in or sign-out moves to another page: the operator's language is read again then.
  const me = useOperatorMe();
  const wanted: TLanguage = me.data?.language ?? storedLanguage();
  const [shown, setShown] = useState<TLanguage | null>(null);
  useEffect(() => {
    if (me.data) storeLanguage(me.data.language);
  }, [me.data]);
  useEffect(() => {
    // currentLocale(): a development build's second mount follows the first one's clean-up, which set English.
    if (shown === wanted && currentLocale() === wanted) return;
    let isCurrent = true;
    void switchTo(wanted).then(() => {
      if (isCurrent) setShown(wanted);
    });
    return () => {
      isCurrent = false;
    };
  }, [wanted, shown]);
  useEffect(() => () => setLocale('en'), []);
  if (shown === null) {
    return (
      <div className="grid min-h-screen place-items-center" aria-busy="true">
        <Spinner />
      </div>
    );
  }
  return (
    <div key={shown} className="contents">
      <Outlet />
    </div>
  );
}
