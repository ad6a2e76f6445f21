// Starts the real built server (apps/api/dist/server.js) or the bare reference server as a child process,
// with the same environment, Node flags and logger settings, and waits until it answers.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const READY_TIMEOUT_MS = 60_000;
/** Start-up work (the first-screen pictures) is bounded; a server still busy after this is measured anyway. */
const QUIET_TIMEOUT_MS = 120_000;

/**
 * CPU time a process has used so far (user + system), in ms, from /proc (Linux; null elsewhere). Divided by
 * the requests it served, it tells the server's own cost per request whatever else the machine is running.
 */
export function cpuMsOf(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // Fields 14 and 15 of stat (utime, stime), counted here from field 3 (state), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Every running process as /proc tells it: its id, command name and parent's id; null where /proc is missing. */
function runningProcesses() {
  let entries;
  try {
    entries = fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  return entries.flatMap((entry) => {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      return [{ pid: Number(entry), name, ppid }];
    } catch {
      return []; // The process ended while we looked.
    }
  });
}

/** CPU milliseconds used so far by all of `pids` together (those that ended count nothing). */
export function cpuMsOfAll(pids) {
  return pids.reduce((sum, pid) => sum + (cpuMsOf(pid) ?? 0), 0);
}

/**
 * CPU milliseconds used so far by every running process whose command name is `name` (the PostgreSQL server and
 * its backends on this machine), or null where /proc is missing. Backends that exit between two readings take
 * their share with them: read it around a stretch in which the pool keeps its connections.
 */
export function cpuMsOfProcessesNamed(name) {
  const processes = runningProcesses();
  return processes && cpuMsOfAll(processes.filter((process) => process.name === name).map(({ pid }) => pid));
}

/** The process ids of `pid`'s children (the API's messages worker, decision 050), from /proc; [] elsewhere. */
export function childPidsOf(pid) {
  return (runningProcesses() ?? []).filter((process) => process.ppid === pid).map((process) => process.pid);
}

/**
 * The SQL statements run so far by each of `pids`, summed: processes started with `countStatements` (and the
 * children they fork, which inherit the flag) write their count into `dataDir` when sent SIGUSR2
 * (bench/lib/count-statements.mjs). Null when one of them does not answer within two seconds.
 */
export async function statementsOf(pids, dataDir) {
  let total = 0;
  for (const pid of pids) {
    const file = path.join(dataDir, `statements-${pid}.json`);
    fs.rmSync(file, { force: true });
    try {
      process.kill(pid, 'SIGUSR2');
    } catch {
      return null;
    }
    const deadline = Date.now() + 2_000;
    while (!fs.existsSync(file)) {
      if (Date.now() > deadline) return null;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    total += JSON.parse(fs.readFileSync(file, 'utf8')).count;
  }
  return total;
}

/**
 * Waits until the process has finished its start-up work in the background (the server paints the first-screen
 * pictures after it starts listening): under 5% of a core over half a second. Figures measured meanwhile would
 * count that work against the requests.
 */
async function waitUntilQuiet(pid) {
  const deadline = Date.now() + QUIET_TIMEOUT_MS;
  let before = cpuMsOf(pid);
  while (before !== null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = cpuMsOf(pid);
    if (now === null || now - before < 25) return;
    before = now;
  }
}

/**
 * The Node flags `npm start` runs the server with (package.json `config.apiNodeFlags`, decision 016). Both the
 * real server and the bare reference get them: the same process set-up.
 */
export function apiNodeFlags(root) {
  const { config } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return (config?.apiNodeFlags ?? '').split(' ').filter(Boolean);
}

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url, child) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become ready in time');
}

/**
 * The Node.js the servers run on (and the messages worker they start): this one, or BENCH_NODE's, e.g. the image's
 * Node 24 when the machine's is older (decisions 138 and 140). On another Node than the one `npm install` built
 * better-sqlite3 for, SQLite cannot open: only PostgreSQL runs (BENCH_DIALECTS=postgres). For SQLite, run the whole
 * bench on that Node with better-sqlite3 rebuilt for it (bench/README.md).
 */
export function serverNode() {
  return process.env.BENCH_NODE || process.execPath;
}

/**
 * kind 'api' runs the real server on `dataDir` (SQLite there unless databaseUrl is given);
 * kind 'bare' runs bench/lib/bare-server.mjs. Logs go to a file in `logDir`.
 */
export async function startServer({ root, kind, dataDir, databaseUrl, logDir, env = {}, countStatements = false }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const script =
    kind === 'api' ? path.join(root, 'apps/api/dist/server.js') : path.join(root, 'bench/lib/bare-server.mjs');
  const logFile = path.join(logDir, `${kind}-${port}.log`);
  const out = fs.openSync(logFile, 'a');
  const childEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    APP_SECRET: crypto.randomBytes(32).toString('hex'),
    PERSONAL_DATA_KEY: crypto.randomBytes(32).toString('base64'),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    // The bench drives thousands of calls from one address; the rate limits would refuse them by design.
    RATE_LIMITS: 'off',
    // Both servers log at the production default, so the reference pays the same logging cost.
    LOG_LEVEL: 'info',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(countStatements ? { BENCH_STATEMENTS_DIR: dataDir } : {}),
    ...env,
  };
  // Extra flags after those, e.g. for profiling the servers under load:
  // BENCH_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof' or '--trace-gc-nvp' (the logs are in the data dir).
  const nodeFlags = [
    ...apiNodeFlags(root),
    ...(countStatements ? ['--import', pathToFileURL(path.join(root, 'bench/lib/count-statements.mjs')).href] : []),
    ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean),
  ];
  const child = spawn(serverNode(), [...nodeFlags, script], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  try {
    await waitUntilReady(url, child);
    await waitUntilQuiet(child.pid);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${kind} server: ${error.message} (log: ${logFile})`);
  }
  return {
    url,
    pid: child.pid,
    logFile,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
