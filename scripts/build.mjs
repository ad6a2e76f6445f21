#!/usr/bin/env node
// `npm run build`: every workspace in order, each leaving the stamp that lets `npm start` skip it next time.
// `node scripts/build.mjs --stale <workspace>...`: only those of the named workspaces, and of the workspaces they
// read, that are out of date (decision 077's stamps); `npm test` builds each suite's workspaces this way, in a
// process of their own so that suites can run meanwhile (decision 089).
import { buildWorkspaces, WORKSPACES, workspacesFor } from './lib/build-state.mjs';

const [flag, ...names] = process.argv.slice(2);
const built =
  flag === '--stale'
    ? buildWorkspaces({ onlyStale: true, workspaces: workspacesFor(names) })
    : buildWorkspaces({ onlyStale: false, workspaces: WORKSPACES });
if (built === null) process.exitCode = 1;
