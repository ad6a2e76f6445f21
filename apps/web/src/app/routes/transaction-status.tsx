import { PageTitle } from '../../components/ui/page-title';
import { TransactionStatusPage } from '../../features/checkout/components/transaction-status-page';
import { t } from '../../lib/i18n';

export default function Route() {
  return (
    <>
      <PageTitle name={t('Payment status')} />
      <TransactionStatusPage />
    </>
  );
}
