import { useParams } from 'react-router';
import { GatewayPage } from '../../features/checkout/components/gateway-page';

export default function Route() {
  const { transactionID = '', actionURL = '' } = useParams();
  return <GatewayPage transactionId={transactionID} actionUrl={actionURL} />;
}
