import { StaticPageTitle } from '../../components/ui/page-title';
import { VisaChangePage } from '../../features/content/components/visa-change-page';

export default function Route() {
  return (
    <>
      <StaticPageTitle path="/VisaChange" />
      <VisaChangePage />
    </>
  );
}
