#!/usr/bin/env node
// Dev helper: runs only the web section and prints its table
// (`node bench/try-web.mjs [--quick] [--skip-build] [--only=ar-home,ar-detail,ar-checkout]`).
// `npm run bench` runs every section and writes the results; this is for iterating on the web app's speed.
import path from 'node:path';
import { run } from './sections/web.mjs';

const args = new Set(process.argv.slice(2));
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const root = path.resolve(import.meta.dirname, '..');
const section = await run({
  root,
  log: (line) => console.log(line),
  options: { quick: args.has('--quick'), skipBuild: args.has('--skip-build'), pages: only },
});
console.log(`\n## ${section.title}\n`);
console.log(`| ${section.columns.join(' | ')} |`);
console.log(`|${section.columns.map(() => '---').join('|')}|`);
for (const row of section.rows) console.log(`| ${row.join(' | ')} |`);
if (args.has('--json')) console.log(JSON.stringify(section.results, null, 2));
