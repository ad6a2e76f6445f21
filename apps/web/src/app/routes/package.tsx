import { useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { BookingPanel } from '../../features/booking/components/booking-panel';
import { useProductDetail } from '../../features/product/api/view-detail';
import { PackagePage } from '../../features/product/components/package-page';

// The back office's product preview shows this page from this same chunk (decision 037).
export { PackagePage };

export default function Route() {
  const { type = '', id = '' } = useParams();
  const title = useProductDetail(type, id).data?.title;
  return (
    <>
      {title && <PageTitle name={title} />}
      <PackagePage
        key={`${type}/${id}`}
        module={type}
        planId={id}
        renderBooking={(product, options) => <BookingPanel product={product} priceNote={options.priceNote} />}
      />
    </>
  );
}
