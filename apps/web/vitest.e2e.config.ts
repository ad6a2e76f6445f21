import { defineConfig } from 'vitest/config';

// End-to-end journeys: a real server on a temporary SQLite database, driven in Debian's Chromium.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // A failed journey's pages are saved as they were (screenshots of each step only with E2E_SCREENSHOTS=1).
    setupFiles: ['e2e/failure-screenshots.ts'],
    // A journey alone takes 5 to 40 s; in CI four lanes share two cores, and a journey may wait up to 45 s for a
    // text or an email from the messages worker process (e2e/messages.ts). The limits (these, and a long journey's
    // own) are about six times what a journey takes on a quiet machine: CI has run on machines four times slower
    // (the lanes took 30 minutes, not 8), where 120 s failed journeys that were only slow. A limit is for a journey
    // that hangs, which then costs its lane the difference.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    // NOTE: expect.poll gives up after 1 s by default; a busy lane's page can take longer to follow a click.
    expect: { poll: { timeout: 20_000 } },
    // A failure's one line (what CI's summary keeps) says every unexpected problem, not `[ Array(1) ]`.
    chaiConfig: { truncateThreshold: 0 },
  },
});
