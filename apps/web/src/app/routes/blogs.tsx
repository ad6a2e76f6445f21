import { StaticPageTitle } from '../../components/ui/page-title';
import { BlogListPage } from '../../features/blog/components/blog-list-page';

export default function Route() {
  return (
    <>
      <StaticPageTitle path="/blogs" />
      <BlogListPage />
    </>
  );
}
