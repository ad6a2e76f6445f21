// The back office in each operator's own language (issue 37, decision 104): stored per operator, answered with the
// operator, changed by the operator for themselves only, audited; bad input is a 400 that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprint } from '../../test/db-snapshot.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import {
  newOperator,
  OPERATOR_PASSWORD,
  operatorCall,
  signInOperator,
  type TTestOperator,
} from '../../test/operators.js';

let t: TTestApp;
let owner: TTestOperator;

beforeAll(async () => {
  t = await createTestApp();
  owner = await newOperator(t, 'owner', 'Olivia Owner');
});
afterAll(async () => {
  await t?.close();
});

async function languageRows(id: string) {
  return t.app.ctx.db
    .selectFrom('audit_log')
    .select(['action', 'operator_id', 'object_id', 'before_json', 'after_json'])
    .where('object_id', '=', id)
    .where('action', '=', 'operator.setLanguage')
    .execute();
}

describe('POST /api/operator/setLanguage', () => {
  it('starts in English, stores Arabic for the operator who asks, answers it with operator/me and audits it', async () => {
    const guide = await newOperator(t, 'guide', 'Ghada Guide');
    const before = await operatorCall(t, 'operator/me', {}, guide.token);
    expect(before.body.data.language).toBe('en');

    const res = await operatorCall(t, 'operator/setLanguage', { language: 'ar' }, guide.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: 1, message: 'Language saved', data: { id: guide.id, language: 'ar' } });
    expect((await operatorCall(t, 'operator/me', {}, guide.token)).body.data.language).toBe('ar');

    const rows = await languageRows(guide.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ operator_id: guide.id, object_id: guide.id });
    expect(JSON.parse(String(rows[0]?.before_json))).toEqual({ language: 'en' });
    expect(JSON.parse(String(rows[0]?.after_json))).toEqual({ language: 'ar' });

    // The same choice again changes nothing and writes no second line.
    await operatorCall(t, 'operator/setLanguage', { language: 'ar' }, guide.token);
    expect(await languageRows(guide.id)).toHaveLength(1);
  });

  it('keeps the choice across sessions: a new sign-in answers it', async () => {
    const agent = await newOperator(t, 'agent', 'Amal Agent');
    await operatorCall(t, 'operator/setLanguage', { language: 'ar' }, agent.token);
    const signIn = await operatorCall(t, 'operator/signIn', { email: agent.email, password: OPERATOR_PASSWORD });
    expect(signIn.body.data).toMatchObject({ step: 'done', operator: { language: 'ar' } });
    const again = await signInOperator(t, agent.email, null);
    await operatorCall(t, 'operator/setLanguage', { language: 'en' }, agent.token);
    expect((await operatorCall(t, 'operator/me', {}, again.token)).body.data.language).toBe('en');
  });

  it('changes only the asking operator: another operator’s id is refused and theirs stays as it was', async () => {
    const editor = await newOperator(t, 'editor', 'Eda Editor');
    const snapshot = await fingerprint(t);
    const res = await operatorCall(t, 'operator/setLanguage', { language: 'ar', id: editor.id }, owner.token);
    expect(res.statusCode).toBe(400);
    expect(res.body.status).not.toBe(1);
    expect(await fingerprint(t)).toEqual(snapshot);
    expect((await operatorCall(t, 'operator/me', {}, editor.token)).body.data.language).toBe('en');
  });

  it('refuses a language it does not have, and no session at all, changing nothing', async () => {
    const snapshot = await fingerprint(t);
    for (const body of [{ language: 'fr' }, { language: '' }, {}, { language: ['ar'] }]) {
      const res = await operatorCall(t, 'operator/setLanguage', body, owner.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.status).not.toBe(1);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await operatorCall(t, 'operator/setLanguage', { language: 'fr' }, owner.token)).body.message).toBe(
      'Choose English or Arabic',
    );
    expect((await operatorCall(t, 'operator/setLanguage', { language: 'ar' })).statusCode).toBe(401);
    expect(await fingerprint(t)).toEqual(snapshot);
  });
});
