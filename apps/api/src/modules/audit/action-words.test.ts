// Issue 34 (decision 076): every action the API writes to the audit log has words in packages/shared, so a new
// action cannot reach the log unworded. The actions are read from the source: an `action:` or `action =` (each
// quoted action on it, a conditional's both), and the helpers that take an action as an argument.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AUDIT_ACTION_WORDS,
  AUDIT_OBJECT_WORDS,
  AUDIT_SUBJECTS,
  auditActionWords,
} from '@rihla/shared/rules/audit-words';
import { ZBulkAction, ZDayAction, ZDepartureAction } from '@rihla/shared/schemas/operator-timetables';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ACTION = /^[a-z][a-zA-Z]*(\.[a-z][a-zA-Z]*)+$/;
/** Helpers whose argument is an action: recordSignInEvent(db, id, 'operator.signIn', ...), auditProduct(...). */
const ACTION_HELPERS = /\b(recordSignInEvent|auditProduct)\(([^;]*?)\)/gs;

const kindsOf = (union: { options: ReadonlyArray<{ shape: { kind: { value: string } } }> }) =>
  union.options.map((option) => option.shape.kind.value);

/** Actions written as templates, and what each comes to. A new template fails the test until it is added here. */
const TEMPLATES: Record<string, () => Promise<string[]> | string[]> = {
  '`${objectType}.download`': async () => (await downloadObjectTypes()).map((type) => `${type}.download`),
  '`timetable.bulk.${action.kind}`': () => kindsOf(ZBulkAction).map((kind) => `timetable.bulk.${kind}`),
  '`day.${change.day.kind}`': () => kindsOf(ZDayAction).map((kind) => `day.${kind}`),
  '`departure.${change.departure.kind}`': () => kindsOf(ZDepartureAction).map((kind) => `departure.${kind}`),
};

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}test${path.sep}`));
}

async function readSources(): Promise<Array<{ file: string; text: string }>> {
  const files = await sourceFiles(SOURCE);
  return Promise.all(files.map(async (file) => ({ file, text: await readFile(file, 'utf8') })));
}

/** The object types of the downloads recorded through insertDownloadEntry (its action is `<type>.download`). */
async function downloadObjectTypes(): Promise<string[]> {
  const types = new Set<string>();
  for (const { text } of await readSources()) {
    for (const call of text.matchAll(/insertDownloadEntry\([^;]*?objectType: '([^']+)'/gs)) types.add(call[1] ?? '');
  }
  return [...types];
}

/** Every action the API's source writes, and the templates it uses that this test does not know. */
async function writtenActions(): Promise<{ actions: Set<string>; unknownTemplates: string[] }> {
  const actions = new Set<string>();
  const templates = new Set<string>();
  for (const { text } of await readSources()) {
    const places = [
      ...[...text.matchAll(/\baction\s*[:=]\s*([^,;\n]+)/g)].map((match) => match[1] ?? ''),
      ...[...text.matchAll(ACTION_HELPERS)].map((match) => match[2] ?? ''),
    ];
    for (const place of places) {
      for (const quoted of place.matchAll(/'([^'\n]+)'/g)) {
        if (ACTION.test(quoted[1] ?? '')) actions.add(quoted[1] ?? '');
      }
      for (const template of place.matchAll(/`[^`\n]*\$\{[^`\n]*`/g)) templates.add(template[0]);
    }
  }
  const unknownTemplates: string[] = [];
  for (const template of templates) {
    const expand = TEMPLATES[template];
    if (!expand) unknownTemplates.push(template);
    else for (const action of await expand()) actions.add(action);
  }
  return { actions, unknownTemplates };
}

describe('the audit log’s words', () => {
  it('has words for every action the API writes to the log', async () => {
    const { actions, unknownTemplates } = await writtenActions();
    // The scan finds what it must: sign-ins through their helper, a conditional's both sides, every template.
    for (const known of ['operator.signIn', 'order.refund', 'order.cancel', 'product.update', 'report.download']) {
      expect(actions).toContain(known);
    }
    expect(actions.size).toBeGreaterThan(60);
    expect(unknownTemplates, 'an action written as a template: add what it comes to to TEMPLATES').toEqual([]);
    const unworded = [...actions].filter((action) => !AUDIT_ACTION_WORDS[action]).sort();
    expect(unworded, 'actions without words: add them to AUDIT_ACTION_WORDS in packages/shared').toEqual([]);
  });

  it('has words and a filter subject for every kind of object the API writes to the log', async () => {
    const types = new Set<string>();
    for (const { text } of await readSources()) {
      for (const match of text.matchAll(/\bobjectType: '([a-zA-Z]+)'/g)) types.add(match[1] ?? '');
    }
    expect(types.size).toBeGreaterThan(15);
    const subjects: readonly string[] = Object.values(AUDIT_SUBJECTS).flatMap((subject) => subject.objectTypes);
    expect([...types].filter((type) => !AUDIT_OBJECT_WORDS[type]).sort(), 'add them to AUDIT_OBJECT_WORDS').toEqual([]);
    expect([...types].filter((type) => !subjects.includes(type)).sort(), 'add them to an AUDIT_SUBJECTS group').toEqual(
      [],
    );
  });

  it('reads an action it has no words for yet from its code, never showing the code', () => {
    expect(auditActionWords('order.cashPayment')).toBe('Recorded a cash payment');
    expect(auditActionWords('departure.cancelAll')).toBe('Departure: cancel all');
    expect(auditActionWords('shopSettings.update')).toBe('Shop settings: update');
    expect(auditActionWords('giftCard.resend')).toBe('Gift card: resend');
  });
});
