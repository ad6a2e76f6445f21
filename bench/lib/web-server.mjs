// Starts the production server (`node apps/api/dist/server.js`, as `npm start` runs it) on a fresh SQLite
// database with the demo catalogue, for the web section (Lighthouse).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateCatalogue } from './catalogue.mjs';
import { startServer } from './server.mjs';

/** Returns `{ baseUrl, stop() }`; the temporary data directory goes away on stop. */
export async function startProductionServer(root) {
  if (!fs.existsSync(path.join(root, 'apps/api/dist/server.js'))) throw new Error('Build first: npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-bench-web-'));
  try {
    // Production seeds no demo (decision 055): the demo catalogue is written first, as the other sections do.
    const database = { dialect: 'sqlite', filename: path.join(dataDir, 'rihla.sqlite') };
    await generateCatalogue({ root, database, products: 44, log: () => {} });
    const server = await startServer({
      root,
      kind: 'api',
      dataDir,
      logDir: dataDir,
      env: { LOG_LEVEL: 'warn' },
    });
    return {
      baseUrl: server.url,
      async stop() {
        await server.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
