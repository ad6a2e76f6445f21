// The built entry points (dist/) that the process tests start, as `npm start` runs them (decision 064). Starting
// them from source through a TypeScript loader cost seconds of compiling in every child process, and more than the
// readiness timeout on a busy machine. `npm test` builds first; a developer running vitest directly after an edit
// is told to build rather than testing stale code.
import fs from 'node:fs';
import path from 'node:path';

const API_DIR = path.resolve(import.meta.dirname, '../..');
const ROOT_DIR = path.resolve(API_DIR, '../..');

/** Each package the built server loads, with the source its dist/ is built from (tests excluded). */
const PACKAGES = [
  { workspace: '@rihla/api', dir: API_DIR },
  { workspace: '@rihla/shared', dir: path.join(ROOT_DIR, 'packages/shared') },
  { workspace: '@rihla/demo', dir: path.join(ROOT_DIR, 'packages/demo') },
];

function isSource(file: string): boolean {
  return !file.endsWith('.test.ts') && !file.split(path.sep).includes('test');
}

/** The newest modification time among a tree's files that `keep` accepts; 0 for a missing tree. */
function newestChange(dir: string, keep: (file: string) => boolean = () => true): number {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && keep(file)) newest = Math.max(newest, fs.statSync(file).mtimeMs);
  }
  return newest;
}

let checked = false;

function assertBuilt(): void {
  if (checked) return;
  const stale = PACKAGES.filter(
    ({ dir }) => newestChange(path.join(dir, 'dist')) < newestChange(path.join(dir, 'src'), isSource),
  );
  if (stale.length > 0) {
    const names = stale.map(({ workspace }) => workspace).join(', ');
    const commands = stale.map(({ workspace }) => `npm run build --workspace ${workspace}`).join(' && ');
    throw new Error(
      `The process tests start the built server, and ${names} ${stale.length > 1 ? 'are' : 'is'} not built or ` +
        `older than the source: run \`${commands}\` (npm test builds them first).`,
    );
  }
  checked = true;
}

/** The built file of an entry point under src/ (`server`, `messages-worker`, `cli/admin`), once dist/ is fresh. */
export function builtEntry(name: string): string {
  assertBuilt();
  return path.join(API_DIR, 'dist', `${name}.js`);
}
