import { StaticPageTitle } from '../../components/ui/page-title';
import { PolicyPage } from '../../features/content/components/policy-page';
import { LAW_ENFORCEMENT_RESOURCES } from '../../features/content/policies/law-enforcement';

export default function Route() {
  return (
    <>
      <StaticPageTitle path="/LawEnforcementResources" />
      <PolicyPage policy={LAW_ENFORCEMENT_RESOURCES} />
    </>
  );
}
