// Issue 34: the README says what each role can do, and this test keeps it true. The table between the README's
// `roles-table` markers is made from ROLE_PERMISSIONS and PERMISSION_WORDS; a change of either fails here with
// the table to paste.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  OPERATOR_PERMISSIONS,
  OPERATOR_ROLES,
  PERMISSION_WORDS,
  ROLE_LABELS,
  roleCan,
} from '@rihla/shared/rules/operator-roles';
import { describe, expect, it } from 'vitest';

const README = path.resolve(import.meta.dirname, '../../../../../README.md');
const START = '<!-- roles-table: made from ROLE_PERMISSIONS (apps/api/src/modules/operators/roles-readme.test.ts) -->';
const END = '<!-- /roles-table -->';

/** The README's table of roles: one row per permission, a column per role. */
function rolesTable(): string {
  const header = `| What they can do | ${OPERATOR_ROLES.map((role) => ROLE_LABELS[role]).join(' | ')} |`;
  const rule = `|---|${OPERATOR_ROLES.map(() => ':-:').join('|')}|`;
  const rows = OPERATOR_PERMISSIONS.map(
    (permission) =>
      `| ${PERMISSION_WORDS[permission]} (\`${permission}\`) | ${OPERATOR_ROLES.map((role) =>
        roleCan(role, permission) ? 'yes' : '—',
      ).join(' | ')} |`,
  );
  return [header, rule, ...rows].join('\n');
}

describe('the README’s table of roles', () => {
  it('says what each role can do, as ROLE_PERMISSIONS does', () => {
    const readme = readFileSync(README, 'utf8');
    const start = readme.indexOf(START);
    const end = readme.indexOf(END);
    expect(start, 'the README has the roles table markers').toBeGreaterThan(-1);
    const table = readme.slice(start + START.length, end).trim();
    expect(table, `paste this table into the README:\n${rolesTable()}`).toBe(rolesTable());
  });

  it('has words for every permission, and an agent reads the prices they quote', () => {
    expect(Object.keys(PERMISSION_WORDS).sort()).toEqual([...OPERATOR_PERMISSIONS].sort());
    expect(roleCan('agent', 'catalogue.read')).toBe(true);
    expect(roleCan('agent', 'prices.write')).toBe(false);
  });
});
