import { StaticPageTitle } from '../../components/ui/page-title';
import { AboutPage } from '../../features/content/components/about-page';

export default function Route() {
  return (
    <>
      <StaticPageTitle path="/about" />
      <AboutPage />
    </>
  );
}
