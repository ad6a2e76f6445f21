#!/usr/bin/env node
// `npm test`: every suite of the repository, in order, ending with one line "N passed, N failed".
// Suites: shared rules, API (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), web components, and the
// end-to-end journeys in Debian's Chromium against a real server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { buildWorkspaces, WORKSPACES } from './lib/build-state.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { dealLanes, formatSeconds, readDurations, recordDurations, SLOW_FILE_SECONDS } from './lib/durations.mjs';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-test-results-'));

/** How a failed journey's screenshot is announced in its output (apps/web/e2e/failure-screenshots.ts). */
const FAILED_JOURNEY_SCREENSHOT = 'Screenshot of the failed journey: ';

/**
 * The journeys run in lanes at once, each its own vitest process with its own server, database and Chromium
 * (e2e/global-setup.ts): two lanes a core (four on 2 cores, decision 070), since a journey often waits on the network,
 * a timer or the messages worker. Files are dealt to the lightest lane, longest first, by the seconds the last
 * passing run took (scripts/test-durations.json, decision 065).
 */
const E2E_LANES = Number(process.env.RIHLA_E2E_LANES ?? Math.min(8, 2 * os.availableParallelism()));

function e2eLanes(cwd, recorded) {
  const files = fs
    .readdirSync(path.join(cwd, 'e2e'))
    .filter((file) => file.endsWith('.e2e.ts'))
    .map((file) => path.relative(root, path.join(cwd, 'e2e', file)));
  return dealLanes(files, recorded, E2E_LANES).map((lane) => ({
    ...lane,
    files: lane.files.map((file) => path.relative(cwd, path.join(root, file))),
  }));
}

/**
 * Runs a command to its end. Its output goes to a log file, and also to the terminal as it comes when `echo` is set
 * (the first lane prints as it goes; the others print when they end).
 */
function runAsync(command, args, { cwd, logFile, echo, env }) {
  return new Promise((resolve) => {
    const log = fs.createWriteStream(logFile);
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const write = (chunk) => {
      log.write(chunk);
      if (echo) process.stdout.write(chunk);
    };
    child.stdout.on('data', write);
    child.stderr.on('data', write);
    // A process the run left behind (a server it started) may still hold the output open: once the run itself has
    // exited, its output is waited for a few seconds at most.
    child.on('exit', (code) => {
      let isDone = false;
      const done = () => {
        if (isDone) return;
        isDone = true;
        clearTimeout(timer);
        log.end(() => resolve(code ?? 1));
      };
      const timer = setTimeout(() => {
        child.stdout.destroy();
        child.stderr.destroy();
        done();
      }, 5_000);
      if (child.stdout.closed && child.stderr.closed) done();
      else child.on('close', done);
    });
  });
}

/**
 * What a run that failed without a failed test printed about it: the sections Vitest heads "Failed Suites" and
 * "Unhandled Errors" (a hook that failed, a file that did not load, an error thrown outside a test), and the files
 * its JSON report marks failed. CI shows only the end of the output, so these are printed again under "Problems".
 */
function failureDetails(logFile, report) {
  const lines = stripVTControlCharacters(fs.readFileSync(logFile, 'utf8')).split('\n');
  const details = [];
  let isInSection = false;
  for (const line of lines) {
    if (/⎯ (Failed Suites|Unhandled Errors?|Unhandled Rejection)/.test(line)) isInSection = true;
    else if (/^\s*Test Files\s/.test(line)) isInSection = false;
    if (isInSection && line.trim() !== '') details.push(line);
  }
  for (const file of report.testResults ?? []) {
    if (file.status === 'failed' && file.message) details.push(`${file.name}: ${file.message.split('\n')[0]}`);
  }
  return details.slice(0, 60).map((line) => `    ${line}`);
}

/** The lines a failed journey printed about its screenshot (e2e/failure-screenshots.ts), repeated under Problems. */
function failedJourneyScreenshots(logFile) {
  return stripVTControlCharacters(fs.readFileSync(logFile, 'utf8'))
    .split('\n')
    .filter((line) => line.trimStart().startsWith(FAILED_JOURNEY_SCREENSHOT))
    .map((line) => `  ${line.trim()}`);
}

/**
 * Builds the workspaces a suite needs that are out of date (decision 077's stamps), with those they read first: each
 * workspace is built once a run, not once per suite that needs it (decision 081). True when every build succeeded.
 */
function buildFor(names) {
  const needed = new Set();
  const add = (name) => {
    if (needed.has(name)) return;
    needed.add(name);
    for (const need of WORKSPACES.find((workspace) => workspace.name === name)?.needs ?? []) add(need);
  };
  for (const name of names) add(name);
  return buildWorkspaces({ onlyStale: true, workspaces: WORKSPACES.filter(({ name }) => needed.has(name)) }) !== null;
}

const ALL_WORKSPACES = WORKSPACES.map(({ name }) => name);

