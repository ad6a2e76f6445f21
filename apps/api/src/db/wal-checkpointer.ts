// Copies SQLite's write-ahead log back into the database file from a worker thread, so that the fsyncs of a
// checkpoint never stall the server's event loop (decision 025).
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the worker checkpoints; the log holds at most about this long of writes between two. */
export const CHECKPOINT_EVERY_MS = 1_000;

// NOTE: an eval'd CommonJS script rather than a file of its own: the tests run this module from TypeScript
// sources, where a worker file would be a .ts file Node cannot load. It opens its own connection to the same
// file and only ever runs PASSIVE checkpoints, which wait for no reader or writer and block none.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.filename, { fileMustExist: true });
db.pragma('busy_timeout = 1000');
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message) });
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message === 'stop') {
    clearInterval(timer);
    checkpoint();
    db.close();
    parentPort.postMessage({ stopped: true });
  }
});
`;

export interface TWalCheckpointer {
  /** Runs a last checkpoint and ends the worker. */
  stop(): Promise<void>;
}

/**
 * Starts the worker for a WAL database file whose own connection has `wal_autocheckpoint = 0`. Without it
 * SQLite checkpoints on the connection that commits the thousandth page, inside that commit: a few
 * milliseconds of fsync once a second or so under load, during which the server answers nobody.
 */
export function startWalCheckpointer(filename: string, onError: (message: string) => void): TWalCheckpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { driver, filename, everyMs: CHECKPOINT_EVERY_MS },
  });
  // A checkpoint worker must never keep the process alive on its own.
  worker.unref();
  worker.on('message', (message: { error?: string }) => {
    if (message.error) onError(message.error);
  });
  worker.on('error', (error) => onError(error.message));
  let stopped: Promise<void> | undefined;
  return {
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        const timer = setTimeout(() => void worker.terminate().then(() => resolve()), 5_000);
        worker.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        worker.on('message', (message: { stopped?: boolean }) => {
          if (message.stopped) void worker.terminate();
        });
        worker.postMessage('stop');
      });
      return stopped;
    },
  };
}
