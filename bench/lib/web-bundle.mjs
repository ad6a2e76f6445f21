// First-load JavaScript and CSS of each route of the web app, read from Vite's build manifest.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The routes of apps/web/src/app/router.tsx with the module each one loads lazily, read from the source so the
 * table follows the router: `{ index: true, ...page('home', () => import('./routes/home')) }` gives
 * `{ path: '/', name: 'home', module: 'src/app/routes/home.tsx' }`.
 */
export function readRoutes(webRoot) {
  const source = fs.readFileSync(path.join(webRoot, 'src/app/router.tsx'), 'utf8');
  const pattern =
    /\{\s*(?:index:\s*true|path:\s*'([^']*)')\s*,\s*\.\.\.page\('([^']+)',\s*\(\)\s*=>\s*import\('\.\/routes\/([^']+)'\)\)/g;
  const routes = [];
  for (const match of source.matchAll(pattern)) {
    const [, routePath, name, file] = match;
    routes.push({
      path: routePath === undefined ? '/' : `/${routePath}`,
      name,
      module: `src/app/routes/${file}.tsx`,
    });
  }
  if (routes.length === 0) throw new Error('No routes found in router.tsx: the pattern no longer matches');
  return routes;
}

/** The chunk named by `key` and every chunk it imports statically, in load order, each once. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function compressedSizes(file) {
  const bytes = fs.readFileSync(file);
  return {
    raw: bytes.length,
    gzip: zlib.gzipSync(bytes, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * For each route: the entry chunk and its static imports, plus the route's lazy chunk and its static imports,
 * with the CSS those chunks bring. Sizes are bytes, raw and compressed as a server would send them.
 */
export function measureRouteBundles(webRoot) {
  const distDir = path.join(webRoot, 'dist');
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`No build manifest at ${manifestFile}: build.manifest must be on`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk');
  const sizeCache = new Map();
  const sizeOf = (file) => {
    if (!sizeCache.has(file)) sizeCache.set(file, compressedSizes(path.join(distDir, file)));
    return sizeCache.get(file);
  };

  return readRoutes(webRoot).map((route) => {
    const keys = staticClosure(manifest, entryKey);
    staticClosure(manifest, route.module, keys);
    const js = new Set();
    const css = new Set();
    for (const key of keys) {
      js.add(manifest[key].file);
      for (const file of manifest[key].css ?? []) css.add(file);
    }
    const total = (files) =>
      [...files].reduce(
        (sum, file) => {
          const size = sizeOf(file);
          return { raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli };
        },
        { raw: 0, gzip: 0, brotli: 0 },
      );
    return { ...route, jsFiles: [...js], cssFiles: [...css], js: total(js), css: total(css) };
  });
}
