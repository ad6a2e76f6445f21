#!/usr/bin/env node
// Part of `npm run lint` (docs/decisions/066-module-front-doors.md): the layering rules still bite. They run on
// scripts/fixtures/layers/, a tree that breaks each of the API's front-door and cycle rules once (and holds a test
// that may reach into a module), and every break must be named, and nothing else.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const fixture = path.join(root, 'scripts/fixtures/layers');

/** Each rule that must bite, as "rule: importing file → imported file" (a cycle by its first step). */
const EXPECTED = [
  'api-module-imports-own-front-door: modules/alpha/alpha.service.ts → modules/alpha/index.ts',
  'api-module-past-front-door: modules/alpha/alpha.service.ts → modules/beta/beta.repository.ts',
  'api-past-front-door: app.ts → modules/beta/beta.service.ts',
  'no-import-cycle: db/one.ts → db/two.ts',
  'no-import-cycle: modules/alpha/alpha.service.ts → modules/alpha/index.ts',
  'no-import-cycle: modules/delta/index.ts → modules/gamma/index.ts',
];

const run = (command, args) => spawnSync(command, args, { cwd: fixture, encoding: 'utf8' });
const short = (file) => file.replace(/^apps\/api\/src\//, '');

const cruise = run(path.join(root, 'node_modules/.bin/depcruise'), [
  '--config',
  path.join(root, '.dependency-cruiser.cjs'),
  '--output-type',
  'json',
  'apps/api/src',
]);
const violations = JSON.parse(cruise.stdout).summary.violations;
const found = violations.map(({ rule, from, to }) => `${rule.name}: ${short(from)} → ${short(to)}`).sort();

const problems = [
  ...EXPECTED.filter((line) => !found.includes(line)).map((line) => `  not refused: ${line}`),
  ...found.filter((line) => !EXPECTED.includes(line)).map((line) => `  refused, but allowed: ${line}`),
];

const modules = run(process.execPath, [path.join(root, 'scripts/check-module-cycles.mjs'), fixture]);
if (
  modules.status === 0 ||
  !/api-modules-import-each-other: (delta → gamma → delta|gamma → delta → gamma)/.test(modules.stderr)
) {
  problems.push('  not refused: api-modules-import-each-other: gamma → delta → gamma');
}

if (problems.length > 0) {
  console.error(`\nThe layering rules do not judge scripts/fixtures/layers/ as expected:\n${problems.join('\n')}\n`);
  process.exit(1);
}
console.log(`✔ the layering rules refuse each of the ${EXPECTED.length + 1} breaks of scripts/fixtures/layers/`);
