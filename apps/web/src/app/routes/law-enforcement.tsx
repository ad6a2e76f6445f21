import { StaticPageTitle } from '../../components/ui/page-title';
import { PolicyPage } from '../../features/content/components/policy-page';

export default function Route() {
  return (
    <>
      <StaticPageTitle path="/LawEnforcementResources" />
      <PolicyPage page="law-enforcement" />
    </>
  );
}
