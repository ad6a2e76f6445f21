// The HTML that product and blog content may hold (decision 011). The API sanitises with it when content is
// stored (sanitize-html) and the web app again when it renders (DOMPurify): anything not listed is dropped.

/** Text-level and block elements of simple rich text; no media, forms, frames, SVG, MathML or styling. */
export const HTML_ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'h5',
  'blockquote',
  'a',
  'span',
  'div',
] as const;

/** Attributes allowed on any of the tags above: only links carry any, and none can hold script or style. */
export const HTML_ALLOWED_ATTRIBUTES = { a: ['href', 'title'] } as const;

/** URL schemes a link may use; relative links (same site) are allowed too, protocol-relative ones are not. */
export const HTML_ALLOWED_URL_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Every link of stored or rendered content gets this rel: no window.opener, no Referer to other sites. */
export const HTML_LINK_REL = 'noopener noreferrer';
