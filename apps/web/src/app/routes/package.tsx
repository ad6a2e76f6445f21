import { useParams } from 'react-router';
import { BookingPanel } from '../../features/booking/components/booking-panel';
import { PackagePage } from '../../features/product/components/package-page';

export default function Route() {
  const { type = '', id = '' } = useParams();
  return (
    <PackagePage
      key={`${type}/${id}`}
      module={type}
      planId={id}
      renderBooking={(product, options) => <BookingPanel product={product} priceNote={options.priceNote} />}
    />
  );
}
