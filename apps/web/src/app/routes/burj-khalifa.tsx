import { SampleAttractionPage } from '../../features/booking/components/sample-attraction-page';

export default function Route() {
  return <SampleAttractionPage />;
}
