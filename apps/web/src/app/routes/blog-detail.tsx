import { t } from '../../lib/i18n';

export default function Route() {
  return <section className="container-page py-16">{t('Coming soon')}</section>;
}
