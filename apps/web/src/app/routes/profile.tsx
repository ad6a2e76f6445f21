import { PageTitle } from '../../components/ui/page-title';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { t } from '../../lib/i18n';

export default function Route() {
  return (
    <>
      <PageTitle name={t('Personal Information')} />
      <ProfilePage />
    </>
  );
}
