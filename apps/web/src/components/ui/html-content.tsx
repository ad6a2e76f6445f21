import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const ALLOWED_TAGS = ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'h3', 'h4', 'h5', 'a', 'span', 'div'];

/** Renders HTML from the catalogue or the blog after an allowlist sanitiser: no script or handler survives. */
export function HtmlContent({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'title'], ALLOW_DATA_ATTR: false }),
    [html],
  );
  // NOTE: sanitised with DOMPurify's allowlist just above.
  return (
    <div className={`prose-html text-[15px] text-ink/90 ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}

const BLOCK_END = /<\/(?:p|div|h[1-6]|li|ul|ol|blockquote)>|<br\s*\/?>/gi;

/** Plain text of an HTML fragment, for excerpts; block ends become spaces so blocks do not run together. */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(DOMPurify.sanitize(html.replace(BLOCK_END, '$& ')), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
