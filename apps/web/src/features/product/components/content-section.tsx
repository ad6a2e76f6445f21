import type { ReactNode } from 'react';
import { HtmlContent, htmlToText } from '../../../components/ui/html-content';
import { contentLanguage } from '../../../lib/content-language';

/** Lists of what is and is not included get ticks and crosses instead of bullets. */
export const LIST_STYLES = {
  plain: '',
  included:
    "[&_ul]:list-none [&_ul]:ps-0 [&_li]:relative [&_li]:ps-7 [&_li]:before:absolute [&_li]:before:start-0 [&_li]:before:top-0 [&_li]:before:font-bold [&_li]:before:text-brand-600 [&_li]:before:content-['✓']",
  excluded:
    "[&_ul]:list-none [&_ul]:ps-0 [&_li]:relative [&_li]:ps-7 [&_li]:before:absolute [&_li]:before:start-0.5 [&_li]:before:top-0 [&_li]:before:font-bold [&_li]:before:text-danger [&_li]:before:content-['✕']",
} as const;

/** A titled section of a product page; HTML from the catalogue always goes through the sanitiser. */
export function ContentSection({
  title,
  html,
  listStyle = 'plain',
  children,
}: {
  title: string;
  html?: string;
  listStyle?: keyof typeof LIST_STYLES;
  children?: ReactNode;
}) {
  if (!children && !html?.trim()) return null;
  return (
    <section className="border-t border-line pt-7">
      <h2 className="mb-3 text-xl font-bold tracking-tight text-ink">{title}</h2>
      {html?.trim() && (
        <HtmlContent html={html} className={LIST_STYLES[listStyle]} {...contentLanguage(htmlToText(html))} />
      )}
      {children}
    </section>
  );
}
