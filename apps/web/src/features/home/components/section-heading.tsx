import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '../../../lib/i18n';

/** A section title with an optional line under it and a 'view more' link to the filter page. */
export function SectionHeading({
  id,
  title,
  subtitle,
  viewMoreTo,
  level = 2,
}: {
  id: string;
  title: string;
  subtitle?: string;
  viewMoreTo?: string;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="mb-5 flex items-end justify-between gap-4 sm:mb-6">
      <div className="min-w-0">
        <Heading
          id={id}
          className={`font-extrabold tracking-tight text-ink ${level === 2 ? 'text-2xl sm:text-[28px]' : 'text-xl sm:text-2xl'}`}
        >
          {title}
        </Heading>
        {subtitle && <p className="mt-1 text-sm text-muted sm:text-base">{subtitle}</p>}
      </div>
      {viewMoreTo && (
        <Link
          to={viewMoreTo}
          aria-describedby={id}
          className="group -my-2.5 inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full px-1 py-1 text-xs font-bold uppercase tracking-wider text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:text-sm"
        >
          {t('view more')}
          <ArrowRight size={16} aria-hidden="true" className="transition group-hover:translate-x-0.5 rtl:rotate-180" />
        </Link>
      )}
    </div>
  );
}
