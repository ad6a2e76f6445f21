// Loaded into the bench's API server and its messages worker with `--import` (never into the product): counts
// every SQL statement the process runs, on SQLite (better-sqlite3's statements) and on PostgreSQL (node-postgres'
// queries), `begin` and `commit` included. On SIGUSR2 it writes the count so far to
// `$BENCH_STATEMENTS_DIR/statements-<pid>.json`; the purchase section reads it around its run (statements per
// order, issue 13). Counting is one addition per statement.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.join(import.meta.dirname, '../../apps/api/package.json'));
let count = 0;

function countCalls(prototype, names) {
  for (const name of names) {
    const original = prototype[name];
    prototype[name] = function counted(...args) {
      count += 1;
      return original.apply(this, args);
    };
  }
}

// Every prepared statement of better-sqlite3 shares one prototype: reach it through a statement of a database
// of its own.
// On a Node.js other than the one better-sqlite3 was built for (BENCH_NODE), it cannot load: only PostgreSQL runs then.
try {
  const SQLite = require('better-sqlite3');
  const scratch = new SQLite(':memory:');
  countCalls(Object.getPrototypeOf(scratch.prepare('select 1')), ['run', 'get', 'all', 'iterate']);
  scratch.close();
} catch {
  // Not built for this Node.js: nothing of SQLite's to count.
}
// The pool's clients are pg.Client instances; the API loads the same module.
countCalls(require('pg').Client.prototype, ['query']);

const directory = process.env.BENCH_STATEMENTS_DIR;
if (directory) {
  process.on('SIGUSR2', () => {
    const file = path.join(directory, `statements-${process.pid}.json`);
    fs.writeFileSync(`${file}.tmp`, JSON.stringify({ count }));
    fs.renameSync(`${file}.tmp`, file);
  });
}
