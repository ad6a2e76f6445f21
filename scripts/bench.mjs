#!/usr/bin/env node
// `npm run bench`: runs the benchmark sections (bench/sections/<name>.mjs) in order, prints a table per
// section, writes bench/results/latest.json and the tables of bench/README.md. Benchmarks are not tests.
//   npm run bench -- --only=api-reads,pdf   only these sections
//   npm run bench -- --quick                short durations, for development
//   npm run bench -- --no-build             use the API build in apps/api/dist as it is
//   npm run bench -- --only=api-reads --reads=shop   only the reads whose names contain a word (and the bare
//                                           route); printed only, the results files keep the section's full run
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const SECTION_ORDER = ['api-reads', 'growth', 'purchase', 'octo', 'codes', 'pdf', 'web', 'scale-out'];
const RESULTS_DIR = path.join(ROOT, 'bench/results');
const LATEST_FILE = path.join(RESULTS_DIR, 'latest.json');
const BASELINE_FILE = path.join(RESULTS_DIR, 'baseline.json');
const README_FILE = path.join(ROOT, 'bench/README.md');

function parseArgs(argv) {
  const options = { only: null, reads: null, quick: false, build: true };
  for (const arg of argv) {
    if (arg === '--quick') options.quick = true;
    else if (arg === '--no-build') options.build = false;
    else if (arg.startsWith('--only=')) options.only = arg.slice('--only='.length).split(',').filter(Boolean);
    else if (arg.startsWith('--reads=')) options.reads = arg.slice('--reads='.length).split(',').filter(Boolean);
    else throw new Error(`Unknown option ${arg} (use --only=a,b, --reads=a,b, --quick, --no-build)`);
  }
  return options;
}

function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGb: Number((os.totalmem() / 1024 ** 3).toFixed(1)),
    node: process.version,
    os: `${os.type()} ${os.release()} (${os.platform()}/${os.arch()})`,
  };
}

function cellText(value) {
  return typeof value === 'number' ? value.toLocaleString('en', { maximumFractionDigits: 2 }) : String(value);
}

function printTable(section) {
  const rows = [section.columns, ...section.rows.map((row) => row.map(cellText))];
  const widths = section.columns.map((_, index) => Math.max(...rows.map((row) => String(row[index] ?? '').length)));
  const line = (row) => row.map((cell, index) => String(cell ?? '').padEnd(widths[index])).join('  ');
  console.log(`\n${section.title}`);
  console.log(line(rows[0]));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
  console.log('');
}

function markdownTable(section) {
  const escapeCell = (cell) => cellText(cell).replaceAll('|', '\\|');
  return [
    `**${section.title}**`,
    '',
    `| ${section.columns.map(escapeCell).join(' | ')} |`,
    `| ${section.columns.map(() => '---').join(' | ')} |`,
    ...section.rows.map((row) => `| ${row.map(escapeCell).join(' | ')} |`),
  ].join('\n');
}

function markdownRun(run) {
  const sections = SECTION_ORDER.filter((key) => run.sections[key]).map((key) => run.sections[key]);
  const dates = [...new Set(sections.map((section) => section.date.slice(0, 10)))].join(', ');
  const m = run.machine;
  const header = `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, Node ${m.node}, ${m.os}. Date: ${dates}.`;
  const body = sections.map(
    (section) => `${markdownTable(section)}${section.quick ? '\n\n_(quick run: short durations)_' : ''}`,
  );
  return [header, ...body].join('\n\n');
}

const BASELINE_MARK = ['<!-- baseline:start -->', '<!-- baseline:end -->'];
const LATEST_MARK = ['<!-- latest:start -->', '<!-- latest:end -->'];

function replaceBetween(text, [start, end], content) {
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to === -1) return `${text.trimEnd()}\n\n${start}\n${content}\n${end}\n`;
  return `${text.slice(0, from + start.length)}\n${content}\n${text.slice(to)}`;
}

function writeReadme(baseline, latest) {
  let text = fs.existsSync(README_FILE) ? fs.readFileSync(README_FILE, 'utf8') : '# Benchmarks\n';
  text = replaceBetween(text, BASELINE_MARK, baseline ? markdownRun(baseline) : '_No full run yet._');
  text = replaceBetween(text, LATEST_MARK, markdownRun(latest));
  fs.writeFileSync(README_FILE, text);
}

function readJson(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const available = SECTION_ORDER.filter((key) => fs.existsSync(path.join(ROOT, 'bench/sections', `${key}.mjs`)));
  const unknown = (options.only ?? []).filter((key) => !available.includes(key));
  if (unknown.length > 0) throw new Error(`Unknown section ${unknown.join(', ')} (sections: ${available.join(', ')})`);
  const chosen = options.only ? available.filter((key) => options.only.includes(key)) : available;

  if (options.build) {
    // The API imports the demo package (its seed), so on a fresh clone the demo is built before it.
    console.log('Building the shared package, the demo data and the API...');
    for (const workspace of ['@rihla/shared', '@rihla/demo', '@rihla/api']) {
      execFileSync('npm', ['run', 'build', '--workspace', workspace], {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    }
  }

  const ctx = { root: ROOT, log: (message) => console.log(message), options };
  const sections = {};
  for (const key of chosen) {
    console.log(`\n== ${key} ==`);
    const started = performance.now();
    let result;
    try {
      const { run } = await import(pathToFileURL(path.join(ROOT, 'bench/sections', `${key}.mjs`)).href);
      result = await run(ctx);
    } catch (error) {
      // One broken section must not lose the figures of the others.
      console.error(`Section ${key} failed:`, error instanceof Error ? (error.stack ?? error.message) : error);
      process.exitCode = 1;
      continue;
    }
    const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
    sections[result.key] = { ...result, date: new Date().toISOString(), quick: options.quick, seconds };
    printTable(result);
  }

  if (options.reads) {
    // Some reads of a section are not the section: its recorded figures stay those of its last full run.
    console.log('A run of some reads (--reads) is printed only: the results files are left as they are.');
    return;
  }
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const previous = readJson(LATEST_FILE);
  const latest = {
    machine: machine(),
    date: new Date().toISOString(),
    // A run of some sections keeps the other sections' figures of earlier runs, each with its own date.
    sections: { ...(previous?.sections ?? {}), ...sections },
  };
  fs.writeFileSync(LATEST_FILE, `${JSON.stringify(latest, null, 2)}\n`);

  // The baseline of a section is its first full-length run; it is never replaced.
  let baseline = readJson(BASELINE_FILE);
  for (const [key, section] of Object.entries(sections)) {
    if (section.quick || baseline?.sections[key]) continue;
    baseline = baseline ?? { machine: latest.machine, date: latest.date, sections: {} };
    baseline.sections[key] = section;
  }
  if (baseline) fs.writeFileSync(BASELINE_FILE, `${JSON.stringify(baseline, null, 2)}\n`);
  writeReadme(baseline, latest);
  console.log(`Results: ${path.relative(ROOT, LATEST_FILE)}; tables: ${path.relative(ROOT, README_FILE)}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
