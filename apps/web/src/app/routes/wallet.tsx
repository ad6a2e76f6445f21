import { PageTitle } from '../../components/ui/page-title';
import { WalletPage } from '../../features/wallet/components/wallet-page';
import { t } from '../../lib/i18n';

export default function Route() {
  return (
    <>
      <PageTitle name={t('Wallet and Points')} />
      <WalletPage />
    </>
  );
}
