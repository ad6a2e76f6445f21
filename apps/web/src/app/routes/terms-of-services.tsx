import { StaticPageTitle } from '../../components/ui/page-title';
import { PolicyPage } from '../../features/content/components/policy-page';

export default function Route() {
  return (
    <>
      <StaticPageTitle path="/TermsofServices" />
      <PolicyPage page="terms-of-service" />
    </>
  );
}
