import type { TOperatorBanner, TOperatorBlog } from '@rihla/shared/schemas/operator-content';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { besideField, bodiesOf } from '../../../test/fields';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { BannersPage } from './banners-page';
import { BlogEditorPage } from './blog-pages';

function banner(overrides: Partial<TOperatorBanner> = {}): TOperatorBanner {
  return {
    id: 'b1',
    imageUrl: '/uploads/desert.webp',
    alt: 'Dunes at dawn',
    pagePath: '/ProductFilterPage?category=Desert',
    sortOrder: 0,
    activeFrom: null,
    activeUntil: null,
    state: 'active',
    ar: { alt: '' },
    ...overrides,
  };
}

function post(overrides: Partial<TOperatorBlog> = {}): TOperatorBlog {
  return {
    id: 'p1',
    title: 'Five wadis to swim in',
    image: '/uploads/wadi.webp',
    isPublished: false,
    publishedAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    content: '<p>Cool water in the mountains.</p>',
    ar: { title: '', content: '' },
    missingArabic: ['title', 'content'],
    ...overrides,
  };
}

/** Uploads a picture through the picture field (operator/uploadContentPicture answers its stored path). */
async function uploadPicture(scope: ReturnType<typeof within> | typeof screen) {
  await userEvent.upload(
    scope.getByLabelText(/Upload a picture|Replace the picture/),
    new File(['png'], 'dhow.png', { type: 'image/png' }),
  );
  expect(await scope.findByText('Picture uploaded')).toBeTruthy();
}

afterEach(() => vi.unstubAllGlobals());

