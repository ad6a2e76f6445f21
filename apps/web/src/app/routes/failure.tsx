import { PageTitle } from '../../components/ui/page-title';
import { BookingFailurePage } from '../../features/checkout/components/booking-result-pages';
import { t } from '../../lib/i18n';

export default function Route() {
  return (
    <>
      <PageTitle name={t('Payment failed')} />
      <BookingFailurePage />
    </>
  );
}
