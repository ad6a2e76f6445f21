// `npm start` on a tree already built starts at once (issue 34, decision 077): the build plan of scripts/lib/
// build-state.mjs on a tree of its own, then the real scripts/start.mjs on this repository, which the e2e suite has
// just built (`npm run build` stamps every workspace).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultShopSettings } from '@rihla/shared/schemas/shop';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the repository's scripts, without types.
import { buildWorkspaces } from '../../../scripts/lib/build-state.mjs';
import { launchBrowser, newContext, screenshot, watchProblems } from './browser';
import { freePort, serverEnv, waitUntilReady } from './global-setup';
import { shows, showsNo, unexpectedProblems, VIEWPORT_NAMES } from './journey';

const ROOT = path.resolve(import.meta.dirname, '../../..');

interface TWorkspace {
  name: string;
  dir: string;
  needs: string[];
}

/** A tree of two workspaces, `base` and `app` (which reads base's dist/), with a source file each. */
function newTree(): { root: string; workspaces: TWorkspace[] } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-quick-start-'));
  for (const dir of ['base', 'app']) {
    fs.mkdirSync(path.join(root, dir, 'src'), { recursive: true });
    fs.writeFileSync(path.join(root, dir, 'src', 'index.ts'), `export const name = '${dir}';\n`);
  }
  fs.writeFileSync(path.join(root, 'package.json'), '{}\n');
  // A clone's files are older than its first build. Written this very millisecond, a file's mtime (with its fraction)
  // could be later than the whole millisecond a build's stamp records, and the next start would build again.
  const before = new Date(Date.now() - 1000);
  for (const made of [
    'package.json',
    ...['base', 'app'].flatMap((dir) => [dir, `${dir}/src`, `${dir}/src/index.ts`]),
  ]) {
    fs.utimesSync(path.join(root, made), before, before);
  }
  return {
    root,
    workspaces: [
      { name: 'base', dir: 'base', needs: [] },
      { name: 'app', dir: 'app', needs: ['base'] },
    ],
  };
}

/** Runs the plan on the tree with a build that writes dist/out.txt (or fails for `failing`); answers what it built. */
function start(tree: ReturnType<typeof newTree>, failing: string | null = null): string[] | null {
  return buildWorkspaces({
    onlyStale: true,
    log: () => undefined,
    root: tree.root,
    workspaces: tree.workspaces,
    build: (workspace: TWorkspace) => {
      if (workspace.name === failing) return false;
      fs.mkdirSync(path.join(tree.root, workspace.dir, 'dist'), { recursive: true });
      fs.writeFileSync(path.join(tree.root, workspace.dir, 'dist', 'out.txt'), 'built\n');
      return true;
    },
  });
}

/**
 * Changes a file as an editor saving it would, a little after the last build started: the kernel's file times run a
 * few milliseconds behind Date.now(), which a person never notices but a test that edits at once would.
 */
async function touch(file: string): Promise<void> {
  await pause();
  if (!fs.existsSync(file)) fs.writeFileSync(file, '// new\n');
  const now = new Date();
  fs.utimesSync(file, now, now);
  await pause();
}

function pause(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 30));
}

const trees: string[] = [];
afterEach(() => {
  for (const root of trees.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

function tree() {
  const made = newTree();
  trees.push(made.root);
  return made;
}

describe('the build plan of npm start', () => {
  it('builds a fresh clone once, then nothing while no source changes', () => {
    const made = tree();
    expect(start(made)).toEqual(['base', 'app']);
    expect(start(made)).toEqual([]);
    expect(start(made)).toEqual([]);
  });

  it('rebuilds a changed workspace and the workspaces that read it, and only those', async () => {
    const made = tree();
    start(made);
    await touch(path.join(made.root, 'app', 'src', 'index.ts'));
    expect(start(made)).toEqual(['app']);
    await touch(path.join(made.root, 'base', 'src', 'index.ts'));
    expect(start(made)).toEqual(['base', 'app']);
    expect(start(made)).toEqual([]);
  });

  it('rebuilds when a source file is added or removed, or the root package.json changes, but not for a test', async () => {
    const made = tree();
    start(made);
    await touch(path.join(made.root, 'app', 'src', 'index.test.ts'));
    // Adding the test file changed its folder: the folder is set back, as if the test had always been there.
    fs.utimesSync(path.join(made.root, 'app', 'src'), new Date(0), new Date(0));
    expect(start(made)).toEqual([]);
    await touch(path.join(made.root, 'app', 'src', 'extra.ts'));
    expect(start(made)).toEqual(['app']);
    await pause();
    fs.rmSync(path.join(made.root, 'app', 'src', 'extra.ts'));
    await pause();
    expect(start(made)).toEqual(['app']);
    await touch(path.join(made.root, 'package.json'));
    expect(start(made)).toEqual(['base', 'app']);
  });

  it('stops at a failed build and builds that workspace again next time', () => {
    const made = tree();
    expect(start(made, 'app')).toBeNull();
    expect(fs.existsSync(path.join(made.root, 'app', 'dist', '.build-stamp.json'))).toBe(false);
    expect(start(made)).toEqual(['app']);
  });
});

describe('npm start on this built tree, on an empty install', () => {
  let child: ChildProcess | null = null;
  let browser: Browser | null = null;
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child?.once('exit', resolve));
    }
    child = null;
  });

  it('builds nothing and serves at once; the empty shop says so politely; SIGTERM ends the server', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-quick-start-data-'));
    trees.push(dataDir);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    let output = '';
    const startedAt = Date.now();
    const started = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
      cwd: ROOT,
      env: { ...serverEnv(port, dataDir), SEED_DEMO: 'false', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    started.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    started.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    await waitUntilReady(baseUrl, started, 60_000);
    expect(output).toContain('The build is up to date: starting.');
    expect(output).not.toContain('Building ');
    // A build of the web app alone takes tens of seconds; a start that builds nothing is the server's own start.
    expect(Date.now() - startedAt).toBeLessThan(30_000);
    expect((await fetch(`${baseUrl}/`)).status).toBe(200);

    // SEED_DEMO=false: nothing on sale. The home page, the filter page and the search say so, with no empty section.
    browser = await launchBrowser();
    for (const viewport of VIEWPORT_NAMES) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const problems = watchProblems(page, baseUrl);
      await page.goto(`${baseUrl}/`);
      await shows(page.getByRole('heading', { name: 'Our trips are on their way' }));
      await shows(page.getByRole('link', { name: defaultShopSettings().supportEmail }));
      await showsNo(page.getByRole('heading', { name: 'Trending Now' }));
      await showsNo(page.locator('.animate-pulse').first());
      await screenshot(page, `empty-shop-home-${viewport}`);

      await page.goto(`${baseUrl}/ProductFilterPage?category=Holidays`);
      await shows(page.getByRole('heading', { name: 'Our trips are on their way' }));
      await showsNo(page.getByText('No experiences match these filters'));
      await screenshot(page, `empty-shop-filter-${viewport}`);

      if (viewport === 'desktop') {
        await page.goto(`${baseUrl}/`);
        await page.getByRole('main').getByRole('combobox', { name: 'Search tours, trips and tickets' }).fill('dhow');
        await shows(page.getByRole('status').filter({ hasText: /getting our first trips ready/ }));
        await showsNo(page.getByText('No Data Found'));
        await screenshot(page, `empty-shop-search-${viewport}`, { fullPage: false });
      }
      expect(unexpectedProblems(problems)).toEqual([]);
      await context.close();
    }

    started.kill('SIGTERM');
    const code = await new Promise((resolve) => started.once('exit', resolve));
    expect(code).toBe(0);
  });
});
