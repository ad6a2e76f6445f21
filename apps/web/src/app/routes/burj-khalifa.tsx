import { StaticPageTitle } from '../../components/ui/page-title';
import { SampleAttractionPage } from '../../features/booking/components/sample-attraction-page';

export default function Route() {
  return (
    <>
      <StaticPageTitle path="/BurjKhalifa" />
      <SampleAttractionPage />
    </>
  );
}
