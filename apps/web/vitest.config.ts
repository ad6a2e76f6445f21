import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { messageCatalogues } from './build/catalogue';

export default defineConfig({
  plugins: [react(), messageCatalogues()],
  resolve: { conditions: ['source'] },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    // NOTE: every test starts from a clean page (src/test/setup.ts unmounts, clears storage and canned answers), so
    // a worker keeps its DOM and imports from file to file: 74 s to 18 s on 2 cores, with the two workers Vitest
    // would leave at one there (it keeps a core free).
    isolate: false,
    // `npm test` runs these tests while the API and the web app build (decision 089), with about half the CPU they
    // have alone: a test may take 15 s rather than Vitest's 5.
    testTimeout: 15_000,
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
