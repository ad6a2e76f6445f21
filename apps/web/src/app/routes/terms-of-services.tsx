import { StaticPageTitle } from '../../components/ui/page-title';
import { PolicyPage } from '../../features/content/components/policy-page';
import { TERMS_OF_SERVICE } from '../../features/content/policies/terms-of-service';

export default function Route() {
  return (
    <>
      <StaticPageTitle path="/TermsofServices" />
      <PolicyPage policy={TERMS_OF_SERVICE} />
    </>
  );
}
