// The content desk (issue 17): the demo editor (no second factor) adds a banner with an uploaded picture and a
// link, moves it up, writes and publishes a blog post, and changes the order of Trending Now; a shopper's home
// page and blog show each change at once. axe on every screen; screenshots at 1280 and 768 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeViolations, seriousViolations } from './axe';
import { launchBrowser, screenshot, watchProblems } from './browser';
import { shows } from './journey';
import { DEMO_EDITOR, goToDesk, signInOperator } from './operators';

const baseUrl = inject('baseUrl');
/** A 64×32 PNG: the server checks it from its bytes and re-encodes it as WebP. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAgCAIAAAAt/+nTAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAXElEQVRYhe2SwQkAQRCD7Pp6ssot4h4yELAAIwG/25AbuAHkFd2FuAu5gRtAXtFdiLuQG7gB5BXdhbgLuYEbQF7RXYi7kBu4AeQV3YW4C7mBG0Be0V2Iu5Ab/OMBQl0IiJE9M8MAAAAASUVORK5CYII=',
  'base64',
);

let browser: Browser;
const axeFindings: string[] = [];
async function checkAccessibility(page: Page, where: string): Promise<void> {
  axeFindings.push(...describeViolations(where, await seriousViolations(page)));
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** How far the page is wider than the window: a wide table scrolls inside its own region instead. */
const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

function signInEditor(page: Page) {
  return signInOperator(page, DEMO_EDITOR.email, DEMO_EDITOR.password);
}

async function uploadPicture(scope: ReturnType<Page['getByRole']> | Page, name: string) {
  await scope
    .getByLabel(/Upload a picture|Replace the picture/)
    .setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await shows(scope.getByText('Picture uploaded'));
}

