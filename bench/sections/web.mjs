// Benchmark section 4 (issues 6 and 16): the web app's first-load JavaScript and CSS per route, and Lighthouse's
// mobile performance, LCP, CLS, TBT and SEO score for the home, detail, package and filter pages against the
// production server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { measureRouteBundles } from '../lib/web-bundle.mjs';
import { auditPages, CHROMIUM_PATH } from '../lib/web-lighthouse.mjs';
import { startProductionServer } from '../lib/web-server.mjs';

export const WEB_TARGETS = {
  firstLoadJsGzipBytes: 150 * 1024,
  performance: 95,
  lcpMs: 2000,
  cls: 0.05,
  seo: 100,
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
  return [
    { name: 'home', route: '/', path: '/' },
    { name: 'detail', route: '/detail/:type/:id', path: `/detail/picnic/${firstOf('picnic')}` },
    { name: 'package', route: '/package/:type/:id', path: `/package/holidays/${firstOf('holidays')}` },
    { name: 'filter', route: '/ProductFilterPage', path: '/ProductFilterPage' },
  ];
}

function build(root, log) {
  log('web: npm run build (production build of the shared package, the API and the web app)');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm run build failed:\n${result.stdout}\n${result.stderr}`);
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * ctx = { root, log, options: { quick, skipBuild? } }. Quick mode audits each page once instead of three times.
 * Bundle sizes need no server; the Lighthouse part needs Chromium and is reported as skipped without it.
 */
export async function run(ctx) {
  const { root, log, options } = ctx;
  const webRoot = path.join(root, 'apps/web');
  if (!options.skipBuild) build(root, log);

  const bundles = measureRouteBundles(webRoot);
  const bundleByRoute = new Map(bundles.map((bundle) => [bundle.path, bundle]));
  const pages = readAuditedPages(root);
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
      audits = await auditPages(
        pages.map((page) => ({ ...page, url: `${server.baseUrl}${page.path}` })),
        { runs, log },
      );
    } finally {
      await server.stop();
    }
  }
  const auditByRoute = new Map(audits.map((audit) => [audit.route, audit]));

  const isAudited = (route) => pages.some((page) => page.route === route);
  const rows = [];
  const ordered = [
    ...pages.map((page) => bundleByRoute.get(page.route)),
    ...bundles.filter((bundle) => !isAudited(bundle.path)),
  ].filter(Boolean);
  for (const bundle of ordered) {
    const audit = auditByRoute.get(bundle.path);
    const isJsMet = bundle.js.gzip <= WEB_TARGETS.firstLoadJsGzipBytes;
    const isAuditMet =
      !audit ||
      (audit.median.performance >= WEB_TARGETS.performance &&
        audit.median.lcpMs <= WEB_TARGETS.lcpMs &&
        audit.median.cls <= WEB_TARGETS.cls &&
        audit.median.seo >= WEB_TARGETS.seo);
    rows.push([
      bundle.path,
      kb(bundle.js.gzip),
      kb(bundle.css.gzip),
      audit ? audit.median.performance : '-',
      audit ? (audit.median.lcpMs / 1000).toFixed(2) : '-',
      audit ? audit.median.cls.toFixed(3) : '-',
      audit ? Math.round(audit.median.tbtMs) : '-',
      audit ? audit.median.seo : '-',
      isAudited(bundle.path) ? (isJsMet && isAuditMet && audit ? 'yes' : 'no') : '',
    ]);
  }

  return {
    key: 'web',
    title: `Web app: first-load JS/CSS per route (gzip) and Lighthouse mobile (median of ${runs})`,
    columns: ['Route', 'JS gz (KB)', 'CSS gz (KB)', 'Performance', 'LCP (s)', 'CLS', 'TBT (ms)', 'SEO', 'Target met'],
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
