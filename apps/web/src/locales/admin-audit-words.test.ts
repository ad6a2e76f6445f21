import fs from 'node:fs';
import path from 'node:path';
import { AUDIT_ACTION_WORDS, AUDIT_OBJECT_WORDS, AUDIT_SUBJECTS } from '@rihla/shared/rules/audit-words';
import { describe, expect, it } from 'vitest';

// The audit log in an Arabic back office (decision 110): its actions, the kinds of object they touched and its
// filter's subjects are shared words the page passes through t(); each needs its Arabic in a catalogue.
const read = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')) as Record<string, string>;
const arabic = { ...read('ar.json'), ...read('admin-ar.json') };

describe("the audit log's words in Arabic", () => {
  it('has Arabic for every action, kind of object and subject the log names', () => {
    const words = [
      ...Object.values(AUDIT_ACTION_WORDS),
      ...Object.values(AUDIT_OBJECT_WORDS),
      ...Object.values(AUDIT_SUBJECTS).map((subject) => subject.label),
    ];
    expect(words.length).toBeGreaterThan(100);
    expect(words.filter((word) => !arabic[word]?.trim())).toEqual([]);
  });
});
