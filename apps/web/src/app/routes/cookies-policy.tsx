import { StaticPageTitle } from '../../components/ui/page-title';
import { PolicyPage } from '../../features/content/components/policy-page';
import { COOKIES_POLICY } from '../../features/content/policies/cookies-policy';

export default function Route() {
  return (
    <>
      <StaticPageTitle path="/CookiesPolicy" />
      <PolicyPage policy={COOKIES_POLICY} />
    </>
  );
}
