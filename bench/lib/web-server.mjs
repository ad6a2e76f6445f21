// Starts the production server (`node apps/api/dist/server.js`, as `npm start` runs it) on a fresh SQLite
// database with the demo catalogue, for the web section (Lighthouse).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateCatalogue } from './catalogue.mjs';
import { startServer } from './server.mjs';

/** Returns `{ baseUrl, dataDir, stop() }` (texts go to dataDir/sms); the temporary data directory goes away on stop. */
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
      // The checkout's shopper signs up with a texted code: sent from the server's own process, which answers at
      // once where a worker process starting beside a loaded machine's audits took over a minute.
      env: { LOG_LEVEL: 'warn', MESSAGES_WORKER: 'inline' },
    });
    return {
      baseUrl: server.url,
      dataDir,
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
