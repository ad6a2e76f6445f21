// Benchmark section 4 (issues 6, 16 and 37): the web app's first-load JavaScript and CSS per route (and what an
// Arabic load adds), and Lighthouse's mobile performance, LCP, CLS, TBT, accessibility and SEO score for the home,
// detail, package and filter pages and a signed-in shopper's checkout, in English and in Arabic (/ar), against the
// production server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { timeRange12Hour } from '@rihla/shared/rules/time';
import { call, login, register } from '../lib/shopper.mjs';
import { measureRouteBundles } from '../lib/web-bundle.mjs';
import { auditPages, CHROMIUM_PATH } from '../lib/web-lighthouse.mjs';
import { startProductionServer } from '../lib/web-server.mjs';

export const WEB_TARGETS = {
  firstLoadJsGzipBytes: 150 * 1024,
  performance: 95,
  lcpMs: 2000,
  cls: 0.05,
  seo: 100,
  accessibility: 100,
};

/** The pages the issue names; the product ids come from the demo catalogue the server seeds. */
function readAuditedPages(root) {
  const source = ['picnic', 'holidays']
    .map((file) => fs.readFileSync(path.join(root, `packages/demo/src/products/${file}.ts`), 'utf8'))
    .join('\n');
  const firstOf = (module) => {
    const match = new RegExp(`id: '([^']+)',\\s*module: '${module}'`).exec(source);
    if (!match) throw new Error(`No demo product of module ${module} in packages/demo/src/products/`);
    return match[1];
  };
  const english = [
    { name: 'home', route: '/', path: '/' },
    { name: 'detail', route: '/detail/:type/:id', path: `/detail/picnic/${firstOf('picnic')}` },
    { name: 'package', route: '/package/:type/:id', path: `/package/holidays/${firstOf('holidays')}` },
    { name: 'filter', route: '/ProductFilterPage', path: '/ProductFilterPage' },
    // A signed-in shopper's checkout of one picnic ticket (made on the server before the audits: checkoutSession).
    { name: 'checkout', route: '/checkout/:id', path: '/checkout/', picnic: firstOf('picnic') },
  ];
  // Issue 37: the same pages in Arabic, at /ar.
  const arabic = english.map((page) => ({ ...page, name: `ar-${page.name}`, path: `/ar${page.path}`, language: 'ar' }));
  return [...english, ...arabic];
}

/**
 * A shopper signed up (with the code texted to the server's outbox), a picnic ticket in the cart and checked out:
 * the checkout's id, and the session the web app keeps in localStorage.
 */
