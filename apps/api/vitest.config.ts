import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { durationsSequencer } from '../../scripts/lib/durations-sequencer.mjs';

// Every API test runs on SQLite, and again on PostgreSQL when TEST_DATABASE_URL names one (CI always does).
const dialects = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One migrated, seeded template database per run, copied for each test app (decision 064).
    globalSetup: ['src/test/global-setup.ts'],
    // NOTE: Vitest runs one file at a time on a 2-core machine by default (its workers are the cores less one).
    // Most of an API test's time is spent waiting on PostgreSQL, a server process or a timer, so two files at a
    // time there took the suite on both databases from 21 to 14 minutes; larger machines keep the default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Each file's state is its own app and database: a worker imports the app once for all its files (decision 064).
    isolate: false,
    // The longest files first, by the last passing run's times, on a fresh clone too (decision 081).
    sequence: { sequencer: durationsSequencer('api') },
    projects: dialects.map((dialect) => ({
      extends: true,
      test: {
        name: dialect,
        include: ['src/**/*.test.ts'],
        env: { TEST_DIALECT: dialect },
      },
    })),
  },
});
