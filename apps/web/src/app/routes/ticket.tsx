import { useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { TicketPage } from '../../features/booking/components/ticket-page';
import { useProductDetail } from '../../features/product/api/view-detail';
import { t } from '../../lib/i18n';

export default function Route() {
  const { type = '', id = '' } = useParams();
  const detail = useProductDetail(type, id);
  const title = detail.data?.title;
  return (
    <>
      {title && <PageTitle name={t('Tickets: {title}', { title })} />}
      <TicketPage key={`${type}/${id}`} module={type} planId={id} product={detail.data} />
    </>
  );
}
