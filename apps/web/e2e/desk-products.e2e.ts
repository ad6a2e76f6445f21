// The catalogue desk's product screens (issue 17, decision 037): the demo owner signs in with an authenticator
// code, searches and filters the products (the filters survive a reload), creates an inbound tour with a
// rich-text summary and two uploaded pictures (alt text, reordered), saves, previews it unpublished, publishes
// it, duplicates it; the demo editor then sees it read-only with no price control. axe-core on the list and the
// editor; screenshots of the list, the editor and the preview at 1280 and 768 px.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeViolations, seriousViolations } from './axe';
import { launchBrowser, screenshot, watchProblems } from './browser';
import { dismissToasts, shows, showsNo } from './journey';
import { DEMO_EDITOR, goToDesk, signInOperator, signInOwner } from './operators';

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1280, height: 900 };
const TABLET = { width: 768, height: 1024 };

let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A picture of one colour with a label-sized stripe, as PNG or JPEG bytes. */
async function picture(format: 'png' | 'jpeg', rgb: { r: number; g: number; b: number }): Promise<Buffer> {
  const image = sharp({ create: { width: 640, height: 420, channels: 3, background: rgb } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

describe('the catalogue desk', () => {
  it('lets the owner find, create, picture, publish, preview and duplicate a product, and the editor only read it', {
    timeout: 600_000,
  }, async () => {
    const axeFindings: string[] = [];
    const checkAccessibility = async (page: Page, where: string) => {
      axeFindings.push(...describeViolations(where, await seriousViolations(page)));
    };
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const problems = watchProblems(page, baseUrl);
    await signInOwner(page);

    // The list: search, filters, and the URL that keeps them.
    await goToDesk(page, 'Products');
    await shows(page.getByRole('heading', { name: 'Products', level: 1 }));
    const table = page.getByRole('table', { name: /^Products, page 1/ });
    await shows(table);
    await screenshot(page, 'desk-products-list-desktop');
    await checkAccessibility(page, 'product list at 1280');
    await page.getByLabel('Search by title or id').fill('burj');
    await page.waitForURL(/[?&]q=burj/);
    await shows(table.getByRole('link', { name: /Burj Khalifa At the Top/ }));
    await shows(page.getByRole('status').filter({ hasText: /products? shown/ }));
    await page.getByLabel('Storefront section').selectOption('entryTicket');
    await page.getByLabel('Status').selectOption('yes');
    await page.waitForURL(/published=yes/);
    await page.reload();
    await shows(table.getByRole('link', { name: /Burj Khalifa At the Top/ }));
    expect(await page.getByLabel('Search by title or id').inputValue()).toBe('burj');
    expect(await page.getByLabel('Storefront section').inputValue()).toBe('entryTicket');
    expect(await page.getByLabel('Status').inputValue()).toBe('yes');
    await page.getByLabel('Status').selectOption('no');
    await shows(page.getByRole('status').filter({ hasText: 'No products match.' }));
    await page.goBack();
    await shows(table.getByRole('link', { name: /Burj Khalifa At the Top/ }));

    // A new inbound tour with every required field, a rich-text summary and two pictures.
    await page.getByRole('link', { name: 'New product' }).click();
    await shows(page.getByRole('heading', { name: 'New product', level: 1 }));
    const title = `Hatta mountain trail ${Date.now()}`;
    // An empty save shows the shared schema's messages beside the fields.
    await page.getByRole('button', { name: 'Create the product' }).click();
    await shows(page.getByText('Title is required'));
    expect(await page.getByLabel('Title', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Storefront section').selectOption('inBound');
    await page.getByLabel('Category').fill('Mountains');
    await page.getByLabel('Tour type').selectOption('Group');
    await page.getByLabel('Availability', { exact: true }).fill('Daily');
    await page.getByLabel('Price (AED, adult or whole group)').fill('245.50');
    await page.getByLabel('Location', { exact: true }).fill('Hatta, Dubai');
    await page.getByLabel('Duration (hours)').fill('6.5');
    await page.getByLabel('Start time').fill('07:30');
    await page.getByLabel('End time').fill('14:00');
    await page.getByLabel('Return location', { exact: true }).fill('Dubai Mall');
    const summary = page.getByRole('textbox', { name: 'Summary', exact: true });
    await summary.click();
    await page.keyboard.type('A morning walk in the ');
    const summaryTools = page.getByRole('toolbar', { name: 'Formatting of Summary', exact: true });
    await summaryTools.getByRole('button', { name: 'Bold' }).click();
    expect(await summaryTools.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('Hajar mountains');
    await summaryTools.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.press('Enter');
    await summaryTools.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('Hatta Dam');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Heritage village');
    await page.getByRole('textbox', { name: 'Itinerary', exact: true }).click();
    await page.keyboard.type('Pick-up, walk, lunch, return.');
    await page.getByLabel('Kind').selectOption('meetingPoint');
    await page.getByLabel('Meeting point', { exact: true }).fill('Hatta Dam car park');

    await page.getByLabel('Add pictures').setInputFiles([
      { name: 'dam.png', mimeType: 'image/png', buffer: await picture('png', { r: 20, g: 120, b: 160 }) },
      { name: 'village.jpg', mimeType: 'image/jpeg', buffer: await picture('jpeg', { r: 200, g: 140, b: 60 }) },
    ]);
    const pictures = page.getByRole('list', { name: 'Pictures' }).getByRole('listitem');
    await expect.poll(() => pictures.count(), { timeout: 20_000 }).toBe(2);
    await page.getByLabel('Alternative text of picture 1').fill('The dam lake');
    await page.getByLabel('Alternative text of picture 2').fill('The heritage village');
    await page.getByRole('button', { name: 'Move up (picture 2)' }).click();
    expect(await page.getByLabel('Alternative text of picture 1').inputValue()).toBe('The heritage village');
    expect(await page.getByLabel('Alternative text of picture 2').inputValue()).toBe('The dam lake');
    await shows(page.getByText('Picture 1 (the thumbnail)'));

    await page.getByRole('button', { name: 'Create the product' }).click();
    await page.waitForURL(/\/admin\/products\/(?!new)[^/]+$/);
    const productPath = new URL(page.url()).pathname;
    await shows(page.getByRole('heading', { name: title, level: 1 }));
    await shows(page.getByText('Draft', { exact: true }));
    // The stored summary, as the server kept it: bold and a list.
    await shows(summary.locator('strong', { hasText: 'Hajar mountains' }));
    await shows(summary.locator('ul li', { hasText: 'Heritage village' }));
    expect(await page.getByLabel('Alternative text of picture 1').inputValue()).toBe('The heritage village');
    await shows(page.getByRole('link', { name: 'Change prices' }));
    await screenshot(page, 'desk-products-editor-desktop');
    await checkAccessibility(page, 'product editor at 1280');

    // The preview, unpublished, is the storefront's page with a banner.
    await page.getByRole('link', { name: 'Preview' }).click();
    await shows(page.getByText('Preview: not published'));
    await shows(page.getByRole('heading', { name: title, level: 1 }).last());
    await shows(page.getByText('Hajar mountains').first());
    await dismissToasts(page);
    await screenshot(page, 'desk-products-preview-desktop');
    await page.getByRole('link', { name: 'Back to the editor' }).click();

    // Publish; a change saves and the list shows it.
    await page.getByRole('button', { name: 'Publish' }).click();
    await shows(page.getByRole('button', { name: 'Unpublish' }));
    await shows(page.getByText('Published', { exact: true }));
    await page.getByLabel('Availability', { exact: true }).fill('Daily, October to April');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await shows(page.getByText('Product saved').first());
    await page.getByRole('link', { name: 'Preview' }).click();
    await shows(page.getByText('Daily, October to April').first());
    await showsNo(page.getByText('Preview: not published'));
    await page.getByRole('link', { name: 'Back to the editor' }).click();

    // Duplicate: the editor goes to the copy, a draft.
    await page.getByRole('button', { name: 'Duplicate' }).click();
    await page.waitForURL((url) => url.pathname !== productPath && /\/admin\/products\/[^/]+$/.test(url.pathname));
    await shows(page.getByText('Draft', { exact: true }));
    await shows(page.getByRole('button', { name: 'Publish' }));

    // 768 px: the list, the editor and the preview.
    await page.setViewportSize(TABLET);
    await page.goto(`${baseUrl}/admin/products?q=${encodeURIComponent('hatta mountain')}`);
    await shows(
      page
        .getByRole('table', { name: /^Products, page 1/ })
        .getByRole('link', { name: title })
        .first(),
    );
    await screenshot(page, 'desk-products-list-tablet');
    await checkAccessibility(page, 'product list at 768');
    await page.goto(`${baseUrl}${productPath}`);
    await shows(page.getByRole('heading', { name: title, level: 1 }));
    await screenshot(page, 'desk-products-editor-tablet');
    await checkAccessibility(page, 'product editor at 768');
    await page.goto(`${baseUrl}${productPath}/preview`);
    await shows(page.getByText('Daily, October to April').first());
    // The sections below the first screen render once the page has shown (decision 015).
    await shows(page.getByRole('heading', { name: 'Summary' }));
    await screenshot(page, 'desk-products-preview-tablet');
    expect(axeFindings).toEqual([]);
    expect(problems).toEqual([]);

    // The demo editor reads the product: no write buttons, no price control.
    const editorContext = await browser.newContext({ viewport: DESKTOP });
    const editor = await editorContext.newPage();
    await signInOperator(editor, DEMO_EDITOR.email, DEMO_EDITOR.password);
    await editor.goto(`${baseUrl}/admin/products`);
    await shows(editor.getByRole('heading', { name: 'Products', level: 1 }));
    expect(await editor.getByRole('link', { name: 'New product' }).count()).toBe(0);
    await editor.goto(`${baseUrl}${productPath}`);
    await shows(editor.getByRole('heading', { name: title, level: 1 }));
    await shows(editor.getByText('Your role reads products; it does not change them.'));
    expect(await editor.getByLabel('Title', { exact: true }).isDisabled()).toBe(true);
    for (const name of ['Save', 'Save changes', 'Publish', 'Unpublish', 'Duplicate', 'Move up (picture 2)', 'Bold']) {
      expect(await editor.getByRole('button', { name, exact: true }).count()).toBe(0);
    }
    expect(await editor.getByRole('link', { name: 'Change prices' }).count()).toBe(0);
    // Every reader of the catalogue sees the price (issue 34: an agent quotes it), and changes it nowhere.
    expect(await editor.getByTestId('product-price').textContent()).toMatch(/^AED /);
    await shows(editor.getByRole('link', { name: 'All prices' }));
    expect(await editor.getByLabel('Price (AED, adult or whole group)').count()).toBe(0);
    expect(await editor.getByRole('textbox', { name: 'Summary', exact: true }).getAttribute('contenteditable')).toBe(
      'false',
    );
    await screenshot(editor, 'desk-products-editor-read-only-desktop');
    await editorContext.close();
    await context.close();
  });
});
