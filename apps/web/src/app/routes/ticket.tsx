import { useParams } from 'react-router';
import { TicketPage } from '../../features/booking/components/ticket-page';
import { useProductDetail } from '../../features/product/api/view-detail';

export default function Route() {
  const { type = '', id = '' } = useParams();
  const detail = useProductDetail(type, id);
  return <TicketPage key={`${type}/${id}`} module={type} planId={id} product={detail.data} />;
}
