import { createElement as h, type ReactElement } from 'react';

export const PLACEHOLDER_TITLE = 'Rihla is getting ready';

/** The page served until the storefront web app lands: it points at the working API. */
export function Placeholder(): ReactElement {
  return h(
    'main',
    {
      style: {
        fontFamily: 'system-ui, sans-serif',
        maxInlineSize: '40rem',
        margin: '4rem auto',
        paddingInline: '1rem',
      },
    },
    h('h1', null, PLACEHOLDER_TITLE),
    h('p', null, 'Tours, Musandam picnic trips, holidays and attraction tickets across the UAE, priced in AED.'),
    h('p', null, 'The storefront API is live: ', h('a', { href: '/api/docs' }, 'browse its documentation'), '.'),
  );
}
