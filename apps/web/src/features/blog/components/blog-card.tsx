import type { TCallData } from '@rihla/shared/api-calls';
import { ArrowRight, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { htmlToText } from '../../../components/ui/html-content';
import { contentLanguage } from '../../../lib/content-language';
import { formatTimestamp } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { excerpt, readingMinutes } from '../blog-text';

export type TBlogPost = TCallData<'users/listBlog'>[number];

export function blogPath(id: string): string {
  return `/blogsdetails/${encodeURIComponent(id)}`;
}

/** A blog post in the list. The featured card (the newest post) is wider and its image loads eagerly. */
export function BlogCard({ post, isFeatured = false }: { post: TBlogPost; isFeatured?: boolean }) {
  const text = htmlToText(post.content);
  const path = blogPath(post._id);
  return (
    <article
      className={`group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition hover:shadow-md ${
        isFeatured ? 'md:flex-row' : ''
      }`}
    >
      <div className={`overflow-hidden bg-brand-50 ${isFeatured ? 'md:w-1/2 md:shrink-0' : ''}`}>
        <img
          src={post.image}
          width={1200}
          height={800}
          alt=""
          loading={isFeatured ? 'eager' : 'lazy'}
          decoding="async"
          className={`aspect-[3/2] w-full object-cover transition duration-500 group-hover:scale-[1.03] ${
            isFeatured ? 'md:aspect-auto md:h-full' : ''
          }`}
        />
      </div>
      <div className={`flex flex-1 flex-col p-5 sm:p-6 ${isFeatured ? 'md:justify-center md:p-10' : ''}`}>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-medium text-muted">
          <time dateTime={post.createdAt}>{formatTimestamp(post.createdAt)}</time>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {t('{minutes} min read', { minutes: readingMinutes(text) })}
          </span>
        </p>
        <h2
          {...contentLanguage(post.title)}
          className={`mt-2 font-bold leading-snug text-ink ${isFeatured ? 'text-xl sm:text-2xl md:text-3xl' : 'text-lg'}`}
        >
          <Link
            to={path}
            className="hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            {post.title}
          </Link>
        </h2>
        <p
          {...contentLanguage(text)}
          className={`mt-2 text-[15px] leading-6 text-muted ${isFeatured ? 'md:text-base md:leading-7' : ''}`}
        >
          {excerpt(text)}
        </p>
        <div className="mt-auto pt-5">
          <Link
            to={path}
            className="-my-3 inline-flex items-center gap-1.5 rounded-lg py-3 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            {t('Read More')}
            <span className="sr-only">
              : <span {...contentLanguage(post.title)}>{post.title}</span>
            </span>
            <ArrowRight
              aria-hidden="true"
              className="size-4 transition group-hover:translate-x-0.5 rtl:rotate-180 rtl:group-hover:-translate-x-0.5"
            />
          </Link>
        </div>
      </div>
    </article>
  );
}
