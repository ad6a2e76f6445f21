import { PageTitle } from '../../components/ui/page-title';
import { RedeemGiftCardBox } from '../../features/gift-cards/components/redeem-gift-card-box';
import { WalletPage } from '../../features/wallet/components/wallet-page';
import { t } from '../../lib/i18n';

export default function Route() {
  return (
    <>
      <PageTitle name={t('Wallet and Points')} />
      <WalletPage redeemBox={<RedeemGiftCardBox />} />
    </>
  );
}
