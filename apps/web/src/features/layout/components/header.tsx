import { Link } from 'react-router';
import { t } from '../../../lib/i18n';

export function Header() {
  return (
    <header className="border-b border-line bg-white">
      <div className="container-page flex h-16 items-center">
        <Link to="/" className="text-xl font-extrabold text-brand-700">
          {t('Rihla')}
        </Link>
      </div>
    </header>
  );
}
