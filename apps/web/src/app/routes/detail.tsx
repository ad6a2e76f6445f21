import { useParams } from 'react-router';
import { BookingPanel } from '../../features/booking/components/booking-panel';
import { DetailPage } from '../../features/product/components/detail-page';

export default function Route() {
  const { type = '', id = '' } = useParams();
  return (
    <DetailPage
      key={`${type}/${id}`}
      module={type}
      planId={id}
      renderBooking={(product, options) => <BookingPanel product={product} priceNote={options.priceNote} />}
    />
  );
}
