import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { TOperatorProduct } from '@rihla/shared/schemas/operator-catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { catalogueKey, createTranslator } from '../../../lib/translator';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { ExistingProductPage, NewProductPage } from './product-editor-page';
import { EMPTY_ARABIC, EMPTY_PRODUCT } from './product-form';

const { priceAed, ...FIELDS } = EMPTY_PRODUCT;
const PRODUCT: TOperatorProduct = {
  ...FIELDS,
  title: 'Desert safari',
  categories: 'Adventure',
  location: 'Dubai',
  summary: '<p>Dunes</p>',
  pictures: [{ url: '/uploads/a.jpg', alt: 'Dunes' }],
  cancellationTiers: [{ hoursBefore: 24, refundPercent: 100 }],
  whereToBe: null,
  id: 'p-1',
  priceFils: 15_000,
  isPublished: false,
  createdAt: '2026-11-25T05:00:00.000Z',
  updatedAt: '2026-11-25T06:00:00.000Z',
  ar: { ...EMPTY_ARABIC, title: 'سفاري الصحراء' },
  missingArabic: ['location', 'summary'],
};

afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en');
});

/** The back office in Arabic, as an operator who chose it has it: its own words, then the storefront's. */
function useAdminArabic() {
  const compile = (file: string) => {
    const catalogue = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../../locales', file), 'utf8'));
    return createTranslator(
      'ar-AE-u-nu-latn',
      Object.fromEntries(
        Object.entries(catalogue as Record<string, string>).map(([english, arabic]) => [
          catalogueKey(english),
          parse(arabic),
        ]),
      ),
    );
  };
  const own = compile('admin-ar.json');
  const shop = compile('ar.json');
  setLocale('ar', (english, vars) => own(english, vars) ?? shop(english, vars));
}

