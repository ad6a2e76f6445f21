import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { t } from '../../../lib/i18n';
import { useRedirectHomeOnFailure } from '../../../lib/use-required-data';
import { useBlogList } from '../api/list-blog';
import { BlogCard } from './blog-card';

function CardSkeleton() {
  return (
    <li aria-hidden="true" className="overflow-hidden rounded-2xl border border-line bg-white">
      <div className="aspect-[3/2] animate-pulse bg-line/60" />
      <div className="space-y-3 p-6">
        <div className="h-3 w-1/3 animate-pulse rounded bg-line" />
        <div className="h-5 w-4/5 animate-pulse rounded bg-line" />
        <div className="h-3 w-full animate-pulse rounded bg-line" />
        <div className="h-3 w-2/3 animate-pulse rounded bg-line" />
      </div>
    </li>
  );
}

export function BlogListPage() {
  const query = useBlogList();
  // A failed list shows the server's message and goes home (SPEC section 8); nothing of it is kept on screen.
  useRedirectHomeOnFailure(query);
  const posts = query.isError ? [] : (query.data ?? []);
  const [featured, ...rest] = posts;

  return (
    <>
      <header className="border-b border-line bg-white">
        <div className="container-page py-8 sm:py-12">
          <Breadcrumbs items={[{ label: t('Home'), to: '/' }, { label: t('Blog') }]} />
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{t('Travel stories')}</h1>
          <p className="mt-3 max-w-[60ch] text-base leading-7 text-muted sm:text-lg">
            {t('Guides, local tips and ideas for your next day out or holiday in the UAE and beyond.')}
          </p>
        </div>
      </header>
      <div className="container-page py-8 sm:py-12" aria-busy={query.isPending}>
        {query.isPending && (
          <>
            <p className="sr-only" role="status">
              {t('Loading articles')}
            </p>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              <CardSkeleton />
              <CardSkeleton />
              <CardSkeleton />
            </ul>
          </>
        )}
        {query.isSuccess && posts.length === 0 && (
          <p className="rounded-2xl border border-dashed border-line bg-white p-10 text-center text-muted">
            {t('No articles yet. Please come back soon.')}
          </p>
        )}
        {featured && (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <li className="sm:col-span-2 lg:col-span-3">
              <BlogCard post={featured} isFeatured />
            </li>
            {rest.map((post) => (
              <li key={post._id}>
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