/** A shopper's answer of a public call, from the shopper's page. */
function shopperCall(page: Page, name: string, body: object) {
  return page.evaluate(
    async ([callName, callBody]) => {
      const response = await fetch(`/api/${callName}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(callBody),
      });
      return (await response.json()).data;
    },
    [name, body] as const,
  );
}

describe('the content desk', () => {
  it('lets the editor add and move a banner, publish a post and reorder Trending Now; shoppers see each at once', {
    timeout: 450_000,
  }, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchProblems(page, baseUrl);
    const shopperContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const shopper = await shopperContext.newPage();
    await signInEditor(page);

    // Banners: add one with an uploaded picture and a link; it comes last.
    await goToDesk(page, 'Banners, blog and home');
    await shows(page.getByRole('heading', { name: 'Banners, blog and home', level: 1 }));
    const rows = page.getByTestId('banner-row');
    await shows(rows);
    const before = await rows.count();
    await checkAccessibility(page, 'banners');
    await page.getByRole('button', { name: 'Add a banner' }).click();
    const dialog = page.getByRole('dialog');
    await uploadPicture(dialog, 'banner.png');
    await dialog.getByLabel('What the picture shows (for screen readers)', { exact: true }).fill('Dhow cruise at dusk');
    await shows(dialog.getByText('Missing in Arabic'));
    await dialog.getByLabel('What the picture shows (for screen readers) (Arabic)').fill('مركب داو عند الغروب');
    await dialog.getByLabel(/^Link/).fill('//evil.example/');
    await dialog.getByRole('button', { name: 'Add the banner' }).click();
    await shows(dialog.getByText("Link must be a path of this site that starts with '/' (no other site, no '//')"));
    await screenshot(page, 'desk-content-banner-dialog-1280');
    await checkAccessibility(page, 'banner dialog');
    await dialog.getByLabel(/^Link/).fill('/ProductFilterPage?category=Holidays');
    await dialog.getByRole('button', { name: 'Add the banner' }).click();
    await expect.poll(() => rows.count()).toBe(before + 1);
    await expect
      .poll(() => page.getByTestId('banner-link').last().textContent())
      .toBe('/ProductFilterPage?category=Holidays');

    // Move it up one place: the shopper's banners come in the new order.
    await page.getByRole('button', { name: `Move up: banner ${before + 1}` }).click();
    await expect
      .poll(() =>
        page
          .getByTestId('banner-link')
          .nth(before - 1)
          .textContent(),
      )
      .toBe('/ProductFilterPage?category=Holidays');
    await screenshot(page, 'desk-content-banners-1280');
    await shopper.goto(`${baseUrl}/`);
    const banners = (await shopperCall(shopper, 'users/listBanner', {})) as Array<{ alt: string }>;
    expect(banners.map((banner) => banner.alt).indexOf('Dhow cruise at dusk')).toBe(before - 1);
    await shows(shopper.getByRole('img', { name: 'Dhow cruise at dusk' }));

    // Blog: write and publish a post; the shopper's blog shows it first.
    await page.getByRole('link', { name: 'Blog posts' }).click();
    await page.getByRole('link', { name: 'Write a post' }).click();
    const title = `Sunset dhow cruise ${Date.now()}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Content', exact: true }).fill('Dolphins at dusk near Khasab.');
    // Side by side in Arabic (decision 105): the title's Arabic, the content left to the English (marked missing).
    await page.getByLabel('Title (Arabic)').fill(`غروب على مركب الداو ${title.slice(-6)}`);
    await shows(page.getByText('Missing in Arabic'));
    await uploadPicture(page, 'post.png');
    await page.getByRole('button', { name: 'Publish' }).click();
    await shows(page.getByTestId('post-state').filter({ hasText: 'Published' }));
    await screenshot(page, 'desk-content-blog-editor-1280');
    await checkAccessibility(page, 'blog editor');
    await page.getByRole('link', { name: 'Back to the blog posts' }).click();
    await shows(page.getByRole('row', { name: new RegExp(`${title}.*Published`) }));
    await checkAccessibility(page, 'blog list');
    await shopper.goto(`${baseUrl}/blogs`);
    await shows(shopper.getByText(title));
    const posts = (await shopperCall(shopper, 'users/listBlog', {})) as Array<{ title: string; content: string }>;
    expect(posts[0]?.title).toBe(title);
    expect(posts[0]?.content).toContain('Dolphins at dusk near Khasab.');
    // In Arabic: the Arabic title, and the English content marked as English where it has no Arabic.
    const arabic = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await arabic.goto(`${baseUrl}/ar/blogs`);
    await shows(arabic.getByRole('link', { name: `غروب على مركب الداو ${title.slice(-6)}` }).first());
    await shows(arabic.locator('p[lang="en"]', { hasText: 'Dolphins at dusk near Khasab.' }).first());
    await screenshot(arabic, 'desk-content-blog-ar-shopper-1280');
    await arabic.close();

    // Home: move the first product of Trending Now down; the shopper's Trending Now follows.
    await page.getByRole('link', { name: 'Home page lists' }).click();
    const trending = page.getByTestId('home-list-trendingNow').getByTestId('home-product-title');
    await shows(trending);
    const [first = '', second = ''] = await trending.allTextContents();
    await page
      .getByRole('button', { name: `Move down: ${first}` })
      .first()
      .click();
    await expect.poll(() => trending.first().textContent()).toBe(second);
    await expect.poll(() => trending.nth(1).textContent()).toBe(first);
    // Add a product found by its title: it comes last.
    await page.getByLabel('Add a product to Trending Now: search by title').fill('Louvre');
    await page.getByRole('button', { name: /^Add Louvre/ }).click();
    await expect.poll(() => trending.last().textContent()).toMatch(/^Louvre/);
    await screenshot(page, 'desk-content-home-1280');
    await checkAccessibility(page, 'home lists');
    const featured = (await shopperCall(shopper, 'homepage/featuredData', {
      limit: 'all',
      page: 0,
      most_popular: 1,
    })) as Array<{ title: string }>;
    expect(featured.slice(0, 2).map((item) => item.title)).toEqual([second, first]);
    await shopper.goto(`${baseUrl}/`);
    const section = shopper.getByRole('region', { name: 'Trending Now' });
    await shows(section.getByText(second));

    expect(axeFindings).toEqual([]);
    expect(problems).toEqual([]);
    await shopperContext.close();
    await context.close();
  });

  it('fits the three content screens at 768 px', { timeout: 240_000 }, async () => {
    axeFindings.length = 0;
    const context = await browser.newContext({ viewport: { width: 768, height: 1024 } });
    const page = await context.newPage();
    await signInEditor(page);
    await page.goto(`${baseUrl}/admin/content`);
    await shows(page.getByTestId('banner-row'));
    await screenshot(page, 'desk-content-banners-768');
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    await checkAccessibility(page, 'banners at 768');
    await page.getByRole('link', { name: 'Blog posts' }).click();
    await shows(page.getByRole('link', { name: 'Write a post' }));
    await screenshot(page, 'desk-content-blog-768');
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    await checkAccessibility(page, 'blog list at 768');
    await page.getByRole('link', { name: 'Home page lists' }).click();
    await shows(page.getByTestId('home-product-title'));
    await screenshot(page, 'desk-content-home-768');
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    await checkAccessibility(page, 'home lists at 768');
    expect(axeFindings).toEqual([]);
    await context.close();
  });
});
