import { PageTitle } from '../../components/ui/page-title';
import { WishlistPage } from '../../features/wishlist/components/wishlist-page';
import { t } from '../../lib/i18n';

export default function Route() {
  return (
    <>
      <PageTitle name={t('Wishlist')} />
      <WishlistPage />
    </>
  );
}
