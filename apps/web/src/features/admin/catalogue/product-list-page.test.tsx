import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, Where } from '../../../test/render';
import { ok, stubApi } from '../../../test/stub-api';
import { listFilterOf, ProductListPage } from './product-list-page';

const ROW = {
  id: 'p-1',
  module: 'inBound' as const,
  title: 'Desert safari',
  categories: 'Adventure',
  priceFils: 15_000,
  isPublished: false,
  picture: '',
  updatedAt: '2026-11-25T06:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('listFilterOf', () => {
  it('reads the filters from the URL and ignores what is not a filter', () => {
    expect(
      listFilterOf(new URLSearchParams('q=safari&module=inBound&published=no&category=Adventure&page=2&size=50')),
    ).toEqual({
      search: 'safari',
      module: 'inBound',
      published: false,
      category: 'Adventure',
      page: 2,
      pageSize: 50,
    });
    expect(listFilterOf(new URLSearchParams('module=boats&published=maybe&page=-1&size=7'))).toEqual({
      search: '',
      page: 0,
      pageSize: 25,
    });
  });
});

describe('ProductListPage', () => {
  it('lists products in a captioned table and keeps filters, search and page in the URL', async () => {
    const calls = stubApi({
      'operator/listProducts': ok({ rows: [ROW], hasNextPage: true, categories: ['Adventure', 'Culture'] }),
    });
    renderWithApp(
      <>
        <ProductListPage canWrite />
        <Where />
      </>,
      { path: '/admin/products' },
    );
    const table = await screen.findByRole('table', { name: 'Products, page 1' });
    expect(within(table).getByRole('link', { name: 'Desert safari' }).getAttribute('href')).toBe('/admin/products/p-1');
    expect(within(table).getByText('Draft')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Page 1: 1 product shown.');
    expect(screen.getByRole('link', { name: 'New product' }).getAttribute('href')).toBe('/admin/products/new');

    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Culture');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'yes');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(screen.getByLabelText('Search by title or id'), 'safari');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('q=safari'));
    const where = new URLSearchParams(screen.getByTestId('where').textContent?.split('?')[1]);
    // A new search starts from the first page again.
    expect(Object.fromEntries(where)).toEqual({ category: 'Culture', published: 'yes', q: 'safari' });
    await waitFor(() =>
      expect(calls.at(-1)?.body).toEqual({
        search: 'safari',
        category: 'Culture',
        published: true,
        page: 0,
        pageSize: 25,
      }),
    );
  });

  it('has no New product button for a role that only reads', async () => {
    stubApi({ 'operator/listProducts': ok({ rows: [], hasNextPage: false, categories: [] }) });
    renderWithApp(<ProductListPage canWrite={false} />, { path: '/admin/products' });
    await screen.findByText('No products match.');
    expect(screen.queryByRole('link', { name: 'New product' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });
});
