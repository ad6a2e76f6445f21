import { StaticPageTitle } from '../../components/ui/page-title';
import { PolicyPage } from '../../features/content/components/policy-page';
import { PRIVACY_POLICY } from '../../features/content/policies/privacy-policy';

export default function Route() {
  return (
    <>
      <StaticPageTitle path="/PrivacyPolicy" />
      <PolicyPage policy={PRIVACY_POLICY} />
    </>
  );
}
