import { PageTitle } from '../../components/ui/page-title';
import { TravellersPage } from '../../features/passengers/components/travellers-page';
import { t } from '../../lib/i18n';

export default function Route() {
  return (
    <>
      <PageTitle name={t('Who is travelling')} />
      <TravellersPage />
    </>
  );
}
