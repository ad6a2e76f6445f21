#!/usr/bin/env node
// `npm test`: every suite of the repository, in order, ending with one line "N passed, N failed".
// Suites: shared rules, API (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), web components, and the
// end-to-end journeys in Debian's Chromium against a real server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-test-results-'));

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env, ...options });
  return result.status ?? 1;
}

const suites = [
  { name: 'shared', cwd: 'packages/shared', config: 'vitest.config.ts' },
  { name: 'api', cwd: 'apps/api', config: 'vitest.config.ts' },
  { name: 'web', cwd: 'apps/web', config: 'vitest.config.ts' },
  {
    name: 'e2e',
    cwd: 'apps/web',
    config: 'vitest.e2e.config.ts',
    needsBuild: true,
    needsBrowser: true,
    runsBeside: true,
  },
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const problems = [];

if (run('npm', ['run', 'build', '--workspace', '@rihla/shared', '--silent']) !== 0) {
  console.error('Building packages/shared failed.');
  process.exit(1);
}

function vitestArgs(suite, outputFile) {
  return [
    'vitest',
    'run',
    '--config',
    suite.config,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
  ];
}

/** Adds a finished suite's report to the totals. */
function tally(suite, code, outputFile) {
  if (!fs.existsSync(outputFile)) {
    problems.push(`${suite.name}: vitest ended (exit ${code}) without a report`);
    failed += 1;
    return;
  }
  const report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (code !== 0 && report.numFailedTests === 0) {
    problems.push(`${suite.name}: vitest exited with ${code} (a file failed to load or a hook failed)`);
    failed += 1;
  }
  if (report.numTotalTests === 0) problems.push(`${suite.name}: ran no test`);
}

/** Readies a suite's browser and build; false (with the problem noted) when it cannot run. */
function prepare(suite) {
  if (suite.needsBrowser) {
    const browser = ensureChromium();
    if (!browser.ok) {
      console.error(browser.message);
      problems.push(`${suite.name}: ${browser.message}`);
      failed += 1;
      return false;
    }
  }
  if (suite.needsBuild && run('npm', ['run', 'build', '--silent']) !== 0) {
    problems.push(`${suite.name}: the production build failed`);
    failed += 1;
    return false;
  }
  return true;
}

// The end-to-end journeys (one server of their own, on a temporary SQLite database) are independent of the other
// suites: they run beside them, their output kept in a file and printed when they end, so that the whole run
// takes about as long as the longest suite rather than the sum (the brief's 30 minutes on 2 cores).
const selected = suites.filter((suite) => only.length === 0 || only.includes(suite.name));
const beside = selected.filter((suite) => suite.runsBeside);
const inTurn = selected.filter((suite) => !suite.runsBeside);
const running = [];
for (const suite of beside) {
  if (!prepare(suite)) continue;
  const outputFile = path.join(resultsDir, `${suite.name}.json`);
  const logFile = path.join(resultsDir, `${suite.name}.log`);
  const log = fs.openSync(logFile, 'w');
  console.log(`\n=== ${suite.name} tests (running beside the others; output below when they end) ===`);
  const child = spawn('npx', vitestArgs(suite, outputFile), {
    cwd: path.join(root, suite.cwd),
    stdio: ['ignore', log, log],
    env: process.env,
  });
  running.push(
    new Promise((resolve) => {
      child.on('close', (code) => {
        fs.closeSync(log);
        resolve({ suite, code: code ?? 1, outputFile, logFile });
      });
    }),
  );
}
for (const suite of inTurn) {
  console.log(`\n=== ${suite.name} tests ===`);
  if (!prepare(suite)) continue;
  const outputFile = path.join(resultsDir, `${suite.name}.json`);
  const code = run('npx', vitestArgs(suite, outputFile), { cwd: path.join(root, suite.cwd) });
  tally(suite, code, outputFile);
}
for (const { suite, code, outputFile, logFile } of await Promise.all(running)) {
  console.log(`\n=== ${suite.name} tests (ran beside the others) ===`);
  process.stdout.write(fs.readFileSync(logFile, 'utf8'));
  tally(suite, code, outputFile);
}

fs.rmSync(resultsDir, { recursive: true, force: true });
if (problems.length > 0) console.error(`\nProblems:\n  ${problems.join('\n  ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || problems.length > 0 ? 1 : 0);
