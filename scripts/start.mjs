#!/usr/bin/env node
// `npm start`: builds only what changed since the last build (a tree already built starts at once, a fresh clone
// builds once), then runs the API server, which serves the web app and starts the messages worker beside it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildWorkspaces, ROOT } from './lib/build-state.mjs';

const built = buildWorkspaces({ onlyStale: true });
if (built === null) {
  process.exitCode = 1;
} else {
  if (built.length === 0) console.log('The build is up to date: starting.');
  // The Node flags of decision 016, from the root package.json's config.
  const { config } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const flags = (config?.apiNodeFlags ?? '').split(/\s+/).filter(Boolean);
  const server = spawn(process.execPath, [...flags, path.join(ROOT, 'apps/api/dist/server.js')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  // The server closes gracefully on SIGINT and SIGTERM (a second one changes nothing); a closed terminal's SIGHUP is
  // passed on as SIGTERM. This process only passes them on and ends with the server.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  process.on('SIGHUP', () => server.kill('SIGTERM'));
  server.on('exit', (code, signal) => {
    process.exitCode = code ?? (signal ? 1 : 0);
  });
}
