import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isBackOfficePath } from '@rihla/shared/rules/back-office';
import { splitLanguagePath, type TLanguage } from '@rihla/shared/rules/languages';
import { isWebPagePath } from '@rihla/shared/rules/navigation';
import { todayInDubai } from '@rihla/shared/rules/time';
import { splitWidgetPath } from '@rihla/shared/rules/widget';
import type { TPublicShop } from '@rihla/shared/schemas/shop';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { contentSecurityPolicyHeader } from '../lib/content-security-policy.js';
import { CachedPage, negotiateEncoding } from '../lib/response-cache.js';
import { CACHE_TAGS } from '../lib/tagged-cache.js';
import {
  buildPageHead,
  notFoundHead,
  pageHeadTags,
  pageKeyOf,
  privatePageDescription,
  withHead,
} from '../modules/seo/index.js';
import { readPublicShop } from '../modules/shop/index.js';
import { widgetFrameAncestors } from '../modules/widget/index.js';
import {
  buildFirstScreen,
  FIRST_SCREEN_MARK,
  firstScreenKey,
  firstScreenTags,
  renderFirstScreen,
} from './first-screen.js';
import { inLanguage } from './page-language.js';
import { backOfficeTitle, shopTitle, withShop } from './shop-page.js';

/**
 * Serves the built web app: files by name, and index.html for every other path that is not under /api,
 * so that the browser-history routes of the web app load on a refresh or a shared link. The pages search
 * engines index get index.html with their own head (modules/seo/seo-head.ts, decision 027), and the home, product
 * and filter pages their first screen too (./first-screen.ts). A product or post that does not exist, and a
 * path that is no page of the app, answer 404 with the app, which shows its not-found page. Every page carries the
 * operator's shop (./shop-page.ts), so each is built from the template and cached until a write changes it (a save
 * of the shop clears every cache); none is sent as the file on disk.
 */
