import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_TITLE, Placeholder } from './placeholder';

describe('Placeholder page', () => {
  it('names the storefront and links to the API documentation', () => {
    const html = renderToStaticMarkup(createElement(Placeholder));
    expect(html).toContain(PLACEHOLDER_TITLE);
    expect(html).toContain('href="/api/docs"');
  });
});
