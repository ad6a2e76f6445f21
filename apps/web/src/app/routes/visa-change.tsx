import { VisaChangePage } from '../../features/content/components/visa-change-page';

export default function Route() {
  return <VisaChangePage />;
}
