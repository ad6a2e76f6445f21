import { BookingSuccessPage } from '../../features/checkout/components/booking-result-pages';

export default function Route() {
  return <BookingSuccessPage />;
}
