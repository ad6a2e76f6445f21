#!/usr/bin/env node
// `npm test`: every suite of the repository, in order, ending with one line "N passed, N failed".
// Suites: shared rules, API (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), web components, and the
// end-to-end journeys in Debian's Chromium against a real server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { WORKSPACES } from './lib/build-state.mjs';
import { ensureChromium, ensurePdftoppm } from './lib/chromium.mjs';
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

/**
 * Each failed test of a lane's JSON report: its file, its name and the first lines of its error. CI shows only the end
 * of the output, where a lane's log has long scrolled past, so these are printed again under "Problems".
 */
function failedTests(report) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => {
        // NOTE: Vitest reports a time limit that ran out by the stack of an error it made when the test or hook was
        // declared, whose message is STACK_TRACE_ERROR; the report keeps only that stack.
        const error = stripVTControlCharacters(test.failureMessages?.[0] ?? '')
          .replace(/^Error: STACK_TRACE_ERROR$/m, 'timed out: the test or one of its hooks ran past its time limit')
          .split('\n')
          .filter((line) => line.trim() !== '' && !/^\s+at /.test(line))
          .slice(0, 4)
          .join(' | ');
        return `  ${path.relative(root, file.name)}: ${test.fullName}: ${error.slice(0, 600)}`;
      }),
  );
}

/** The lines a failed journey printed about its screenshot (e2e/failure-screenshots.ts), repeated under Problems. */
function failedJourneyScreenshots(logFile) {
  return stripVTControlCharacters(fs.readFileSync(logFile, 'utf8'))
    .split('\n')
    .filter((line) => line.trimStart().startsWith(FAILED_JOURNEY_SCREENSHOT))
    .map((line) => `  ${line.trim()}`);
}

/**
 * Builds a workspace and those it reads when out of date (decision 077's stamps), each workspace once a run (decision
 * 081), in a process of its own (scripts/build.mjs --stale) so that suites run meanwhile (decision 089): the API's
 * compiler and the web app's bundler each keep one core busy, and the web components' tests fill the other. A
 * workspace's build starts once those it reads are built. Resolves true when it and they built.
 */
const builds = new Map();
function built(name) {
  if (!builds.has(name)) {
    const { needs } = WORKSPACES.find((workspace) => workspace.name === name);
    const build = Promise.all(needs.map(built)).then((done) => {
      if (!done.every(Boolean)) return false;
      return new Promise((resolve) => {
        const child = spawn(process.execPath, [path.join(root, 'scripts/build.mjs'), '--stale', name], {
          cwd: root,
          stdio: 'inherit',
        });
        child.on('exit', (code) => resolve(code === 0));
      });
    });
    builds.set(name, build);
  }
  return builds.get(name);
}
const builtAll = (names) => Promise.all(names.map(built)).then((done) => done.every(Boolean));

const ALL_WORKSPACES = WORKSPACES.map(({ name }) => name);

/**
 * The suites, in the order their results print. A suite `isBesideBuilds` runs while the others' builds do (the web
 * components' tests need only shared); the others run one after another.
 */
