import { Link } from 'react-router';
import { contentLanguage } from '../../lib/content-language';
import { t } from '../../lib/i18n';

export interface TCrumb {
  label: string;
  to?: string;
  /** The label is content (a product's or a post's title), marked with its language (lib/content-language.ts). */
  isContent?: boolean;
}

export function Breadcrumbs({ items }: { items: TCrumb[] }) {
  return (
    <nav aria-label={t('Breadcrumb')} className="text-sm text-muted">
      {/* On phones the links are 44 px targets (WCAG 2.5.5); negative margins keep the line where it was. */}
      <ol className="-m-3 flex min-w-0 items-center gap-1.5 overflow-hidden whitespace-nowrap px-3 lg:m-0 lg:px-0">
        {items.map((item, index) => (
          <li
            key={`${item.label}-${index}`}
            className={`flex min-w-0 items-center gap-1.5 ${index === items.length - 1 ? 'flex-1' : 'shrink-0'}`}
          >
            {index > 0 && <span aria-hidden="true">/</span>}
            {item.to && index < items.length - 1 ? (
              <Link
                to={item.to}
                title={item.label}
                className="-mx-2 block max-w-[10rem] truncate px-2 py-3 hover:text-brand-700 hover:underline sm:max-w-xs lg:mx-0 lg:px-0 lg:py-0"
              >
                {item.label}
              </Link>
            ) : (
              <span
                {...(item.isContent ? contentLanguage(item.label) : {})}
                aria-current={index === items.length - 1 ? 'page' : undefined}
                title={item.label}
                className="truncate font-medium text-ink"
              >
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
