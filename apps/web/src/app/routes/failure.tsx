import { BookingFailurePage } from '../../features/checkout/components/booking-result-pages';

export default function Route() {
  return <BookingFailurePage />;
}
