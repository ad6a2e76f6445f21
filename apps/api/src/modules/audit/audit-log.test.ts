// Issue 34, "Audit log a person can read" (decision 076): lines name their object as a person does (an order's
// reference, a product's title, a customer's name), and the log filters by groups (orders, customers, pictures,
// departures) and by an order's reference.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { addLine, payAndConfirm, productsOf, type TCatalogueCard } from '../../test/shopping.js';

interface TLine {
  action: string;
  objectType: string;
  objectId: string;
  objectLabel: string | null;
}

let t: TTestApp;
let manager: TTestOperator;
let order: { id: string; reference: string; userId: string };
let picnic: TCatalogueCard;

beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock('2026-11-20T06:00:00.000Z') });
  [picnic] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  const { token } = await t.newShopper({ first_name: 'Layla', last_name: 'Audited' });
  const added = await addLine(t, token, picnic, 2);
  expect(added.body.status, added.body.message).toBe(1);
  const paid = await payAndConfirm(t, token);
  order = { id: paid.order.id, reference: paid.order.reference, userId: paid.order.user_id };
  manager = await newOperator(t, 'manager', 'Audit Reader');
  const noted = await operatorCall(t, 'operator/addOrderNote', { id: order.id, text: 'Called back' }, manager.token);
  expect(noted.statusCode, JSON.stringify(noted.body)).toBe(200);
  const adjusted = await operatorCall(
    t,
    'operator/adjustLedger',
    { userId: order.userId, kind: 'wallet', amount: 2_500, reason: 'Goodwill for the delay' },
    manager.token,
  );
  expect(adjusted.statusCode, JSON.stringify(adjusted.body)).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

async function lines(filter: Record<string, unknown>): Promise<TLine[]> {
  const res = await operatorCall(t, 'operator/auditLog', { operatorId: manager.id, ...filter }, manager.token);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data.entries;
}

describe('POST /api/operator/auditLog', () => {
  it('names an order by its reference and a customer by their name', async () => {
    const all = await lines({});
    expect(all.find((line) => line.action === 'order.note')).toMatchObject({
      objectType: 'order',
      objectId: order.id,
      objectLabel: order.reference,
    });
    expect(all.find((line) => line.action === 'ledger.adjust')).toMatchObject({
      objectType: 'user',
      objectId: order.userId,
      objectLabel: 'Layla Audited',
    });
  });

  it('names an operator by their name', async () => {
    const owner = await newOperator(t, 'owner', 'Audit Owner');
    const invited = await operatorCall(
      t,
      'operator/inviteOperator',
      { email: 'noor@audit.example', name: 'Noor Invited', role: 'agent' },
      owner.token,
    );
    expect(invited.statusCode, JSON.stringify(invited.body)).toBe(200);
    const res = await operatorCall(t, 'operator/auditLog', { operatorId: owner.id, subject: 'staff' }, owner.token);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const invite = (res.body.data.entries as TLine[]).find((line) => line.action === 'operator.invite');
    expect(invite).toMatchObject({ objectType: 'operator', objectLabel: 'Noor Invited' });
  });

  it('filters by a group of objects: orders, customers, or pictures', async () => {
    expect((await lines({ subject: 'orders' })).map((line) => line.action)).toEqual(['order.note']);
    expect((await lines({ subject: 'customers' })).map((line) => line.action)).toEqual(['ledger.adjust']);
    expect(await lines({ subject: 'pictures' })).toEqual([]);
  });

  it('finds the lines of one order by the reference a person reads out', async () => {
    const found = await lines({ orderReference: order.reference });
    expect(found.map((line) => [line.action, line.objectLabel])).toEqual([['order.note', order.reference]]);
    expect(await lines({ orderReference: 'RH-NOT-AN-ORDER' })).toEqual([]);
  });

  it('refuses a group it does not know, with a 400', async () => {
    const res = await operatorCall(t, 'operator/auditLog', { subject: 'everything' }, manager.token);
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(0);
  });
});