describe('BlogEditorPage', () => {
  const routes = [{ path: '/admin/content/blog/:id', element: <BlogEditorPage /> }];

  it('shows the shared schema’s messages beside the title and the picture and sends nothing', async () => {
    const calls = stubApi({});
    renderWithApp(routes, { initialEntries: ['/admin/content/blog/new'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Save as draft' }));
    expect(besideField(await screen.findByLabelText('Title'))).toBe('Title is required');
    expect(screen.getByText('Picture is required')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(calls.map((call) => call.name)).toEqual([]);
  });

  it('publishes a new post with its uploaded picture, and goes to it', async () => {
    const calls = stubApi({
      'operator/uploadContentPicture': ok({ url: '/uploads/dhow.webp' }),
      'operator/createBlogPost': ok(post({ id: 'p9', isPublished: true })),
      'operator/getBlogPost': ok(post({ id: 'p9', isPublished: true })),
    });
    const { router } = renderWithApp(routes, { initialEntries: ['/admin/content/blog/new'] });
    await userEvent.type(await screen.findByLabelText('Title'), '  Sunset dhow cruise ');
    // The English title has no Arabic yet: the editor says so beside the Arabic field, until one is typed.
    expect(screen.getByText('Missing in Arabic')).toBeTruthy();
    const arabicTitle = screen.getByLabelText('Title (Arabic)');
    expect(arabicTitle.getAttribute('dir')).toBe('rtl');
    await userEvent.type(arabicTitle, 'رحلة الداو عند الغروب');
    expect(screen.queryByText('Missing in Arabic')).toBeNull();
    await uploadPicture(screen);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Post published')).toBeTruthy();
    // The body is the schema's output: the title trimmed; the Arabic beside the English.
    expect(bodiesOf(calls, 'operator/createBlogPost')).toEqual([
      {
        fields: {
          title: 'Sunset dhow cruise',
          image: '/uploads/dhow.webp',
          content: '',
          ar: { title: 'رحلة الداو عند الغروب', content: '' },
        },
        publish: true,
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/content/blog/p9'));
  });

  it('saves an existing post’s fields, and shows a refusal naming the title beside it', async () => {
    const calls = stubApi({
      'operator/getBlogPost': ok(post()),
      'operator/updateBlogPost': [
        ok(post({ title: 'Six wadis to swim in' })),
        fail('A post with this title exists', { code: 'blog.title_taken', field: 'title' }),
      ],
    });
    renderWithApp(routes, { initialEntries: ['/admin/content/blog/p1'] });
    const title = await screen.findByLabelText('Title');
    expect((title as HTMLInputElement).value).toBe('Five wadis to swim in');
    // Neither field is written in Arabic: both are marked.
    expect(screen.getAllByText('Missing in Arabic')).toHaveLength(2);
    await userEvent.clear(title);
    await userEvent.type(title, 'Six wadis to swim in');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Post saved')).toBeTruthy();
    expect(bodiesOf(calls, 'operator/updateBlogPost')).toEqual([
      {
        id: 'p1',
        fields: {
          title: 'Six wadis to swim in',
          image: '/uploads/wadi.webp',
          content: '<p>Cool water in the mountains.</p>',
          ar: { title: '', content: '' },
        },
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(besideField(screen.getByLabelText('Title'))).toBe('A post with this title exists'));
    // Beside the title and under the form.
    expect(screen.getAllByText('A post with this title exists')).toHaveLength(2);
  });
});

describe('BannersPage', () => {
  const list = (banners: TOperatorBanner[]) => ok({ banners, today: '2026-11-28' });

  it('lists the banners in one desk table and moves one up', async () => {
    const calls = stubApi({
      'operator/listBanners': [
        list([
          banner(),
          banner({ id: 'b2', alt: '', pagePath: '/blogs', state: 'scheduled', activeFrom: '2026-12-01' }),
        ]),
        list([banner({ id: 'b2', alt: '', pagePath: '/blogs' }), banner()]),
      ],
      'operator/reorderBanners': ok({}),
    });
    renderWithApp(<BannersPage />, { path: '/admin/content' });
    const table = await screen.findByRole('region', { name: 'Banners' });
    const rows = await within(table).findAllByTestId('banner-row');
    expect(rows).toHaveLength(2);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Order', 'Picture', 'Link', 'Days shown', 'State', 'Actions']);
    expect(rows[1]?.textContent).toContain('2026-12-01 – no end');
    expect(rows[1]?.textContent).toContain('Scheduled');
    expect(within(rows[1] as HTMLElement).getByRole('img', { name: 'Banner 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move up: banner 1' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Move up: banner 2' }));
    expect(await screen.findByText('Banner moved to place 1 of 2')).toBeTruthy();
    expect(bodiesOf(calls, 'operator/reorderBanners')).toEqual([{ ids: ['b2', 'b1'] }]);
    await waitFor(() =>
      expect(screen.getAllByTestId('banner-link').map((cell) => cell.textContent)).toEqual([
        '/blogs',
        '/ProductFilterPage?category=Desert',
      ]),
    );
  });

  it('shows the shared schema’s messages beside the link and the days and sends nothing', async () => {
    const calls = stubApi({ 'operator/listBanners': list([banner()]) });
    renderWithApp(<BannersPage />, { path: '/admin/content' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a banner' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add a banner' }));
    await userEvent.clear(dialog.getByLabelText(/^Link/));
    await userEvent.type(dialog.getByLabelText(/^Link/), '//evil.example/');
    await userEvent.type(dialog.getByLabelText('First day shown (empty: now)'), '2026-12-10');
    await userEvent.type(dialog.getByLabelText('Last day shown (empty: no end)'), '2026-12-01');
    await userEvent.click(dialog.getByRole('button', { name: 'Add the banner' }));
    expect(besideField(await dialog.findByLabelText(/^Link/))).toBe(
      "Link must be a path of this site that starts with '/' (no other site, no '//')",
    );
    expect(besideField(dialog.getByLabelText('Last day shown (empty: no end)'))).toBe(
      'Active until cannot be before active from',
    );
    expect(dialog.getByText('Picture is required')).toBeTruthy();
    expect(bodiesOf(calls, 'operator/createBanner')).toEqual([]);
  });

  it('adds a banner with its uploaded picture, the empty days sent as null', async () => {
    const calls = stubApi({
      'operator/listBanners': list([banner()]),
      'operator/uploadContentPicture': ok({ url: '/uploads/dhow.webp' }),
      'operator/createBanner': ok(banner({ id: 'b3' })),
    });
    renderWithApp(<BannersPage />, { path: '/admin/content' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a banner' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add a banner' }));
    await uploadPicture(dialog);
    await userEvent.type(dialog.getByLabelText('What the picture shows (for screen readers)'), 'Dhow cruise at dusk');
    expect(dialog.getByText('Missing in Arabic')).toBeTruthy();
    await userEvent.type(
      dialog.getByLabelText('What the picture shows (for screen readers) (Arabic)'),
      'مركب داو عند الغروب',
    );
    expect(dialog.queryByText('Missing in Arabic')).toBeNull();
    await userEvent.type(dialog.getByLabelText(/^Link/), 'ProductFilterPage?category=Holidays');
    await userEvent.type(dialog.getByLabelText('Last day shown (empty: no end)'), '2026-12-31');
    await userEvent.click(dialog.getByRole('button', { name: 'Add the banner' }));
    expect(await screen.findByText('Banner added')).toBeTruthy();
    expect(bodiesOf(calls, 'operator/createBanner')).toEqual([
      {
        imageUrl: '/uploads/dhow.webp',
        alt: 'Dhow cruise at dusk',
        pagePath: '/ProductFilterPage?category=Holidays',
        activeFrom: null,
        activeUntil: '2026-12-31',
        ar: { alt: 'مركب داو عند الغروب' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
