import { StaticPageTitle } from '../../components/ui/page-title';
import { FaqPage } from '../../features/content/components/faq-page';

export default function Route() {
  return (
    <>
      <StaticPageTitle path="/faq" />
      <FaqPage />
    </>
  );
}
