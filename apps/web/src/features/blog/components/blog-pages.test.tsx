import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BlogDetailRoute from '../../../app/routes/blog-detail';
import BlogsRoute from '../../../app/routes/blogs';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';

const POSTS = [
  {
    _id: 'hidden-gems-of-fujairah',
    image: '/media/demo/beach-1.webp',
    title: 'Hidden Gems of Fujairah',
    content:
      '<p>Most visitors to the UAE never make it past the <strong>west coast</strong>, but a two-hour drive brings you to Fujairah.</p><h4>Al Bidya Mosque</h4><p>Believed to date from the 15th century, this small mud-brick mosque is the oldest known mosque in the UAE and is still used for prayer today.</p>',
    createdAt: '2026-11-05T08:00:00.000Z',
  },
  {
    _id: 'musandam-packing-list',
    image: '/media/demo/dhow-2.webp',
    title: 'Packing for a Dhow Cruise',
    content: '<p>Sun, <em>salt water</em> and a border crossing.</p>',
    createdAt: '2026-09-09T08:00:00.000Z',
  },
];

function renderAt(path: string) {
  return renderWithApp(
    [
      { path: '/blogs', Component: BlogsRoute },
      { path: '/blogsdetails/:id', Component: BlogDetailRoute },
    ],
    { path, stubs: { '/': 'Home page' } },
  ).router;
}

afterEach(() => vi.unstubAllGlobals());

describe('blog list', () => {
  it('asks for every post and links each card with Read More to its detail page', async () => {
    const calls = stubApi({ 'users/listBlog': ok(POSTS) });
    renderAt('/blogs');
    const readMore = await screen.findAllByRole('link', { name: /Read More/ });
    expect(readMore.map((link) => link.getAttribute('href'))).toEqual([
      '/blogsdetails/hidden-gems-of-fujairah',
      '/blogsdetails/musandam-packing-list',
    ]);
    expect(readMore[0]?.textContent).toContain('Read More');
    expect(calls).toEqual([{ name: 'users/listBlog', body: { limit: 'all', page: 0 } }]);
  });

  it('shows a plain-text excerpt of the HTML content, cut to about 160 characters', async () => {
    stubApi({ 'users/listBlog': ok(POSTS) });
    renderAt('/blogs');
    const card = (await screen.findByRole('heading', { name: 'Hidden Gems of Fujairah' })).closest('article');
    const excerpt = within(card as HTMLElement).getByText(/^Most visitors to the UAE/);
    expect(excerpt.textContent).toMatch(
      /^Most visitors to the UAE never make it past the west coast, but a two-hour drive/,
    );
    expect(excerpt.textContent).toContain('Fujairah. Al Bidya Mosque Believed');
    expect(excerpt.textContent).not.toMatch(/<|>/);
    expect(excerpt.textContent?.endsWith('…')).toBe(true);
    expect(excerpt.textContent?.length).toBeLessThanOrEqual(161);
    expect(screen.getByText('Sun, salt water and a border crossing.')).toBeTruthy();
  });

  it('goes home with the server message when the list fails', async () => {
    stubApi({ 'users/listBlog': fail('Blog is under maintenance') });
    const router = renderAt('/blogs');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('Blog is under maintenance')).toBeTruthy();
  });
});

describe('blog detail', () => {
  it('shows the article with its picture, date and HTML content', async () => {
    const calls = stubApi({ 'users/viewBlog': ok(POSTS[0]) });
    renderAt('/blogsdetails/hidden-gems-of-fujairah');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hidden Gems of Fujairah' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Al Bidya Mosque' })).toBeTruthy();
    expect(document.querySelector('img[src="/media/demo/beach-1.webp"]')).toBeTruthy();
    expect(screen.getByText('5 Nov 2026')).toBeTruthy();
    expect(calls).toEqual([{ name: 'users/viewBlog', body: { id: 'hidden-gems-of-fujairah' } }]);
  });

  it('goes home with the server message when the article cannot be viewed', async () => {
    stubApi({ 'users/viewBlog': fail('This article is not available') });
    const router = renderAt('/blogsdetails/unknown-post');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('This article is not available')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
