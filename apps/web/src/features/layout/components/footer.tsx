import { t } from '../../../lib/i18n';

export function Footer() {
  return <footer className="border-t border-line bg-white py-8 text-center text-sm text-muted">{t('Rihla')}</footer>;
}
