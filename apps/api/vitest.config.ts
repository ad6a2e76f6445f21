import { defineConfig } from 'vitest/config';

// Every API test runs on SQLite, and again on PostgreSQL when TEST_DATABASE_URL names one (CI always does).
const dialects = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
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
