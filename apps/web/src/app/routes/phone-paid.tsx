import { PageTitle } from '../../components/ui/page-title';
import { PhonePaidPage } from '../../features/checkout/components/phone-paid-page';
import { t } from '../../lib/i18n';

export default function Route() {
  return (
    <>
      <PageTitle name={t('Your booking')} />
      <PhonePaidPage />
    </>
  );
}
