// A Vitest reporter that writes how long each test file took, in seconds, to the JSON file RIHLA_DURATIONS_OUT
// names (scripts/test.mjs sets it): { 'repo/relative/file.ts': seconds }, with " (project)" after the path when the
// suite has projects (the API's sqlite and postgres). A file's time is all of it: its set-up, its import, its hooks
// and its tests, which is what it costs a lane.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './durations.mjs';

export default class DurationsReporter {
  onTestRunEnd(testModules) {
    const outputFile = process.env.RIHLA_DURATIONS_OUT;
    if (!outputFile) return;
    const seconds = {};
    for (const testModule of testModules) {
      const diagnostic = testModule.diagnostic();
      const milliseconds =
        diagnostic.environmentSetupDuration +
        diagnostic.prepareDuration +
        diagnostic.setupDuration +
        diagnostic.collectDuration +
        diagnostic.duration;
      const file = path.relative(ROOT, testModule.moduleId).split(path.sep).join('/');
      const project = testModule.project.name;
      seconds[project ? `${file} (${project})` : file] = Math.round(milliseconds / 100) / 10;
    }
    fs.writeFileSync(outputFile, JSON.stringify(seconds));
  }
}
