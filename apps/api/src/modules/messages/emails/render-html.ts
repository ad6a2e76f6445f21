import { createElement, type ReactElement, Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

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
 * An email's HTML, the very text React Email's `render(element)` makes (decision 134), at about half its CPU.
 * `render` pipes React's web stream (renderToReadableStream) through a WritableStream and a TextDecoder, whose
 * promises, abort signals and DOMExceptions cost more than rendering a small email; here the same server renderer
 * (React's Node stream, the same markup, `<!--$-->` and `<!--html-->` markers included) writes into a plain object.
 * The rest is render's own: the element inside a Suspense boundary, no progressive chunks, image preloads removed,
 * the XHTML doctype in front. A test renders every email both ways in English and Arabic.
 */
export function renderEmailHtml(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const decoder = new TextDecoder('utf-8');
    // What React's pipe() uses of a Node writable: write (true: no back-pressure), end, destroy and on.
    const sink = {
      write(chunk: Uint8Array | string) {
        html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
        return true;
      },
      end() {
        html += decoder.decode();
        const kept = html.replace(/<link\b[^>]*\/?>/gi, (tag) => (isImagePreload(tag) ? '' : tag));
        resolve(`${XHTML_DOCTYPE}${kept.replace(/<!DOCTYPE.*?>/, '')}`);
      },
      destroy(error: unknown) {
        reject(error);
      },
      on() {
        return sink;
      },
    };
    const stream = renderToPipeableStream(createElement(Suspense, null, element), {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        try {
          stream.pipe(sink as unknown as NodeJS.WritableStream);
        } catch (error) {
          reject(error);
        }
      },
      onShellError: reject,
      onError: reject,
    });
  });
}
