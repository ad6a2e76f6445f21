import { useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { GatewayPage } from '../../features/checkout/components/gateway-page';
import { t } from '../../lib/i18n';

export default function Route() {
  const { transactionID = '', actionURL = '' } = useParams();
  return (
    <>
      <PageTitle name={t('Secure payment')} />
      <GatewayPage transactionId={transactionID} actionUrl={actionURL} />
    </>
  );
}
