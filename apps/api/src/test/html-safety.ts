// Reads HTML as a browser does (parse5 follows the WHATWG parsing algorithm, as Chromium does) and lists what
// could run script, load something or restyle the page. Used to check stored product and blog HTML.
import {
  HTML_ALLOWED_ATTRIBUTES,
  HTML_ALLOWED_TAGS,
  HTML_ALLOWED_URL_SCHEMES,
  HTML_LINK_REL,
} from '@rihla/shared/html-allowlist';
import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';

type TNode = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['documentFragment'];
type TElement = DefaultTreeAdapterMap['element'];

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** Elements that must never appear, named so that a failure says what got through. */
const FORBIDDEN_TAGS = new Set([
  'script',
  'svg',
  'math',
  'iframe',
  'frame',
  'object',
  'embed',
  'base',
  'meta',
  'link',
  'form',
  'style',
  'img',
  'template',
  'noscript',
]);

function isElement(node: TNode): node is TElement {
  return 'tagName' in node;
}

/** The scheme a browser would see: it drops ASCII whitespace and control characters before parsing a URL. */
function schemeOf(url: string): string | null {
  const squeezed = Array.from(url)
    .filter((char) => char.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();
  const match = /^([a-z][a-z0-9+.-]*):/.exec(squeezed);
  if (match?.[1]) return match[1];
  return squeezed.startsWith('//') || squeezed.startsWith('\\\\') ? '//' : null;
}

function elementProblems(element: TElement): string[] {
  const problems: string[] = [];
  const tag = element.tagName;
  if (element.namespaceURI !== HTML_NAMESPACE) problems.push(`<${tag}> in the ${element.namespaceURI} namespace`);
  if (FORBIDDEN_TAGS.has(tag)) problems.push(`forbidden element <${tag}>`);
  else if (!(HTML_ALLOWED_TAGS as readonly string[]).includes(tag)) problems.push(`element <${tag}> not allowlisted`);
  const allowedAttributes: readonly string[] = tag === 'a' ? [...HTML_ALLOWED_ATTRIBUTES.a, 'rel'] : [];
  for (const { name, value } of element.attrs) {
    if (name.startsWith('on')) problems.push(`event handler ${name} on <${tag}>`);
    else if (name === 'style') problems.push(`style attribute on <${tag}>`);
    else if (!allowedAttributes.includes(name)) problems.push(`attribute ${name} on <${tag}> not allowlisted`);
    if (name === 'href') {
      const scheme = schemeOf(value);
      if (scheme !== null && !(HTML_ALLOWED_URL_SCHEMES as readonly string[]).includes(scheme)) {
        problems.push(`link to a ${scheme} URL: ${value}`);
      }
    }
  }
  if (tag === 'a' && element.attrs.find((attr) => attr.name === 'rel')?.value !== HTML_LINK_REL) {
    problems.push(`<a> without rel="${HTML_LINK_REL}"`);
  }
  return problems;
}

/** Every problem of an HTML fragment (as innerHTML would parse it), or [] when it is safe. */
export function findHtmlProblems(html: string): string[] {
  const problems: string[] = [];
  if (/<\s*\/?\s*script/i.test(html)) problems.push('the text "<script" in the markup');
  const visit = (node: TNode) => {
    if (isElement(node)) {
      problems.push(...elementProblems(node));
      // A <template>'s children live in its content fragment.
      if ('content' in node) visit(node.content as TNode);
    }
    if ('childNodes' in node) for (const child of node.childNodes) visit(child);
  };
  visit(parseFragment(html));
  return problems;
}
