#!/usr/bin/env node
// Decision 066: points every import past an API module's front door at the door. For each import, outside
// tests, of a file of modules/<name>/ other than its index.ts, from outside that module, it rewrites the
// specifier to the module's index.js and adds the imported names to the index (its existing names are kept).
// Run it after a merge that brought such imports (`npm run lint` names them), then `npx biome check --write`
// on apps/api/src, `npx tsc -p apps/api --noEmit` and `npm run lint`. It prints what it would change; --write
// writes it. A default or namespace import is not rewritten: it is named for a person to fix.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'apps/api/src');
const modulesDir = path.join(src, 'modules');
const isWrite = process.argv.includes('--write');

/** context.ts names its ports' types from their files (the config's one exception to the front doors). */
const LEFT_AS_THEY_ARE = new Set(['context.ts']);

const STATEMENT = /(import|export)\s+(type\s+)?(\{[^}]*\}|[\w*\s,]+?)\s*from\s*(['"])(\.[^'"]+)\4/gs;
const EXPORT_LINE = /export\s+(type\s+)?\{([^}]*)\}\s*from\s*'(\.[^']+)';/g;

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.startsWith(`${path.join(src, 'test')}${path.sep}`);
const moduleOf = (file) => {
  const relative = path.relative(modulesDir, file);
  return relative.startsWith('..') ? null : relative.split(path.sep)[0];
};
const indexOf = (module) => path.join(modulesDir, module, 'index.ts');
function sourceOf(file, specifier) {
  const typescript = path.resolve(path.dirname(file), specifier).replace(/\.js$/, '.ts');
  return fs.existsSync(typescript) ? typescript : typescript.replace(/\.ts$/, '.tsx');
}
const relativeSpecifier = (from, to) => {
  const relative = path.relative(path.dirname(from), to).replace(/\.tsx?$/, '.js');
  return relative.startsWith('.') ? relative : `./${relative}`;
};

/** index.ts -> file -> name -> whether only its type is exported. */
const doors = new Map();
function door(module) {
  if (doors.has(module)) return doors.get(module);
  const byFile = new Map();
  const index = indexOf(module);
  if (fs.existsSync(index)) {
    for (const [, typeKeyword, names, specifier] of fs.readFileSync(index, 'utf8').matchAll(EXPORT_LINE)) {
      const file = sourceOf(index, specifier);
      const exported = byFile.get(file) ?? new Map();
      byFile.set(file, exported);
      for (const name of names
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean)) {
        const isType = Boolean(typeKeyword) || name.startsWith('type ');
        const bare = name.replace(/^type\s+/, '');
        exported.set(bare, (exported.get(bare) ?? true) && isType);
      }
    }
  }
  doors.set(module, byFile);
  return byFile;
}

/** The imports of one front door as one statement, `import { b, type A } from '.../index.js'` (Biome keeps two). */
function mergeImports(text) {
  const IMPORT = /import (type )?\{([^}]*)\} from '([^']+\/index\.js)';\n/g;
  const bySpecifier = new Map();
  for (const [statement, typeKeyword, names, specifier] of text.matchAll(IMPORT)) {
    const entry = bySpecifier.get(specifier) ?? { statements: [], names: [] };
    bySpecifier.set(specifier, entry);
    entry.statements.push(statement);
    for (const name of names
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean)) {
      entry.names.push(typeKeyword && !name.startsWith('type ') ? `type ${name}` : name);
    }
  }
  let merged = text;
  for (const [specifier, { statements, names }] of bySpecifier) {
    if (statements.length < 2) continue;
    const [first, ...rest] = statements;
    merged = merged.replace(first, `import { ${[...new Set(names)].join(', ')} } from '${specifier}';\n`);
    for (const statement of rest) merged = merged.replace(statement, '');
  }
  return merged;
}

const changes = [];
const problems = [];
for (const file of sourceFiles(src)) {
  if (isTest(file) || LEFT_AS_THEY_ARE.has(path.relative(src, file))) continue;
  const text = fs.readFileSync(file, 'utf8');
  const rewritten = text.replace(STATEMENT, (statement, _keyword, typeKeyword, names, _quote, specifier) => {
    const target = sourceOf(file, specifier);
    const module = moduleOf(target);
    if (!module || module === moduleOf(file) || target === indexOf(module)) return statement;
    if (!names.trim().startsWith('{')) {
      problems.push(`${path.relative(root, file)}: ${statement.replace(/\s+/g, ' ')}`);
      return statement;
    }
    const exported = door(module).get(target) ?? new Map();
    door(module).set(target, exported);
    for (const name of names
      .replace(/[{}]/g, '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean)) {
      const isType = Boolean(typeKeyword) || name.startsWith('type ');
      const bare = name.replace(/^type\s+/, '').split(/\s+as\s+/)[0];
      exported.set(bare, (exported.get(bare) ?? true) && isType);
    }
    return statement.replace(specifier, relativeSpecifier(file, indexOf(module)));
  });
  if (rewritten !== text) changes.push([file, mergeImports(rewritten)]);
}

const byName = ([a], [b]) => a.localeCompare(b);
for (const [module, byFile] of doors) {
  const lines = [...byFile.entries()]
    .filter(([, names]) => names.size > 0)
    .sort(byName)
    .flatMap(([file, names]) => {
      const specifier = relativeSpecifier(indexOf(module), file);
      const entries = [...names.entries()].sort(byName);
      const values = entries.filter(([, isType]) => !isType).map(([name]) => name);
      const types = entries.filter(([, isType]) => isType).map(([name]) => name);
      return [
        ...(values.length > 0 ? [`export { ${values.join(', ')} } from '${specifier}';`] : []),
        ...(types.length > 0 ? [`export type { ${types.join(', ')} } from '${specifier}';`] : []),
      ];
    });
  const header = `// The front door of the ${module} module (decision 066): all that other modules and the rest of src/ may import.`;
  changes.push([indexOf(module), `${header}\n${lines.join('\n')}\n`]);
}

for (const [file, text] of changes) {
  const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (before === text) continue;
  console.log(`${isWrite ? 'wrote' : 'would write'} ${path.relative(root, file)}`);
  if (isWrite) fs.writeFileSync(file, text);
}
for (const problem of problems) console.error(`not rewritten (a default or namespace import): ${problem}`);