const suites = [
  { name: 'shared', cwd: 'packages/shared', config: 'vitest.config.ts' },
  // The API's process tests start the built server (decision 064).
  { name: 'api', cwd: 'apps/api', config: 'vitest.config.ts', builds: ['@rihla/api'] },
  { name: 'web', cwd: 'apps/web', config: 'vitest.config.ts' },
  { name: 'e2e', cwd: 'apps/web', config: 'vitest.e2e.config.ts', builds: ALL_WORKSPACES, needsBrowser: true },
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const problems = [];
/** What the run took, in the order it ran: "e2e build 16 s", "e2e lane 1 250 s", "e2e 262 s". */
const times = [];
/** Each test file's seconds in this run, by suite, for the slow-file lines and scripts/test-durations.json. */
const measured = {};
const recorded = readDurations();
const reporter = path.join(root, 'scripts/lib/durations-reporter.mjs');
const secondsSince = (startMs) => (performance.now() - startMs) / 1000;

if (!buildFor(['@rihla/shared'])) {
  console.error('Building packages/shared failed.');
  process.exit(1);
}

for (const suite of suites) {
  if (only.length > 0 && !only.includes(suite.name)) continue;
  console.log(`\n=== ${suite.name} tests ===`);
  const suiteStartMs = performance.now();
  const failedBefore = failed;
  const problemsBefore = problems.length;
  if (suite.needsBrowser) {
    const browser = ensureChromium();
    if (!browser.ok) {
      console.error(browser.message);
      problems.push(`${suite.name}: ${browser.message}`);
      failed += 1;
      continue;
    }
  }
  if (suite.builds) {
    const buildStartMs = performance.now();
    if (!buildFor(suite.builds)) {
      problems.push(`${suite.name}: the build failed`);
      failed += 1;
      continue;
    }
    times.push(`${suite.name} build ${formatSeconds(secondsSince(buildStartMs))}`);
  }
  const cwd = path.join(root, suite.cwd);
  const lanes = suite.needsBrowser ? e2eLanes(cwd, recorded[suite.name] ?? {}) : [{ files: [] }];
  const runs = lanes.map((lane, index) => {
    const label = lanes.length > 1 ? `${suite.name} lane ${index + 1}` : suite.name;
    const outputFile = path.join(resultsDir, `${suite.name}-${index + 1}.json`);
    const durationsFile = path.join(resultsDir, `${suite.name}-${index + 1}-durations.json`);
    const logFile = path.join(resultsDir, `${suite.name}-${index + 1}.log`);
    if (lanes.length > 1) console.log(`${label} (expected ${formatSeconds(lane.seconds)}): ${lane.files.join(' ')}`);
    const args = ['vitest', 'run', '--config', suite.config, '--reporter=default', '--reporter=json'];
    args.push(`--reporter=${reporter}`, `--outputFile.json=${outputFile}`, ...lane.files);
    const laneStartMs = performance.now();
    const env = { RIHLA_DURATIONS_OUT: durationsFile };
    return runAsync('npx', args, { cwd, logFile, echo: index === 0, env }).then((code) => {
      if (lanes.length > 1) times.push(`${label} ${formatSeconds(secondsSince(laneStartMs))}`);
      return { label, code, outputFile, durationsFile, logFile, isEchoed: index === 0 };
    });
  });
  const report = { numPassedTests: 0, numFailedTests: 0, numTotalTests: 0 };
  for (const { label, code, outputFile, durationsFile, logFile, isEchoed } of await Promise.all(runs)) {
    if (!isEchoed) {
      console.log(`\n=== ${label} ===`);
      process.stdout.write(fs.readFileSync(logFile, 'utf8'));
    }
    problems.push(...failedJourneyScreenshots(logFile));
    if (fs.existsSync(durationsFile)) {
      measured[suite.name] = { ...measured[suite.name], ...JSON.parse(fs.readFileSync(durationsFile, 'utf8')) };
    }
    if (!fs.existsSync(outputFile)) {
      problems.push(`${label}: vitest ended (exit ${code}) without a report`);
      problems.push(...failureDetails(logFile, {}));
      failed += 1;
      continue;
    }
    const lane = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
    report.numPassedTests += lane.numPassedTests;
    report.numFailedTests += lane.numFailedTests;
    report.numTotalTests += lane.numTotalTests;
    if (code !== 0 && lane.numFailedTests === 0) {
      problems.push(`${label}: vitest exited with ${code} (a file failed to load or a hook failed)`);
      problems.push(...failureDetails(logFile, lane));
      failed += 1;
    }
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (report.numTotalTests === 0) problems.push(`${suite.name}: ran no test`);
  times.push(`${suite.name} ${formatSeconds(secondsSince(suiteStartMs))}`);
  // Only a passing run's times are kept: a failing file's time says little about the next run's.
  const isSuitePassed = failed === failedBefore && problems.length === problemsBefore;
  if (isSuitePassed && measured[suite.name]) recordDurations({ [suite.name]: measured[suite.name] });
}

fs.rmSync(resultsDir, { recursive: true, force: true });
if (times.length > 0) console.log(`\nTimes: ${times.join(', ')}`);
const slowFiles = Object.entries(measured)
  .flatMap(([suite, seconds]) => Object.entries(seconds).map(([file, each]) => ({ suite, file, each })))
  .filter(({ each }) => each > SLOW_FILE_SECONDS)
  .sort((a, b) => b.each - a.each);
for (const { suite, file, each } of slowFiles) {
  console.log(`Slow test file (over ${SLOW_FILE_SECONDS} s): ${file} took ${formatSeconds(each)} (${suite})`);
}
if (problems.length > 0) console.error(`\nProblems:\n  ${problems.join('\n  ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || problems.length > 0 ? 1 : 0);
