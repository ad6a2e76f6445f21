import { PolicyPage } from '../../features/content/components/policy-page';
import { TERMS_OF_SERVICE } from '../../features/content/policies/terms-of-service';

export default function Route() {
  return <PolicyPage policy={TERMS_OF_SERVICE} />;
}
