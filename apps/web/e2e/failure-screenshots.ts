// Set up before every journey file (vitest.e2e.config.ts): when a journey fails, each page still open in a browser
// the file launched is saved as it was at the failure, under test-artifacts/e2e/failed, and its path is printed
// (scripts/test.mjs repeats those lines under Problems, where CI's output ends).
import path from 'node:path';
import { afterEach } from 'vitest';
import { ARTIFACTS_DIR, openBrowsers } from './browser';

/** How the line that names a failed journey's screenshot starts: scripts/test.mjs looks for it. */
const ANNOUNCEMENT = 'Screenshot of the failed journey: ';

const fileNamePart = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const pages = [...openBrowsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
  const name = fileNamePart(`${path.basename(task.file.filepath, '.e2e.ts')} ${task.name}`);
  for (const [index, page] of pages.entries()) {
    const file = path.join(ARTIFACTS_DIR, 'failed', `${name}${pages.length > 1 ? `-${index + 1}` : ''}.png`);
    // A page stuck in a script may not paint: the screenshot gives up rather than hold the lane.
    await page.screenshot({ path: file, fullPage: true, timeout: 15_000 }).then(
      () => console.error(`${ANNOUNCEMENT}${file} (${page.url()})`),
      (error: Error) => console.error(`No screenshot of the failed journey's page ${page.url()}: ${error.message}`),
    );
  }
});
