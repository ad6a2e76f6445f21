import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, seedShopper } from './api';
import { launchBrowser, newContext, screenshot, type TViewportName, watchProblems } from './browser';
import { dismissToasts, itemPathOf, shows, showsNo, toast, unexpectedProblems, VIEWPORT_NAMES } from './journey';

const baseUrl = inject('baseUrl');

const MAX_PHOTO_BYTES = 1_572_864;

/** The header's search box; on a phone it opens from the header's search button first. */
async function headerSearch(page: Page, viewport: TViewportName) {
  const header = page.locator('header');
  if (viewport === 'phone') await header.getByRole('button', { name: 'Search', exact: true }).click();
  const box = header.getByRole('combobox', { name: 'Search tours, trips and tickets' });
  await shows(box);
  return box;
}

/** Whether an image finished loading a real picture. */
function isLoaded(page: Page, selector: string, index = 0): Promise<boolean> {
  return page
    .locator(selector)
    .nth(index)
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
}

describe('discover: search, wishlist and profile', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of VIEWPORT_NAMES) {
    it(`searches with results and with 'No Data Found' at ${viewport} width`, async () => {
      const expected = (await call('users/search', { title: 'dhow' })).data as Array<{
        module: string;
        planId: string;
        title: string;
      }>;
      expect(expected.length).toBeGreaterThan(1);
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const problems = watchProblems(page, baseUrl);
      const shot = (step: string) => screenshot(page, `discover-search-${step}-${viewport}`);

      await page.goto(`${baseUrl}/`);
      let box = await headerSearch(page, viewport);
      await box.pressSequentially('dhow');
      const results = page.locator('header').getByRole('listbox', { name: 'Search results' });
      const options = results.getByRole('option');
      await shows(options);
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      // The box searches as it is typed in: the list may still hold the answer to 'd' or 'dh' for a moment.
      await expect.poll(() => options.count()).toBe(expected.length);
      // Each result has a picture and its title.
      for (let index = 0; index < expected.length; index += 1) {
        const option = options.nth(index);
        expect(await option.textContent()).toContain(expected[index]?.title);
        expect(await option.locator('img').getAttribute('src')).toBeTruthy();
      }
      // The pictures in sight load (the rest load lazily as the list scrolls).
      for (const index of [0, 1, 2]) {
        await expect.poll(() => isLoaded(page, 'header [role="option"] img', index)).toBe(true);
      }
      await shot('results');

      // A result opens by the navigation rule (the phone takes the second result, an inBound one).
      const chosen = viewport === 'phone' ? 1 : 0;
      const item = expected[chosen] as (typeof expected)[number];
      await options.nth(chosen).click();
      await page.waitForURL(`${baseUrl}${itemPathOf(item.module, item.planId)}`);
      await shows(page.getByRole('heading', { level: 1, name: item.title }));
      await showsNo(results.getByRole('option'));

      // A search that finds nothing.
      box = await headerSearch(page, viewport);
      await box.pressSequentially('zzqx');
      await shows(page.locator('header').getByText('No Data Found', { exact: true }));
      expect(await options.count()).toBe(0);
      await shot('no-data');

      expect(unexpectedProblems(problems)).toEqual([]);
      await context.close();
    });

    it(`adds a favourite on a detail page and removes it on the wishlist page at ${viewport} width`, async () => {
      const [, product] = (await call('users/filteredList', { category: ['Inbound'] })).data as Array<{
        module: string;
        planId: string;
        title: string;
      }>;
      if (!product) throw new Error('no Inbound product');
      const shopper = await seedShopper('Lina');
      const context = await newContext(browser, viewport, shopper);
      const page = await context.newPage();
      const problems = watchProblems(page, baseUrl);
      const shot = (step: string) => screenshot(page, `discover-wishlist-${step}-${viewport}`);

      await page.goto(`${baseUrl}${itemPathOf(product.module, product.planId)}`);
      await shows(page.getByRole('heading', { level: 1, name: product.title }));
      const emptyHeart = page.getByRole('button', { name: 'Add to wishlist', exact: true });
      await shows(emptyHeart);
      expect(await emptyHeart.getAttribute('aria-pressed')).toBe('false');
      const adding = page.waitForResponse((res) => res.url().endsWith('/api/users/addFavourites'));
      await emptyHeart.click();
      const added = (await (await adding).json()) as { status: number; message: string };
      expect(added.status).toBe(1);
      await shows(toast(page, added.message, 'success'));
      const filledHeart = page.getByRole('button', { name: 'Saved to wishlist', exact: true });
      await shows(filledHeart);
      expect(await filledHeart.getAttribute('aria-pressed')).toBe('true');
      await showsNo(emptyHeart);
      await shot('saved');
      await dismissToasts(page);

      // A second click removes it again (issue 16), with its own message; a third adds it back.
      const removing = page.waitForResponse((res) => res.url().endsWith('/api/users/removeFavourites'));
      await filledHeart.click();
      expect(((await (await removing).json()) as { status: number }).status).toBe(1);
      await shows(toast(page, 'Removed from your wishlist', 'success'));
      await shows(emptyHeart);
      expect(await emptyHeart.getAttribute('aria-pressed')).toBe('false');
      await dismissToasts(page);
      await emptyHeart.click();
      await shows(filledHeart);
      await dismissToasts(page);

      // The wishlist lists it; removing it there empties the list.
      await page.locator('header').getByRole('link', { name: 'Wishlist', exact: true }).click();
      await page.waitForURL(`${baseUrl}/wishlist`);
      await shows(page.getByRole('heading', { level: 1, name: 'Wishlist' }));
      const card = page.getByRole('link').filter({ has: page.getByRole('heading', { name: product.title }) });
      await shows(card);
      expect(await card.getAttribute('href')).toBe(itemPathOf(product.module, product.planId));
      await shows(page.getByText('1 saved experience', { exact: true }));
      await shot('listed');
      await page.getByRole('button', { name: `Remove ${product.title} from wishlist`, exact: true }).click();
      await showsNo(card);
      await shows(page.getByRole('heading', { name: 'Your wishlist is empty' }));
      await shot('removed');
      expect((await call('users/listFavourites', {}, shopper.token)).data).toEqual([]);

      expect(unexpectedProblems(problems)).toEqual([]);
      await context.close();
    });

    it(`updates the profile with an avatar and refuses a too-large file and a non-image at ${viewport} width`, async () => {
      const shopper = await seedShopper('Pia');
      const context = await newContext(browser, viewport, shopper);
      const page = await context.newPage();
      const problems = watchProblems(page, baseUrl);
      const uploads: Array<{ status: number; body: { status: number; data: unknown } }> = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/admin/single_upload'))
          uploads.push({ status: 0, body: { status: 0, data: null } });
      });
      page.on('response', async (response) => {
        if (!response.url().includes('/api/admin/single_upload')) return;
        const entry = uploads.at(-1);
        if (entry) Object.assign(entry, { status: response.status(), body: await response.json() });
      });
      const shot = (step: string) => screenshot(page, `discover-profile-${step}-${viewport}`);
      const header = page.locator('header');

      await page.goto(`${baseUrl}/`);
      await header.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Personal Information' }).click();
      await page.waitForURL(`${baseUrl}/personalinfoform`);
      await shows(page.getByRole('heading', { level: 1, name: 'Personal Information' }));
      const firstName = page.getByLabel('First name', { exact: true });
      await expect.poll(() => firstName.inputValue()).toBe('Pia');
      const avatar = page.getByRole('button', { name: 'Change profile picture' });
      const fileInput = page.locator('input[type="file"]');
      const avatarMessage = page.locator(`[id="${await avatar.getAttribute('aria-describedby')}"]`);

      // A real PNG: uploaded, then shown on the avatar.
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0d9488' } })
        .png()
        .toBuffer();
      const uploaded = page.waitForResponse((res) => res.url().includes('/api/admin/single_upload'));
      await fileInput.setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: png });
      const answer = (await (await uploaded).json()) as { status: number; data: string };
      expect(answer.status).toBe(1);
      const pictureUrl = answer.data;
      await expect.poll(() => avatar.locator('img').getAttribute('src')).toBe(pictureUrl);
      await expect
        .poll(() => avatar.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await shows(avatarMessage.getByText('New picture ready. Press Update to save it.'));
      await shot('avatar-chosen');

      // A new first name and Update: a success toast, and the header shows the new picture and name.
      await firstName.fill('Zara');
      const updating = page.waitForResponse((res) => res.url().endsWith('/api/users/userInfo'));
      await page.getByRole('button', { name: 'Update', exact: true }).click();
      const updated = (await (await updating).json()) as { status: number; message: string };
      expect(updated.status).toBe(1);
      await shows(toast(page, updated.message, 'success'));
      const headerAvatar = header.getByRole('button', { name: 'Account menu' }).locator('img');
      await expect.poll(() => headerAvatar.getAttribute('src')).toBe(pictureUrl);
      await expect.poll(() => isLoaded(page, 'header button[aria-label="Account menu"] img')).toBe(true);
      await shot('updated');
      await dismissToasts(page);
      await header.getByRole('button', { name: 'Account menu' }).click();
      await shows(page.getByRole('menu').getByText('Zara', { exact: true }));
      await page.keyboard.press('Escape');
      const profile = await call('users/viewUserProfile', {}, shopper.token);
      expect(profile.data).toMatchObject({ first_name: 'Zara', profile_pic: pictureUrl });

      // A file over 1.5 MB is refused before any upload.
      await fileInput.setInputFiles({
        name: 'huge.png',
        mimeType: 'image/png',
        buffer: Buffer.alloc(MAX_PHOTO_BYTES + 1, 1),
      });
      await shows(avatarMessage.getByText('File size exceeds 1.5MB. Please upload a smaller file.', { exact: true }));
      await shot('too-large');

      // A text file named like a picture is refused too, with a message of its own.
      await fileInput.setInputFiles({
        name: 'notes.png',
        mimeType: 'text/plain',
        buffer: Buffer.from('These are my travel notes, not a picture.\n'),
      });
      await showsNo(avatarMessage.getByText('File size exceeds 1.5MB. Please upload a smaller file.'));
      const refusal = avatarMessage.locator('p');
      await shows(refusal);
      const refusalText = (await refusal.textContent())?.trim() ?? '';
      expect(refusalText).not.toBe('');
      expect(refusalText).not.toMatch(/up to 1\.5 MB|New picture ready/);
      await shot('not-an-image');

      // Only the real picture was uploaded, and it is still the avatar.
      expect(uploads.map((upload) => [upload.status, upload.body.status])).toEqual([[200, 1]]);
      expect(await avatar.locator('img').getAttribute('src')).toBe(pictureUrl);

      expect(unexpectedProblems(problems)).toEqual([]);
      await context.close();
    });
  }
});
