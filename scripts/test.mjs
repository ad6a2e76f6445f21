#!/usr/bin/env node
// `npm test`: every suite of the repository, in order, ending with one line "N passed, N failed".
// Suites: shared rules, API (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), web components, and the
// end-to-end journeys in Debian's Chromium against a real server.
import { spawnSync } from 'node:child_process';
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
  { name: 'e2e', cwd: 'apps/web', config: 'vitest.e2e.config.ts', needsBuild: true, needsBrowser: true },
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const problems = [];

if (run('npm', ['run', 'build', '--workspace', '@rihla/shared', '--silent']) !== 0) {
  console.error('Building packages/shared failed.');
  process.exit(1);
}

for (const suite of suites) {
  if (only.length > 0 && !only.includes(suite.name)) continue;
  console.log(`\n=== ${suite.name} tests ===`);
  if (suite.needsBrowser) {
    const browser = ensureChromium();
    if (!browser.ok) {
      console.error(browser.message);
      problems.push(`${suite.name}: ${browser.message}`);
      failed += 1;
      continue;
    }
  }
  if (suite.needsBuild && run('npm', ['run', 'build', '--silent']) !== 0) {
    problems.push(`${suite.name}: the production build failed`);
    failed += 1;
    continue;
  }
  const outputFile = path.join(resultsDir, `${suite.name}.json`);
  const code = run(
    'npx',
    [
      'vitest',
      'run',
      '--config',
      suite.config,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
    ],
    { cwd: path.join(root, suite.cwd) },
  );
  if (!fs.existsSync(outputFile)) {
    problems.push(`${suite.name}: vitest ended (exit ${code}) without a report`);
    failed += 1;
    continue;
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

fs.rmSync(resultsDir, { recursive: true, force: true });
if (problems.length > 0) console.error(`\nProblems:\n  ${problems.join('\n  ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || problems.length > 0 ? 1 : 0);
