import { ArrowLeft, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { HtmlContent, htmlToText } from '../../../components/ui/html-content';
import { BlogPostTitle } from '../../../components/ui/page-title';
import { contentLanguage } from '../../../lib/content-language';
import { formatTimestamp } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useRedirectHomeOnFailure } from '../../../lib/use-required-data';
import { useBlog } from '../api/view-blog';
import { readingMinutes } from '../blog-text';

function DetailSkeleton() {
  return (
    <div aria-hidden="true" className="mx-auto max-w-3xl space-y-4">
      <div className="h-4 w-40 animate-pulse rounded bg-line" />
      <div className="h-9 w-4/5 animate-pulse rounded bg-line" />
      <div className="aspect-[3/2] animate-pulse rounded-2xl bg-line/60" />
      <div className="h-4 w-full animate-pulse rounded bg-line" />
      <div className="h-4 w-11/12 animate-pulse rounded bg-line" />
    </div>
  );
}

export function BlogDetailPage({ id }: { id: string }) {
  const query = useBlog(id);
  // A failed article shows the server's message and goes home (SPEC section 8); nothing of it is kept on screen.
  useRedirectHomeOnFailure(query);
  const post = query.isError ? undefined : query.data;

  if (!post) {
    return (
      <div className="container-page py-10 sm:py-14" aria-busy={query.isPending}>
        {query.isPending && (
          <>
            <p className="sr-only" role="status">
              {t('Loading article')}
            </p>
            <DetailSkeleton />
          </>
        )}
      </div>
    );
  }

  return (
    <>
      <BlogPostTitle title={post.title} blogOf={(shop) => t('{shop} blog', { shop })} />
      <article className="container-page py-8 sm:py-12">
        <div className="mx-auto max-w-3xl">
          <Breadcrumbs
            items={[
              { label: t('Home'), to: '/' },
              { label: t('Blog'), to: '/blogs' },
              { label: post.title, isContent: true },
            ]}
          />
          <h1
            {...contentLanguage(post.title)}
            className="mt-5 text-3xl font-extrabold leading-tight tracking-tight text-ink sm:text-4xl lg:text-5xl"
          >
            {post.title}
          </h1>
          <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <span>
              {t('Published')} <time dateTime={post.createdAt}>{formatTimestamp(post.createdAt)}</time>
            </span>
            <span aria-hidden="true">·</span>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              {t('{minutes} min read', { minutes: readingMinutes(htmlToText(post.content)) })}
            </span>
          </p>
        </div>
        <div className="mx-auto mt-8 max-w-5xl">
          <img
            src={post.image}
            width={1200}
            height={800}
            alt=""
            fetchPriority="high"
            className="aspect-[3/2] w-full rounded-2xl object-cover sm:aspect-[2/1] sm:rounded-3xl"
          />
        </div>
        <div className="mx-auto mt-8 max-w-3xl sm:mt-10">
          <HtmlContent
            {...contentLanguage(htmlToText(post.content))}
            html={post.content}
            className="max-w-[70ch] text-base! leading-7 sm:text-[17px]! sm:leading-8 [&_h4]:mt-8 [&_h4]:text-xl [&_h4]:font-bold [&_p]:my-4 [&_p]:leading-7 sm:[&_p]:leading-8"
          />
          <div className="mt-12 border-t border-line pt-6">
            <Link to="/blogs" className="btn-secondary">
              <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
              {t('All travel stories')}
            </Link>
          </div>
        </div>
      </article>
    </>
  );
}
