import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { messageCatalogues } from './build/catalogue';
import { firstScreenFirst } from './build/first-screen-first';
import { precompress } from './build/precompress';

export default defineConfig({
  plugins: [react(), tailwindcss(), messageCatalogues(), firstScreenFirst(), precompress()],
  resolve: {
    conditions: ['source'],
    // Catalogues are precompiled to ASTs (build/catalogue.ts): intl-messageformat runs without its parser (decision 101).
    alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/lib/no-parser.js' },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    // Written for debugging from a copy of the build, never referenced by the scripts nor served (decision 021).
    sourcemap: 'hidden',
    // bench/sections/web.mjs reads the manifest to add up each route's first-load script and styles.
    manifest: true,
    modulePreload: {
      // The back office's chunk is imported from the app's entry on the first visit under /admin (decision 032):
      // its long list of dependencies is not written into the entry every shopper loads; the chunk's own
      // imports fetch them when an operator opens it.
      resolveDependencies: (filename, deps) => (/admin-router-[\w-]+\.js$/.test(filename) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page needs change far less often than the app: their own chunks stay cached
          // across releases. Everything else is split by route as imported.
          groups: [
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            { name: 'vendor-query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