export const webAppPlugin = fp(async (app: FastifyInstance) => {
  const root = app.ctx.config.webDistDir;
  const hasBuild = fs.existsSync(path.join(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz copies of its scripts, styles and index.html (apps/web/build/precompress.ts).
      preCompressed: true,
      // The build writes source maps for debugging from a copy of it; they are not published (decision 021).
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      setHeaders: (res, filePath) => {
        // Vite names built assets by content hash: they never change under the same name.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const template = hasBuild ? fs.readFileSync(path.join(root, 'index.html'), 'utf8') : '';
  const hasFirstScreenMark = template.includes(FIRST_SCREEN_MARK);
  const { firstScreens } = app.ctx.caches;
  const { db } = app.ctx;
  const { publicUrl } = app.ctx.config;
  /** A page in its language (./page-language.ts); `path` is its canonical path, none for a page search engines skip. */
  const page = (html: string, shop: TPublicShop, language: TLanguage, path: string | null, status: 200 | 404 = 200) =>
    new CachedPage(Buffer.from(inLanguage(withShop(html, shop), language, publicUrl, path), 'utf8'), status);

  /**
   * The pages without data of their own, by a key no path can be ('!' never starts one); each shows the shop, one
   * copy per language.
   */
  const shopPage = async (key: string, build: () => Promise<CachedPage>): Promise<CachedPage> =>
    (await firstScreens.get(key, build, [CACHE_TAGS.shop])) ?? build();
  const shopPages = {
    notFound: (language: TLanguage) => shopPage(`!notFound ${language}`, () => buildNotFoundPage(language)),
    backOffice: () => shopPage('!backOffice', buildBackOfficePage),
    private: (language: TLanguage) => shopPage(`!private ${language}`, () => buildPrivatePage(language)),
  };

  // NOTE: a page's shop (its data block, decision 080, and its first screen) is the shop in the page's language: the
  // home page's hero of an Arabic page in Arabic where the shop wrote it (decision 102).
  async function buildNotFoundPage(language: TLanguage): Promise<CachedPage> {
    const shop = await readPublicShop(app.ctx, language);
    return page(withHead(template, notFoundHead(shop, language)), shop, language, null, 404);
  }

  async function buildBackOfficePage(): Promise<CachedPage> {
    const shop = await readPublicShop(app.ctx);
    return page(backOfficeHtml(template, shop), shop, 'en', null);
  }

  /** The app's private pages (cart, checkout...): index.html with the shop, the app sets their titles. */
  async function buildPrivatePage(language: TLanguage): Promise<CachedPage> {
    const shop = await readPublicShop(app.ctx, language);
    return page(
      withHead(template, `${shopTitle(shop)}\n    ${privatePageDescription(language)}`),
      shop,
      language,
      null,
    );
  }

  /** index.html with the head of the page and, for the pages that have one, its first screen. */
  async function buildPage(key: string, language: TLanguage): Promise<CachedPage | null> {
    const shop = await readPublicShop(app.ctx, language);
    const head = await buildPageHead(db, publicUrl, key, shop, language);
    if (head.status === 404) return shopPages.notFound(language);
    const screenKey = hasFirstScreenMark ? firstScreenKey(key) : null;
    // The first screen's content in the page's language (the home page's hero, a product's title and place).
    const screen = screenKey
      ? await buildFirstScreen(db, screenKey, todayInDubai(app.ctx.clock.now()), shop, language)
      : null;
    const html = withHead(template, head.html);
    return page(screen ? renderFirstScreen(html, screen) : html, shop, language, key);
  }

  /** The page a GET of `url` (without its language, `/ar`) is answered with. */
  async function choosePage(url: string, isBackOffice: boolean, language: TLanguage) {
    const path = url.split('?')[0] ?? '/';
    const pageKey = pageKeyOf(url);
    const isOutsideApp = !isWebPagePath(path) || (language !== 'en' && isBackOfficePath(path));
    if (pageKey.kind === 'notFound' || (pageKey.kind === 'app' && isOutsideApp)) {
      return { served: await shopPages.notFound(language), isBackOfficePage: false };
    }
    if (pageKey.kind === 'page') {
      const { key } = pageKey;
      const screenKey = firstScreenKey(key);
      const tags = [
        ...new Set([...pageHeadTags(key), ...(screenKey ? firstScreenTags(screenKey) : []), CACHE_TAGS.shop]),
      ];
      const served = await firstScreens
        .get(language === 'en' ? key : `/${language}${key}`, () => buildPage(key, language), tags)
        .catch((error: unknown) => {
          // The page without its head and first screen still shows it: they are never worth a failed load.
          app.log.warn({ err: error }, 'page head and first screen not built');
          return null;
        });
      if (served) return { served, isBackOfficePage: false };
    }
    if (isBackOffice) return { served: await shopPages.backOffice(), isBackOfficePage: true };
    // The app's private pages (cart, checkout...), and a page whose head could not be built: no page for search
    // engines, so without alternates, one copy per language.
    return { served: await shopPages.private(language), isBackOfficePage: false };
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isServerPath = ['/api', '/media/', '/uploads/', '/assets/'].some((prefix) => url.startsWith(prefix));
    // HEAD is answered as GET without the body (uptime checkers and crawlers ask it).
    if (isServerPath || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ status: 0, message: `Unknown call: ${request.method} ${url}` });
    }
    if (!hasBuild) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    // A partner's booking widget (decision 123): the storefront's pages under /widget/<partner>, framed by the
    // partner's registered origins only; an unknown or suspended partner's is the not-found page, framed by nobody.
    const widget = splitWidgetPath(request.url);
    if (widget) {
      const origins = await widgetFrameAncestors(app.ctx, widget.partnerId);
      const { language, path: widgetUrl } = splitLanguagePath(widget.path);
      const widgetPagePath = widgetUrl.split('?')[0] ?? '/';
      const isPage = origins !== null && isWebPagePath(widgetPagePath) && !isBackOfficePath(widgetPagePath);
      const served = isPage ? await shopPages.private(language) : await shopPages.notFound(language);
      if (isPage) {
        reply.raw.removeHeader('x-frame-options');
        reply.header(
          'content-security-policy',
          contentSecurityPolicyHeader(app.ctx.config, origins.length > 0 ? origins : ["'none'"]),
        );
      }
      reply.header('x-robots-tag', 'noindex, nofollow');
      return sendPage(reply, request.headers['accept-encoding'], served);
    }
    // An Arabic page is the English page's path under /ar (decision 101); the back office has no Arabic.
    const { language, path: pageUrl } = splitLanguagePath(request.url);
    const isBackOffice = language === 'en' && isBackOfficePath(url);
    const chosen = await choosePage(pageUrl, isBackOffice, language).catch((error: unknown) => {
      // The app on disk still shows the page (it asks for the shop itself): never worth a failed load.
      request.log.warn({ err: error }, 'page not built');
      return null;
    });
    if (!chosen) return reply.code(200).header('cache-control', 'no-cache').sendFile('index.html');
    const { served, isBackOfficePage } = chosen;
    if (isBackOfficePage) reply.header('x-robots-tag', 'noindex, nofollow');
    return sendPage(reply, request.headers['accept-encoding'], served);
  });
});

/** A built page with its status, compressed as the client accepts, never kept by a cache without asking. */
function sendPage(reply: FastifyReply, acceptEncoding: string | undefined, served: CachedPage): FastifyReply {
  reply.code(served.statusCode);
  const { body, encoding } = served.encoded(negotiateEncoding(acceptEncoding));
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8')
    .send(body);
}

/**
 * The back office's page (decision 032): the app with its own title, kept out of search engines, and without
 * the storefront's first screen (its header would show until the back office's code has run).
 */
function backOfficeHtml(template: string, shop: TPublicShop): string {
  return withHead(template, `${backOfficeTitle(shop)}\n    <meta name="robots" content="noindex, nofollow">`).replace(
    /(<div id="root">)[\s\S]*?(<\/div>\s*(?:<script|<\/body>))/,
    '$1$2',
  );
}
