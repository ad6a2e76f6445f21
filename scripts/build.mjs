#!/usr/bin/env node
// `npm run build`: every workspace in order, each leaving the stamp that lets `npm start` skip it next time.
import { buildWorkspaces } from './lib/build-state.mjs';

if (buildWorkspaces({ onlyStale: false }) === null) process.exitCode = 1;
