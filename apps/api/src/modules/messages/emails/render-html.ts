import { plainTextSelectors } from '@react-email/render';
import { compile } from 'html-to-text';
import { createElement, type ReactElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';

const XHTML_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** React Email's test of a `<link>` tag it removes: an image's preload, which React adds for each `<img>`. */
const ATTRIBUTE = /([a-z][a-z0-9-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/gi;
function isImagePreload(tag: string): boolean {
  const attributes: Record<string, string> = {};
  for (const [, name = '', double, single, bare] of tag.replace(/^<[a-z][a-z0-9-]*/i, '').matchAll(ATTRIBUTE)) {
    attributes[name.toLowerCase()] = double ?? single ?? bare ?? '';
  }
  return attributes.rel === 'preload' && attributes.as === 'image';
}

/**
 * An email's HTML, the text React Email's `render(element)` makes (decision 134) but for React's stream markers, at a
 * fraction of its CPU. `render` pipes React's web stream (renderToReadableStream) through a WritableStream and a
 * TextDecoder, whose promises, abort signals and DOMExceptions cost more than rendering a small email. Here React's
 * renderToString makes the same markup in one synchronous call, without the comments `<!--html-->`, `<!--head-->`
 * and `<!--body-->` that only React's streams write (they mark where a streamed document's html, head and body
 * began; a mail program shows no comment).
 *
 * NOTE: renderToString, not React's Node stream (decision 138): the stream runs each render inside an
 * AsyncLocalStorage, which on Node 20 and 22 turns on async hooks for every promise the messages worker makes after
 * its first email (its queries, its PDFs): about a fifth of the worker's CPU. renderToString keeps none.
 *
 * The rest is render's own: the element inside a Suspense boundary, image preloads removed, the XHTML doctype in
 * front. A test renders every email both ways in English and Arabic.
 */
export async function renderEmailHtml(element: ReactElement): Promise<string> {
  const html = renderToString(createElement(Suspense, null, element));
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) {
    // A part of the email threw: within the boundary React leaves it to a browser to draw again, where `render`
    // rejects with the error. Drawn again outside a boundary, it throws that error here too.
    renderToString(element);
    throw new Error('the email could not be drawn');
  }
  const kept = html.replace(/<link\b[^>]*\/?>/gi, (tag) => (isImagePreload(tag) ? '' : tag));
  return `${XHTML_DOCTYPE}${kept.replace(/<!DOCTYPE.*?>/, '')}`;
}

/** How React's server renderer marks a Suspense boundary whose content threw (left to the client to render). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

// NOTE: React Email's `render(element, { plainText: true })` renders the element a second time and builds the
// html-to-text converter from its options on every call (most of a text's cost); the same converter, with React
// Email's own rules, is built once here and turns the HTML already rendered into the plain-text part.
const toPlainText = compile({ wordwrap: false, selectors: plainTextSelectors });

/**
 * React Email's preview line (its Preview component): a hidden block of the preview's text and the blank characters
 * that pad it, which its plain-text rules skip (data-skip-in-text). Matched as Preview writes it.
 */
export const PREVIEW_BLOCK = /<div[^>]*data-skip-in-text="true"[^>]*>[^<]*<div>[^<]*<\/div><\/div>/;

/** An element's inline style as React writes it (a `"` inside is written `&quot;`): no rule of the text reads one. */
const STYLE_ATTRIBUTE = / style="[^"]*"/g;

/**
 * An email's plain-text part from its HTML (renderEmailHtml's), as React Email's `render(element, { plainText: true })`
 * writes it. NOTE: read from the body, without the preview block its rules skip anyway: a quarter of what html-to-text
 * would parse, and of its cost (decision 147); and without the inline styles, which no rule reads but which were half
 * the body's characters for html-to-text's tokenizer to step through (decision 148). HTML of another shape is
 * converted whole, to the same text.
 */
export function emailPlainText(html: string): string {
  const body = html.indexOf('<body');
  return toPlainText((body >= 0 ? html.slice(body) : html).replace(PREVIEW_BLOCK, '').replace(STYLE_ATTRIBUTE, ''));
}
