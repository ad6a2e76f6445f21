// Issue 38 (decision 116): the scale-out proof's figures in the bench. Runs `npm run scale-out`'s script
// (scripts/scale-out.mjs: PostgreSQL, three API servers, the messages worker and Caddy in front) and reports orders/s
// through the proxy behind one, two and three servers, then while one server is killed and started again, with the
// steps that failed at the kill. Needs caddy on PATH and the PostgreSQL the other sections use; otherwise not run.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { withTempDir } from '../lib/temp.mjs';

/** Runs the scale-out script with its figures written to a file; answers them, or throws with its output's end. */
function runScaleOut(root, resultsFile, quick) {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, SCALE_OUT_RESULTS: resultsFile };
    if (quick) Object.assign(env, { SCALE_OUT_PHASE_SECONDS: '5', SCALE_OUT_KILL_SECONDS: '12' });
    const child = spawn(process.execPath, [path.join(root, 'scripts/scale-out.mjs')], { cwd: root, env });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => {
      if (fs.existsSync(resultsFile)) resolve({ code, figures: JSON.parse(fs.readFileSync(resultsFile, 'utf8')) });
      else
        reject(
          new Error(
            `scale-out ended (exit ${code}) without figures: ${output.trim().split('\n').slice(-3).join(' | ')}`,
          ),
        );
    });
  });
}

export async function run(ctx) {
  const title =
    'Scale-out through Caddy on PostgreSQL (issue 38): orders/s behind 1, 2 and 3 API servers, then while one is killed (SIGKILL) and started again; no target (2 cores share the servers, PostgreSQL, Caddy and the shoppers)';
  const columns = ['phase', 'orders/s', 'orders', 'order p50 ms', 'failed steps', 'promises kept'];
  if (spawnSync('caddy', ['version'], { stdio: 'ignore' }).status !== 0) {
    ctx.log('  caddy is not on PATH (apt-get install caddy): not run');
    return { key: 'scale-out', title, columns, rows: [['-', '-', '-', '-', '-', 'not run: caddy missing']] };
  }
  return withTempDir('scale-out', async (dir) => {
    ctx.log('  three API servers, the messages worker and Caddy: buying through the proxy...');
    const { figures } = await runScaleOut(ctx.root, path.join(dir, 'figures.json'), ctx.options.quick);
    const kept = figures.broken.length === 0 ? 'yes' : `no: ${figures.broken.join('; ')}`;
    const rows = figures.phases.map((phase) => [
      phase.name,
      phase.ordersPerSecond,
      phase.orders,
      phase.p50Ms,
      phase.failures,
      kept,
    ]);
    rows.push([
      `the kill: ${figures.failedAtKill} steps failed within 1 s, ${figures.failedAfterKill} later; back in ${figures.restartSeconds} s`,
      '-',
      '-',
      '-',
      figures.failedAtKill + figures.failedAfterKill,
      kept,
    ]);
    return { key: 'scale-out', title, columns, rows, results: figures };
  });
}
