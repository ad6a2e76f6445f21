import { StaticPageTitle } from '../../components/ui/page-title';
import { PolicyPage } from '../../features/content/components/policy-page';
import { INTELLECTUAL_PROPERTY_POLICY } from '../../features/content/policies/intellectual-property';

export default function Route() {
  return (
    <>
      <StaticPageTitle path="/IntellectualPropertyPolicy" />
      <PolicyPage policy={INTELLECTUAL_PROPERTY_POLICY} />
    </>
  );
}
