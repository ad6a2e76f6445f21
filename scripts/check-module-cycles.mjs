#!/usr/bin/env node
// Part of `npm run lint` (docs/decisions/018-layering.md): no two modules of the API import each other,
// directly or through a cycle of any length. dependency-cruiser checks file against file; this checks the
// modules as wholes, which its folder rules cannot do with exceptions.
import fs from 'node:fs';
import path from 'node:path';

// The repository, or the tree named as the first argument (scripts/check-lint-rules.mjs gives it a fixture).
const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const modulesDir = path.join(root, 'apps/api/src/modules');

/**
 * Module pairs let through, each with its reason and the change that removes it. None today: the catalogue
 * learns whether a product is a favourite from app.ts, not from the favourites module (decision 066).
 */
const EXCEPTIONS = [];
const isExcepted = (a, b) => EXCEPTIONS.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.[^'"]+)['"]/g;

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The source file an import names: `./x.js` is `./x.ts` under NodeNext. */
function sourceOf(file) {
  const typescript = file.replace(/\.js$/, '.ts');
  return fs.existsSync(typescript) ? typescript : file;
}

function moduleOf(file) {
  const relative = path.relative(modulesDir, file);
  return relative.startsWith('..') ? null : relative.split(path.sep)[0];
}

/** module -> imported module -> the first import line that shows it ("file -> file"). */
const edges = new Map();
for (const file of sourceFiles(modulesDir)) {
  const from = moduleOf(file);
  for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
    const imported = sourceOf(path.resolve(path.dirname(file), specifier));
    const to = moduleOf(imported);
    if (!to || to === from || isExcepted(from, to)) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    const targets = edges.get(from);
    if (!targets.has(to)) {
      targets.set(to, `${path.relative(root, file)} → ${path.relative(root, imported)}`);
    }
  }
}

/** The shortest way back from `to` to `from`, as a list of modules, or null. */
function pathBack(from, to) {
  const previous = new Map([[to, null]]);
  const queue = [to];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === from) {
      const cycle = [];
      for (let step = current; step !== null; step = previous.get(step)) cycle.unshift(step);
      return cycle;
    }
    for (const next of edges.get(current)?.keys() ?? []) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

const reported = new Set();
const problems = [];
for (const [from, targets] of edges) {
  for (const to of targets.keys()) {
    const back = pathBack(from, to);
    if (!back) continue;
    const cycle = [from, ...back];
    const key = [...cycle.slice(1)].sort().join(',');
    if (reported.has(key)) continue;
    reported.add(key);
    const lines = cycle.slice(0, -1).map((module, index) => `      ${edges.get(module).get(cycle[index + 1])}`);
    problems.push(`  error api-modules-import-each-other: ${cycle.join(' → ')}\n${lines.join('\n')}`);
  }
}

if (problems.length > 0) {
  console.error(`\n${problems.join('\n\n')}\n`);
  console.error(
    '    No two modules import each other, directly or through a cycle: the lower one owns the piece, or it\n' +
      '    moves to lib/ or packages/shared (docs/decisions/018-layering.md).\n',
  );
  console.error(`x ${problems.length} module cycle(s).`);
  process.exit(1);
}
console.log(`✔ no cycles among the ${new Set(sourceFiles(modulesDir).map(moduleOf)).size} API modules`);
