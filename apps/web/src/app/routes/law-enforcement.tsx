import { PolicyPage } from '../../features/content/components/policy-page';
import { LAW_ENFORCEMENT_RESOURCES } from '../../features/content/policies/law-enforcement';

export default function Route() {
  return <PolicyPage policy={LAW_ENFORCEMENT_RESOURCES} />;
}
