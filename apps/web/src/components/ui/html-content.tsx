import {
  HTML_ALLOWED_ATTRIBUTES,
  HTML_ALLOWED_TAGS,
  HTML_ALLOWED_URL_SCHEMES,
  HTML_LINK_REL,
} from '@rihla/shared/html-allowlist';
import DOMPurify, { type Config } from 'dompurify';
import { useMemo } from 'react';

// The second layer of decision 011: the API stored this HTML through the same allowlist, and the browser
// sanitises it again, so content that reached the database some other way still cannot run script.
const PURIFY_CONFIG: Config = {
  ALLOWED_TAGS: [...HTML_ALLOWED_TAGS],
  ALLOWED_ATTR: [...HTML_ALLOWED_ATTRIBUTES.a],
  // The allowed schemes, or a URL without one (relative); the shape of DOMPurify's own default expression.
  ALLOWED_URI_REGEXP: new RegExp(
    `^(?:(?:${HTML_ALLOWED_URL_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`,
    'i',
  ),
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

// As on the API: only links keep attributes (href and title); every link gets the same rel.
DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
  if (node.tagName !== 'A') data.keepAttr = false;
});
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') node.setAttribute('rel', HTML_LINK_REL);
});

/** Renders HTML from the catalogue or the blog after an allowlist sanitiser: no script or handler survives. */
export function HtmlContent({
  html,
  className = '',
  lang,
  dir,
}: {
  html: string;
  className?: string;
  /** The content's language and direction when it may differ from the page's (lib/content-language.ts). */
  lang?: string;
  dir?: 'auto' | 'ltr' | 'rtl';
}) {
  const clean = useMemo(() => DOMPurify.sanitize(html, PURIFY_CONFIG), [html]);
  // NOTE: sanitised with DOMPurify's allowlist just above.
  return (
    <div
      lang={lang}
      dir={dir}
      className={`prose-html text-[15px] text-ink/90 ${className}`}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

const BLOCK_END = /<\/(?:p|div|h[1-6]|li|ul|ol|blockquote)>|<br\s*\/?>/gi;

/** Plain text of an HTML fragment, for excerpts; block ends become spaces so blocks do not run together. */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(DOMPurify.sanitize(html.replace(BLOCK_END, '$& ')), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
