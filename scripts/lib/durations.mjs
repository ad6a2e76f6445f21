// How long each test file took, kept in scripts/test-durations.json (decision 065): written after a run whose
// suite passed, read to deal the journeys to lanes, and committed by whoever ran it.
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const DURATIONS_FILE = path.join(ROOT, 'scripts/test-durations.json');
/** A file slower than this names itself at the end of the run's output. */
export const SLOW_FILE_SECONDS = 30;
/** The weight of a file with no recorded duration (a new file, or no file of durations at all). */
export const DEFAULT_SECONDS = 30;

/** The recorded durations: { suite: { 'repo/relative/file.ts': seconds } }; empty when the file is missing or unreadable. */
export function readDurations() {
  try {
    return JSON.parse(fs.readFileSync(DURATIONS_FILE, 'utf8'));
  } catch {
    return {};
  }
}

/**
 * Replaces the durations of the suites given (each run covers all of a suite's files, so a deleted file's entry
 * goes with it) and keeps the others'. Keys are sorted so that a run changes only the lines whose numbers moved.
 */
export function recordDurations(measuredBySuite) {
  const durations = { ...readDurations(), ...measuredBySuite };
  const sorted = Object.fromEntries(
    Object.keys(durations)
      .sort()
      .map((suite) => [
        suite,
        Object.fromEntries(Object.entries(durations[suite]).sort(([a], [b]) => a.localeCompare(b))),
      ]),
  );
  fs.writeFileSync(DURATIONS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
}

/**
 * Deals files to `laneCount` lanes, the longest first, each to the lane with the least expected time so far
 * (a file with no recorded duration weighs DEFAULT_SECONDS). Returns the lanes that got a file.
 */
export function dealLanes(files, secondsByFile, laneCount) {
  const weight = (file) => secondsByFile[file] ?? DEFAULT_SECONDS;
  const lanes = Array.from({ length: laneCount }, () => ({ files: [], seconds: 0 }));
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = lanes.reduce((best, lane) => (lane.seconds < best.seconds ? lane : best));
    lightest.files.push(file);
    lightest.seconds += weight(file);
  }
  return lanes.filter((lane) => lane.files.length > 0);
}

/** Whole seconds, or minutes and seconds from a minute on: "48 s", "4 min 05 s". */
export function formatSeconds(seconds) {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}
