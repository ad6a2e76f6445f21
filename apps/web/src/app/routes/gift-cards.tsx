import { StaticPageTitle } from '../../components/ui/page-title';
import { GiftCardsPage } from '../../features/gift-cards/components/gift-cards-page';

export default function Route() {
  return (
    <>
      <StaticPageTitle path="/gift-cards" />
      <GiftCardsPage />
    </>
  );
}
