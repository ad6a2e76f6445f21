// Allowlist sanitising of the HTML and URLs of product and blog content, applied on every write (decision 011).
import {
  HTML_ALLOWED_ATTRIBUTES,
  HTML_ALLOWED_TAGS,
  HTML_ALLOWED_URL_SCHEMES,
  HTML_LINK_REL,
} from '@rihla/shared/html-allowlist';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...HTML_ALLOWED_TAGS],
  allowedAttributes: { a: [...HTML_ALLOWED_ATTRIBUTES.a, 'rel'] },
  allowedSchemes: [...HTML_ALLOWED_URL_SCHEMES],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // NOTE: browsers read the content of these as raw text or as a separate document while htmlparser2 reads it
  // as markup; dropping the content whole leaves no room for a parser differential (mutation XSS).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'select',
    'xmp',
    'plaintext',
    'listing',
    'noscript',
    'noembed',
    'noframes',
    'iframe',
    'template',
    'title',
    'svg',
    'math',
  ],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: HTML_LINK_REL } }),
  },
};

/** The HTML with only the allowlisted tags, attributes and URL schemes; text is kept, escaped. Idempotent. */
export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html.replaceAll('\u0000', ''), OPTIONS);
}

/**
 * The row with U+0000 removed from every text value: PostgreSQL cannot store it in text, SQLite could, and
 * no content needs it (an HTML parser turns it into U+FFFD anyway).
 */
export function withoutNul<T extends object>(row: T): T {
  const entries = Object.entries(row).map(([key, value]) => [
    key,
    typeof value === 'string' ? value.replaceAll('\u0000', '') : value,
  ]);
  return Object.fromEntries(entries) as T;
}

/** Whether the text holds a space, a control character or a backslash, which browsers strip or reinterpret. */
function hasUrlNoise(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || char === '\\') return true;
  }
  return false;
}

/**
 * A picture, map or page URL that is safe in `src`: an absolute URL with one of the schemes or a same-site path
 * ('/media/...'). Anything else (javascript:, data:, protocol-relative '//host', "java\tscript:") becomes ''.
 */
export function safeUrl(url: string, schemes: readonly string[] = ['http:', 'https:']): string {
  const value = url.trim();
  if (value === '' || hasUrlNoise(value)) return '';
  if (value.startsWith('/')) return value.startsWith('//') ? '' : value;
  if (!URL.canParse(value)) return '';
  return schemes.includes(new URL(value).protocol) ? value : '';
}
