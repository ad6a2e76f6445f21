// The order a suite's test files start in: the longest first, by the seconds each took in the last passing run
// (scripts/test-durations.json, decision 065), so that no long file starts last and runs alone while the other
// workers idle (decision 081). Vitest's own order needs its cache of the last run's times, which a fresh clone
// lacks: it then starts the largest files first, and a long file of few lines (a process test) came near the end.
import path from 'node:path';
import { BaseSequencer } from 'vitest/node';
import { DEFAULT_SECONDS, ROOT, readDurations } from './durations.mjs';

/**
 * A sequencer class for the suite's recorded durations. A project's files stay together (postgres before sqlite, as
 * Vitest orders them): a worker keeps its imports only while its next file is of the same project.
 */
export function durationsSequencer(suite) {
  return class DurationsSequencer extends BaseSequencer {
    async sort(files) {
      const recorded = readDurations()[suite] ?? {};
      const seconds = (spec) => {
        const file = path.relative(ROOT, spec.moduleId).split(path.sep).join('/');
        const project = spec.project.name;
        return recorded[project ? `${file} (${project})` : file] ?? DEFAULT_SECONDS;
      };
      const byProject = (a, b) => (a.project.name === b.project.name ? 0 : a.project.name < b.project.name ? -1 : 1);
      return [...files].sort(
        (a, b) => byProject(a, b) || seconds(b) - seconds(a) || a.moduleId.localeCompare(b.moduleId),
      );
    }
  };
}