async function checkoutSession(server, picnicId) {
  const phone = `050${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const password = 'bench-web-1';
  await register(server.baseUrl, phone, password, server.dataDir);
  const token = await login(server.baseUrl, phone, password);
  const detail = await call(server.baseUrl, 'users/viewDetail', { module: 'picnic', planId: picnicId });
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const time = timeRange12Hour(detail.start, detail.end);
  await call(
    server.baseUrl,
    'users/addToCart',
    { item: [{ module: 'picnic', planId: picnicId, date, time, adultCount: 1 }] },
    token,
  );
  const [checkout] = await call(server.baseUrl, 'users/checkout', {}, token);
  return {
    cartId: checkout._id,
    localStorage: { loginStatus: 'true', oAuth: token, userName: 'Bench', proPicUrl: '', cartId: checkout._id },
  };
}

/**
 * What an Arabic first load adds to a route's English one (gzip, level 9): `src/locales/ar.ts` (the catalogue's
 * library and first texts, imported by main.tsx before the first render on /ar) and its static imports that the
 * English load does not already bring (decision 101).
 */
function arabicExtraJs(webRoot, bundle) {
  const manifest = JSON.parse(fs.readFileSync(path.join(webRoot, 'dist/.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('src/locales/ar.ts');
  let gzip = 0;
  for (const file of files) {
    if (bundle.jsFiles.includes(file)) continue;
    gzip += zlib.gzipSync(fs.readFileSync(path.join(webRoot, 'dist', file)), { level: 9 }).length;
  }
  return gzip;
}

function build(root, log) {
  log('web: npm run build (production build of the shared package, the API and the web app)');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm run build failed:\n${result.stdout}\n${result.stderr}`);
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * ctx = { root, log, options: { quick, skipBuild?, pages? } }. Quick mode audits each page once instead of three
 * times; `pages` (page names, e.g. ['ar-home', 'ar-checkout']) audits those pages alone. (`options.only` is
 * `npm run bench`'s list of sections: `--only=web` audits every page.) Bundle sizes need no server;
 * the Lighthouse part needs Chromium and is reported as skipped without it.
 */
export async function run(ctx) {
  const { root, log, options } = ctx;
  const webRoot = path.join(root, 'apps/web');
  if (!options.skipBuild) build(root, log);

  const bundles = measureRouteBundles(webRoot);
  const bundleByRoute = new Map(bundles.map((bundle) => [bundle.path, bundle]));
  const pages = readAuditedPages(root).filter((page) => !options.pages || options.pages.includes(page.name));
  const runs = options.quick ? 1 : 3;

  let audits = [];
  let lighthouseSkipped = null;
  if (!fs.existsSync(CHROMIUM_PATH)) {
    lighthouseSkipped = `No Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)`;
    log(`web: Lighthouse skipped: ${lighthouseSkipped}`);
  } else {
    const server = await startProductionServer(root);
    try {
      log(`web: Lighthouse (mobile), ${runs} run(s) per page against ${server.baseUrl}`);
      const checkoutPage = pages.find((page) => page.picnic);
      const session = checkoutPage ? await checkoutSession(server, checkoutPage.picnic) : null;
      audits = await auditPages(
        pages.map(({ picnic, ...page }) =>
          picnic && session
            ? {
                ...page,
                path: `${page.path}${session.cartId}`,
                url: `${server.baseUrl}${page.path}${session.cartId}`,
                localStorage: session.localStorage,
              }
            : { ...page, url: `${server.baseUrl}${page.path}` },
        ),
        { runs, log },
      );
    } finally {
      await server.stop();
    }
  }
  const auditByName = new Map(audits.map((audit) => [audit.name, audit]));

  const isAudited = (route) => pages.some((page) => page.route === route);
  const rows = [];
  const ordered = [
    ...pages.map((page) => ({ page, bundle: bundleByRoute.get(page.route) })),
    ...bundles.filter((bundle) => !isAudited(bundle.path)).map((bundle) => ({ page: null, bundle })),
  ].filter(({ bundle }) => bundle);
  for (const { page, bundle } of ordered) {
    const audit = page ? auditByName.get(page.name) : undefined;
    const js = bundle.js.gzip + (page?.language === 'ar' ? arabicExtraJs(webRoot, bundle) : 0);
    const isJsMet = js <= WEB_TARGETS.firstLoadJsGzipBytes;
    const isAuditMet =
      !audit ||
      (audit.median.performance >= WEB_TARGETS.performance &&
        audit.median.lcpMs <= WEB_TARGETS.lcpMs &&
        audit.median.cls <= WEB_TARGETS.cls &&
        audit.median.seo >= WEB_TARGETS.seo &&
        audit.median.accessibility >= WEB_TARGETS.accessibility);
    rows.push([
      page ? page.path.replace(/\/checkout\/$/, '/checkout/:id') : bundle.path,
      kb(js),
      kb(bundle.css.gzip),
      audit ? audit.median.performance : '-',
      audit ? (audit.median.lcpMs / 1000).toFixed(2) : '-',
      audit ? audit.median.cls.toFixed(3) : '-',
      audit ? Math.round(audit.median.tbtMs) : '-',
      audit ? audit.median.accessibility : '-',
      audit ? audit.median.seo : '-',
      page ? (isJsMet && isAuditMet && audit ? 'yes' : 'no') : '',
    ]);
  }

  return {
    key: 'web',
    title: `Web app: first-load JS/CSS per route (gzip) and Lighthouse mobile (median of ${runs})`,
    columns: [
      'Route',
      'JS gz (KB)',
      'CSS gz (KB)',
      'Performance',
      'LCP (s)',
      'CLS',
      'TBT (ms)',
      'Accessibility',
      'SEO',
      'Target met',
    ],
    rows,
    results: {
      targets: WEB_TARGETS,
      lighthouseRuns: runs,
      lighthouseSkipped,
      pages: audits.map(({ url: _url, ...audit }) => audit),
      bundles: bundles.map((bundle) => ({
        route: bundle.path,
        name: bundle.name,
        js: bundle.js,
        css: bundle.css,
        jsFiles: bundle.jsFiles,
        cssFiles: bundle.cssFiles,
      })),
    },
  };
}