// Twelve rich-text editors make these renders slow on a busy machine.
describe('the product editor', { timeout: 20_000 }, () => {
  it('shows the shared schema’s messages beside the fields of a new product and sends nothing', async () => {
    const calls = stubApi({});
    renderWithApp(<NewProductPage access={{ canWrite: true, canChangePrices: true }} />, {
      path: '/admin/products/new',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create the product' }));
    const title = screen.getByLabelText('Title');
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(title.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Title is required',
    );
    const price = screen.getByLabelText('Price (AED, adult or whole group)');
    expect(document.getElementById(price.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Price is required',
    );
    // Only the shop's categories were asked for, to suggest them: nothing was written.
    expect(calls.map((call) => call.name)).toEqual(['operator/listProducts']);
  });

  it('names the storefront section and suggests the shop’s categories, so a typo shows as a new one', async () => {
    stubApi({
      'operator/getProduct': ok(PRODUCT),
      'operator/listProducts': ok({ rows: [], hasNextPage: false, categories: ['Adventure', 'Culture'] }),
    });
    renderWithApp(<ExistingProductPage id="p-1" access={{ canWrite: true, canChangePrices: true }} />, {
      path: '/admin/products/p-1',
    });
    const section = (await screen.findByLabelText('Storefront section')) as HTMLSelectElement;
    expect([...section.options].map((option) => option.text)).toEqual([
      'Picnic Musandum',
      'Inbound',
      'Holidays',
      'Entry ticket',
    ]);
    expect(screen.queryByLabelText('Module')).toBeNull();
    const category = screen.getByLabelText('Category') as HTMLInputElement;
    await waitFor(() =>
      expect([...(category.list?.options ?? [])].map((option) => option.value)).toEqual(['Adventure', 'Culture']),
    );
    expect(screen.getByText('Shown above the title on the product page.')).toBeTruthy();

    await userEvent.clear(category);
    await userEvent.type(category, 'Adventrue');
    expect(screen.getByText('A new category: no product has it yet. The shop’s are Adventure, Culture.')).toBeTruthy();

    // Another case and spaces are the same category: leaving the field takes the shop's spelling.
    await userEvent.clear(category);
    await userEvent.type(category, ' culture');
    await userEvent.tab();
    expect(category.value).toBe('Culture');
    expect(screen.queryByText(/A new category/)).toBeNull();
  });

  it('sends expectedUpdatedAt and offers to reload when someone else saved in between', async () => {
    const newer = { ...PRODUCT, updatedAt: '2026-11-25T06:30:00.000Z', title: 'Their title' };
    const calls = stubApi({
      'operator/getProduct': [ok(PRODUCT), ok(newer)],
      'operator/updateProduct': fail('Someone else changed this product since you opened it', {
        code: 'product.changed',
      }),
    });
    renderWithApp(<ExistingProductPage id="p-1" access={{ canWrite: true, canChangePrices: true }} />, {
      path: '/admin/products/p-1',
    });
    expect(await screen.findByRole('link', { name: 'Change prices' })).toHaveProperty(
      'href',
      expect.stringContaining('/admin/timetables/p-1?tab=prices'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reload the product (your changes are lost)' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Their title'));
    const update = calls.find((call) => call.name === 'operator/updateProduct')?.body as { expectedUpdatedAt: string };
    expect(update.expectedUpdatedAt).toBe(PRODUCT.updatedAt);
    // The refusal's code says it was someone else's save: the product is asked for again only to reload it.
    expect(calls.filter((call) => call.name === 'operator/getProduct')).toHaveLength(2);
  });

  it('shows each Arabic field beside its English, marks the missing ones, and saves the Arabic typed', async () => {
    const calls = stubApi({
      'operator/getProduct': ok(PRODUCT),
      'operator/updateProduct': ok({ ...PRODUCT, ar: { ...PRODUCT.ar, location: 'دبي' } }),
    });
    renderWithApp(<ExistingProductPage id="p-1" access={{ canWrite: true, canChangePrices: true }} />, {
      path: '/admin/products/p-1',
    });
    const title = (await screen.findByLabelText('Title (Arabic)')) as HTMLInputElement;
    expect(title.value).toBe('سفاري الصحراء');
    expect(title.getAttribute('dir')).toBe('rtl');
    const location = screen.getByLabelText('Location (Arabic)') as HTMLInputElement;
    const locationRow = location.closest('div.grid') as HTMLElement;
    expect(within(locationRow).getByText('Dubai')).toBeTruthy();
    expect(within(locationRow).getByText('Missing in Arabic')).toBeTruthy();
    // Availability has no English either: nothing is missing there.
    const availabilityRow = screen.getByLabelText('Availability (Arabic)').closest('div.grid') as HTMLElement;
    expect(within(availabilityRow).queryByText('Missing in Arabic')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Summary (Arabic)' }).getAttribute('dir')).toBe('rtl');

    await userEvent.type(location, 'دبي');
    expect(within(locationRow).queryByText('Missing in Arabic')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((call) => call.name === 'operator/updateProduct')).toBe(true));
    const update = calls.find((call) => call.name === 'operator/updateProduct')?.body as {
      fields: { ar: Record<string, string>; missingArabic?: unknown };
    };
    expect(update.fields.ar).toMatchObject({ title: 'سفاري الصحراء', location: 'دبي' });
    expect(update.fields).not.toHaveProperty('missingArabic');
  });

  it('lists the server’s missingArabic by the fields’ names, those written elsewhere too, in English and Arabic', async () => {
    const missing: TOperatorProduct = {
      ...PRODUCT,
      missingArabic: ['location', 'summary', 'whereToBeNote', 'groupUnit'],
    };
    stubApi({ 'operator/getProduct': ok(missing) });
    const page = renderWithApp(<ExistingProductPage id="p-1" access={{ canWrite: true, canChangePrices: true }} />, {
      path: '/admin/products/p-1',
    });
    const heading = await screen.findByText('Missing in Arabic when last saved: 4');
    const list = within(heading.parentElement as HTMLElement).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Location', 'Summary', 'Note for the shopper', 'The price is per (Boat, Car, Room) (Prices)']);
    page.unmount();

    useAdminArabic();
    stubApi({ 'operator/getProduct': ok(missing) });
    const arabic = renderWithApp(<ExistingProductPage id="p-1" access={{ canWrite: true, canChangePrices: true }} />, {
      path: '/admin/products/p-1',
    });
    const arabicHeading = await screen.findByText('نصوص تنقصها العربية عند آخر حفظ: 4');
    const arabicList = within(arabicHeading.parentElement as HTMLElement).getByRole('list');
    expect(
      within(arabicList)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['الموقع', 'نبذة', 'ملاحظة للمتسوق', 'السعر لكل (قارب، سيارة، غرفة) (الأسعار)']);
    arabic.unmount();

    // A product with every text in both languages says so.
    stubApi({ 'operator/getProduct': ok({ ...PRODUCT, missingArabic: [] }) });
    renderWithApp(<ExistingProductPage id="p-1" access={{ canWrite: true, canChangePrices: true }} />, {
      path: '/admin/products/p-1',
    });
    expect(await screen.findByText('كل نصوص هذا المنتج مكتوبة باللغتين.')).toBeTruthy();
  });

  it('shows another refusal above the form and as a toast, without offering to reload', async () => {
    stubApi({
      'operator/getProduct': ok(PRODUCT),
      'operator/setPublished': fail('A product needs a picture before it is published'),
    });
    renderWithApp(<ExistingProductPage id="p-1" access={{ canWrite: true, canChangePrices: true }} />, {
      path: '/admin/products/p-1',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(screen.getAllByText('A product needs a picture before it is published').length).toBeGreaterThanOrEqual(2),
    );
    expect(screen.queryByRole('button', { name: 'Reload the product (your changes are lost)' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
  });

  it('publishes, says so and shows the new state', async () => {
    const calls = stubApi({
      'operator/getProduct': ok(PRODUCT),
      'operator/setPublished': ok({ ...PRODUCT, isPublished: true, updatedAt: '2026-11-25T07:00:00.000Z' }),
    });
    renderWithApp(<ExistingProductPage id="p-1" access={{ canWrite: true, canChangePrices: true }} />, {
      path: '/admin/products/p-1',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: shoppers see it now')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeTruthy();
    expect(calls.find((call) => call.name === 'operator/setPublished')?.body).toEqual({ id: 'p-1', published: true });
  });

  it('adds an uploaded picture, and names the file a refusal is about', async () => {
    const calls = stubApi({
      'operator/getProduct': ok(PRODUCT),
      'operator/uploadPicture': [
        ok({ url: '/uploads/b.webp' }),
        fail('Only image files (JPEG, PNG, WebP, GIF or AVIF) can be uploaded', { code: 'upload.not_an_image' }),
      ],
    });
    renderWithApp(<ExistingProductPage id="p-1" access={{ canWrite: true, canChangePrices: true }} />, {
      path: '/admin/products/p-1',
    });
    await userEvent.upload(await screen.findByLabelText('Add pictures'), [
      new File(['png'], 'camel.png', { type: 'image/png' }),
      new File(['txt'], 'notes.png', { type: 'image/png' }),
    ]);
    expect(
      await screen.findByText('notes.png: Only image files (JPEG, PNG, WebP, GIF or AVIF) can be uploaded'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Alternative text of picture 2')).toBeTruthy();
    expect(screen.queryByLabelText('Alternative text of picture 3')).toBeNull();
    expect(calls.filter((call) => call.name === 'operator/uploadPicture')).toHaveLength(2);
  });

  it('is read-only for a role without catalogue.write: no write buttons, the price shown but not changed', async () => {
    stubApi({ 'operator/getProduct': ok(PRODUCT) });
    renderWithApp(<ExistingProductPage id="p-1" access={{ canWrite: false, canChangePrices: false }} />, {
      path: '/admin/products/p-1',
    });
    // Every control is in a disabled fieldset (happy-dom does not reflect it on the control's own property).
    expect((await screen.findByLabelText('Title')).closest('fieldset[disabled]')).not.toBeNull();
    for (const name of ['Save changes', 'Publish', 'Duplicate', 'Add pictures', 'Bold']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('link', { name: 'Change prices' })).toBeNull();
    // An agent quotes prices to callers: the price shows, and the link leads to every price, read-only.
    expect(screen.getByTestId('product-price').textContent).toMatch(/^AED /);
    expect(screen.getByRole('link', { name: 'All prices' }).getAttribute('href')).toBe(
      '/admin/timetables/p-1?tab=prices',
    );
    expect(screen.getByRole('textbox', { name: 'Summary' }).getAttribute('contenteditable')).toBe('false');
  });
});