const suites = [
  // Seconds of pure computation: it runs first and alone, before the builds start.
  { name: 'shared', cwd: 'packages/shared', config: 'vitest.config.ts', isBeforeBuilds: true },
  // The API's process tests start the built server (decision 064).
  { name: 'api', cwd: 'apps/api', config: 'vitest.config.ts', builds: ['@rihla/api'] },
  { name: 'web', cwd: 'apps/web', config: 'vitest.config.ts', isBesideBuilds: true },
  { name: 'e2e', cwd: 'apps/web', config: 'vitest.e2e.config.ts', builds: ALL_WORKSPACES, needsBrowser: true },
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const problems = [];
/** What the run took, in the order it ended: "api build 40 s", "e2e lane 1 250 s", "e2e 262 s". */
const times = [];
/** Each test file's seconds in this run, by suite, for the slow-file lines and scripts/test-durations.json. */
const measured = {};
const recorded = readDurations();
const reporter = path.join(root, 'scripts/lib/durations-reporter.mjs');
const secondsSince = (startMs) => (performance.now() - startMs) / 1000;

/**
 * Runs one suite (its lanes at once) and adds its counts, problems and times to the run's. With `echo` the suite
 * prints as it goes (its first lane live, the others as they end); otherwise nothing, and the output it answers is
 * printed by the caller when the suites before it have printed theirs.
 */
async function runSuite(suite, { echo }) {
  const suiteStartMs = performance.now();
  const output = [];
  const print = (text) => (echo ? process.stdout.write(`${text}\n`) : output.push(text));
  print(`\n=== ${suite.name} tests ===`);
  let suiteFailed = 0;
  const suiteProblems = [];
  const suiteTimes = [];
  const finish = () => {
    failed += suiteFailed;
    problems.push(...suiteProblems);
    times.push(...suiteTimes);
    return output.join('\n');
  };
  if (suite.needsBrowser) {
    for (const program of [ensureChromium(), ensurePdftoppm()]) {
      if (program.ok) continue;
      print(program.message);
      suiteProblems.push(`${suite.name}: ${program.message}`);
      suiteFailed += 1;
      return finish();
    }
  }
  if (suite.builds) {
    const buildStartMs = performance.now();
    if (!(await builtAll(suite.builds))) {
      suiteProblems.push(`${suite.name}: the build failed`);
      suiteFailed += 1;
      return finish();
    }
    // The time this suite waited for its builds, which started with the run.
    suiteTimes.push(`${suite.name} build ${formatSeconds(secondsSince(buildStartMs))}`);
  }
  const cwd = path.join(root, suite.cwd);
  const lanes = suite.needsBrowser ? e2eLanes(cwd, recorded[suite.name] ?? {}) : [{ files: [] }];
  const runs = lanes.map((lane, index) => {
    const label = lanes.length > 1 ? `${suite.name} lane ${index + 1}` : suite.name;
    const outputFile = path.join(resultsDir, `${suite.name}-${index + 1}.json`);
    const durationsFile = path.join(resultsDir, `${suite.name}-${index + 1}-durations.json`);
    const logFile = path.join(resultsDir, `${suite.name}-${index + 1}.log`);
    if (lanes.length > 1) print(`${label} (expected ${formatSeconds(lane.seconds)}): ${lane.files.join(' ')}`);
    const args = ['vitest', 'run', '--config', suite.config, '--reporter=default', '--reporter=json'];
    args.push(`--reporter=${reporter}`, `--outputFile.json=${outputFile}`, ...lane.files);
    const laneStartMs = performance.now();
    const env = { RIHLA_DURATIONS_OUT: durationsFile };
    const isEchoed = echo && index === 0;
    return runAsync('npx', args, { cwd, logFile, echo: isEchoed, env }).then((code) => {
      if (lanes.length > 1) suiteTimes.push(`${label} ${formatSeconds(secondsSince(laneStartMs))}`);
      return { label, code, outputFile, durationsFile, logFile, isEchoed };
    });
  });
  const report = { numPassedTests: 0, numFailedTests: 0, numTotalTests: 0 };
  const suiteMeasured = {};
  for (const { label, code, outputFile, durationsFile, logFile, isEchoed } of await Promise.all(runs)) {
    if (!isEchoed) {
      if (lanes.length > 1) print(`\n=== ${label} ===`);
      print(fs.readFileSync(logFile, 'utf8'));
    }
    suiteProblems.push(...failedJourneyScreenshots(logFile));
    if (fs.existsSync(durationsFile)) Object.assign(suiteMeasured, JSON.parse(fs.readFileSync(durationsFile, 'utf8')));
    if (!fs.existsSync(outputFile)) {
      suiteProblems.push(`${label}: vitest ended (exit ${code}) without a report`);
      suiteProblems.push(...failureDetails(logFile, {}));
      suiteFailed += 1;
      continue;
    }
    const lane = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
    suiteProblems.push(...failedTests(lane));
    report.numPassedTests += lane.numPassedTests;
    report.numFailedTests += lane.numFailedTests;
    report.numTotalTests += lane.numTotalTests;
    if (code !== 0 && lane.numFailedTests === 0) {
      suiteProblems.push(`${label}: vitest exited with ${code} (a file failed to load or a hook failed)`);
      suiteProblems.push(...failureDetails(logFile, lane));
      suiteFailed += 1;
    }
  }
  passed += report.numPassedTests;
  suiteFailed += report.numFailedTests;
  if (report.numTotalTests === 0) suiteProblems.push(`${suite.name}: ran no test`);
  suiteTimes.push(`${suite.name} ${formatSeconds(secondsSince(suiteStartMs))}`);
  measured[suite.name] = suiteMeasured;
  // Only a passing run's times are kept: a failing file's time says little about the next run's.
  if (suiteFailed === 0 && suiteProblems.length === 0) recordDurations({ [suite.name]: suiteMeasured });
  return finish();
}

if (!(await built('@rihla/shared'))) {
  console.error('Building packages/shared failed.');
  process.exit(1);
}
const selected = suites.filter((suite) => only.length === 0 || only.includes(suite.name));
for (const suite of selected.filter((each) => each.isBeforeBuilds)) await runSuite(suite, { echo: true });
// Every other selected suite's builds start now, one process a workspace, in the order their workspaces are read.
for (const suite of selected) builtAll(suite.builds ?? []);
const besideBuilds = new Map(
  selected.filter((suite) => suite.isBesideBuilds).map((suite) => [suite, runSuite(suite, { echo: false })]),
);
// The others run one after another; each suite's results print in the suites' order.
for (const suite of selected.filter((each) => !each.isBeforeBuilds)) {
  const beside = besideBuilds.get(suite);
  if (beside) process.stdout.write(`${await beside}\n`);
  else await runSuite(suite, { echo: true });
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
