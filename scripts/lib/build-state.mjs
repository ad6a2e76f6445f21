// Which workspaces need building (issue 34, decision 077). Each build leaves a stamp in the workspace's dist/ with
// the time it started; a workspace is up to date when no file or folder of its sources changed since (a folder's
// time changes when a file is added, removed or renamed in it) and nothing it reads the dist/ of was built after
// it. A fresh clone has no stamps, so it builds everything once; a tree built by hand (npm run build --workspace)
// has an old stamp, so `npm start` builds it again rather than trusting it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** The workspaces in build order, each with the workspaces whose dist/ its build reads. */
export const WORKSPACES = [
  { name: '@rihla/shared', dir: 'packages/shared', needs: [] },
  { name: '@rihla/demo', dir: 'packages/demo', needs: ['@rihla/shared'] },
  { name: '@rihla/api', dir: 'apps/api', needs: ['@rihla/shared', '@rihla/demo'] },
  { name: '@rihla/web', dir: 'apps/web', needs: ['@rihla/shared'] },
];

/** The named workspaces and every workspace they read, in build order; an unknown name is an error. */
export function workspacesFor(names) {
  const needed = new Set();
  const add = (name) => {
    if (needed.has(name)) return;
    const workspace = WORKSPACES.find((each) => each.name === name);
    if (!workspace) throw new Error(`No workspace is named ${name}`);
    needed.add(name);
    for (const need of workspace.needs) add(need);
  };
  for (const name of names) add(name);
  return WORKSPACES.filter(({ name }) => needed.has(name));
}

/** Files of the root every build depends on (the dependencies' versions, the compiler's settings). */
const ROOT_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
/** Folders that are no build's input: outputs, dependencies, tests and their results. */
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', 'test-artifacts', 'e2e', 'test', '.vite']);
const STAMP = path.join('dist', '.build-stamp.json');

function isInput(name) {
  return !/\.test\.tsx?$/.test(name) && !name.endsWith('.tsbuildinfo');
}

/**
 * The newest modification time of a workspace's sources, in ms: its files and the folders below it (the workspace's
 * own folder changes when its build makes dist/, so only its files count).
 */
export function newestSourceChange(dir, root = ROOT) {
  let newest = 0;
  const walk = (folder, isTop) => {
    if (!isTop) newest = Math.max(newest, fs.statSync(folder).mtimeMs);
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED.has(entry.name)) walk(full, false);
      } else if (entry.isFile() && isInput(entry.name)) {
        newest = Math.max(newest, fs.statSync(full).mtimeMs);
      }
    }
  };
  walk(path.join(root, dir), true);
  for (const file of ROOT_INPUTS) {
    const full = path.join(root, file);
    if (fs.existsSync(full)) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** When the workspace's last build started (ms), or null when it has no stamp (never built by this script). */
export function stampOf(workspace, root = ROOT) {
  try {
    const stamp = JSON.parse(fs.readFileSync(path.join(root, workspace.dir, STAMP), 'utf8'));
    return typeof stamp.startedAt === 'number' ? stamp.startedAt : null;
  } catch {
    return null;
  }
}

function writeStamp(workspace, startedAt, root) {
  fs.mkdirSync(path.join(root, workspace.dir, 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, workspace.dir, STAMP), `${JSON.stringify({ startedAt })}\n`);
}

/** Why a workspace must be built, or null when its dist/ is up to date; `builtAt` holds the stamps read so far. */
function staleReason(workspace, builtAt, root) {
  const stamp = stampOf(workspace, root);
  if (stamp === null) return 'not built yet';
  if (newestSourceChange(workspace.dir, root) >= stamp) return 'its sources changed';
  const newer = workspace.needs.find((name) => (builtAt.get(name) ?? 0) > stamp);
  return newer ? `${newer} was built after it` : null;
}

/** `npm run build` of one workspace, as the root's scripts run it; true when it succeeded. */
export function npmBuild(workspace) {
  // Under npm, npm_execpath is npm's own script: run it with this Node, as npm would.
  const npm = process.env.npm_execpath;
  const [command, prefix] = npm ? [process.execPath, [npm]] : ['npm', []];
  const result = spawnSync(command, [...prefix, 'run', 'build', '--workspace', workspace.name], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  return result.status === 0;
}

/**
 * Builds the workspaces in order: every one (`onlyStale` false, `npm run build`) or those out of date. Answers the
 * names built, or null when a build failed (its stamp is then not written, so the next start builds it again).
 * `root`, `workspaces` and `build` are the repository's unless a test gives a tree of its own.
 */
export function buildWorkspaces({
  onlyStale,
  log = console.log,
  root = ROOT,
  workspaces = WORKSPACES,
  build = npmBuild,
}) {
  const builtAt = new Map();
  const built = [];
  for (const workspace of workspaces) {
    const reason = onlyStale ? staleReason(workspace, builtAt, root) : 'a full build';
    if (reason === null) {
      builtAt.set(workspace.name, stampOf(workspace, root));
      continue;
    }
    if (onlyStale) log(`Building ${workspace.name}: ${reason}.`);
    const startedAt = Date.now();
    if (!build(workspace)) return null;
    writeStamp(workspace, startedAt, root);
    builtAt.set(workspace.name, startedAt);
    built.push(workspace.name);
  }
  return built;
}
