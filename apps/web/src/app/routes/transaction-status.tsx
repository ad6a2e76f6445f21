import { TransactionStatusPage } from '../../features/checkout/components/transaction-status-page';

export default function Route() {
  return <TransactionStatusPage />;
}
