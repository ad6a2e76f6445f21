// The role matrix, generated from the operator call table: every call of OPERATOR_CALLS as nobody, as a
// shopper, and as each role. A role without the call's permission is refused with 403 and changes nothing; a
// role with it gets past the check. A call added to the table without a fixture here fails to compile.
import { OPERATOR_MESSAGES } from '@rihla/shared/messages/operators';
import { OPERATOR_CALL_NAMES, OPERATOR_CALLS, type TOperatorCallName } from '@rihla/shared/operator-calls';
import { OPERATOR_ROLES, roleCan, type TOperatorRole } from '@rihla/shared/rules/operator-roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../lib/ids.js';
import { fingerprint } from './db-snapshot.js';
import { createTestApp, type TTestApp } from './harness.js';
import { BOOKING_MATRIX } from './operator-matrix/bookings.js';
import { CATALOGUE_MATRIX } from './operator-matrix/catalogue.js';
import { CONTENT_MATRIX } from './operator-matrix/content.js';
import { CUSTOMER_MATRIX } from './operator-matrix/customers.js';
import { DEPARTURE_MATRIX } from './operator-matrix/departures.js';
import { GIFT_CARD_MATRIX } from './operator-matrix/gift-cards.js';
import { LEDGER_MATRIX } from './operator-matrix/ledger.js';
import { MANIFEST_MATRIX } from './operator-matrix/manifests.js';
import { ORDER_CHANGE_MATRIX } from './operator-matrix/order-changes.js';
import { PAGES_MATRIX } from './operator-matrix/pages.js';
import { PARTNER_MATRIX } from './operator-matrix/partners.js';
import { PASSENGER_MATRIX } from './operator-matrix/passengers.js';
import { PAYMENT_DESK_MATRIX } from './operator-matrix/payments.js';
import { PHONE_BOOKING_MATRIX } from './operator-matrix/phone-bookings.js';
import { PICKUP_MATRIX } from './operator-matrix/pickups.js';
import { PROMO_MATRIX } from './operator-matrix/promos.js';
import { REPORT_MATRIX } from './operator-matrix/reports.js';
import { SHOP_MATRIX } from './operator-matrix/shop.js';
import { TIMETABLE_MATRIX } from './operator-matrix/timetables.js';
import { WAIVER_MATRIX } from './operator-matrix/waivers.js';
import { newOperator, operatorCall, type TTestOperator } from './operators.js';

let t: TTestApp;
const operators = {} as Record<TOperatorRole, TTestOperator>;
let shopperToken: string;
/** An invited operator the staff calls are aimed at. */
let target: TTestOperator;

/** A body each call accepts: valid in shape, so that a refusal can only come from the access check. */
const FIXTURES: Record<TOperatorCallName, () => unknown> = {
  'operator/signIn': () => ({ email: 'nobody@ops.example', password: 'not-the-password' }),
  'operator/signInCode': () => ({ challenge: newId(), code: '123456' }),
  'operator/acceptInvite': () => ({ invite: newId(), name: 'Matrix', password: 'long-enough-pass' }),
  'operator/me': () => ({}),
  'operator/signOut': () => ({}),
  'operator/listSessions': () => ({}),
  'operator/revokeSession': () => ({ sessionId: newId() }),
  'operator/newRecoveryCodes': () => ({ code: '000000' }),
  'operator/changePassword': () => ({ currentPassword: 'not-the-password', newPassword: 'long-enough-pass' }),
  'operator/setLanguage': () => ({ language: 'en' }),
  'operator/listOperators': () => ({}),
  'operator/inviteOperator': () => ({
    email: `${newId()
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x')}@ops.example`,
    name: 'Matrix',
    role: 'guide',
  }),
  'operator/updateOperator': () => ({ id: target.id, refundLimit: 5_000 }),
  'operator/resetOperator': () => ({ id: newId() }),
  'operator/unlockSecondFactor': () => ({ id: target.id }),
  'operator/auditLog': () => ({ objectType: 'operator' }),
  ...CATALOGUE_MATRIX.fixtures,
  ...TIMETABLE_MATRIX.fixtures,
  ...CONTENT_MATRIX.fixtures,
  ...PAGES_MATRIX.fixtures,
  ...BOOKING_MATRIX.fixtures,
  ...MANIFEST_MATRIX.fixtures,
  ...PHONE_BOOKING_MATRIX.fixtures,
  ...ORDER_CHANGE_MATRIX.fixtures,
  ...REPORT_MATRIX.fixtures,
  ...LEDGER_MATRIX.fixtures,
  ...GIFT_CARD_MATRIX.fixtures,
  ...PROMO_MATRIX.fixtures,
  ...SHOP_MATRIX.fixtures,
  ...CUSTOMER_MATRIX.fixtures,
  ...DEPARTURE_MATRIX.fixtures,
  ...PAYMENT_DESK_MATRIX.fixtures,
  ...PASSENGER_MATRIX.fixtures,
  ...WAIVER_MATRIX.fixtures,
  ...PICKUP_MATRIX.fixtures,
  ...PARTNER_MATRIX.fixtures,
};
const AREAS = [
  CATALOGUE_MATRIX,
  TIMETABLE_MATRIX,
  CONTENT_MATRIX,
  PAGES_MATRIX,
  BOOKING_MATRIX,
  MANIFEST_MATRIX,
  PHONE_BOOKING_MATRIX,
  ORDER_CHANGE_MATRIX,
  REPORT_MATRIX,
  LEDGER_MATRIX,
  GIFT_CARD_MATRIX,
  PROMO_MATRIX,
  SHOP_MATRIX,
  CUSTOMER_MATRIX,
  DEPARTURE_MATRIX,
  PAYMENT_DESK_MATRIX,
  PASSENGER_MATRIX,
  WAIVER_MATRIX,
  PICKUP_MATRIX,
  PARTNER_MATRIX,
];

beforeAll(async () => {
  t = await createTestApp();
  for (const role of OPERATOR_ROLES) operators[role] = await newOperator(t, role, `Matrix ${role}`);
  target = await newOperator(t, 'agent', 'Matrix target');
  shopperToken = (await t.newShopper()).token;
  for (const area of AREAS) await area.setup?.(t);
});
afterAll(async () => {
  await t?.close();
});

// Sessions are left out: reading one may note its last use, which is not a change the refused call made.
const WRITTEN_TABLES = [
  ...new Set(['operators', 'operator_recovery_codes', 'audit_log', ...AREAS.flatMap((area) => area.tables)]),
];
const snapshot = () => fingerprint(t, new Set(), WRITTEN_TABLES);

describe('the operator role matrix', () => {
  it('has a fixture for every call of the table, and every call is a route', async () => {
    expect(Object.keys(FIXTURES).sort()).toEqual([...OPERATOR_CALL_NAMES].sort());
    for (const name of OPERATOR_CALL_NAMES) {
      const res = await t.app.inject({ method: 'GET', url: `/api/${name}` });
      // The route exists for POST only: a GET is told the method is wrong, not that the path is unknown.
      expect([404, 405], name).toContain(res.statusCode);
    }
  });

  for (const name of OPERATOR_CALL_NAMES) {
    const { access } = OPERATOR_CALLS[name];
    describe(`POST /api/${name} (${access})`, () => {
      it('answers nobody and a shopper’s token as the call’s access says', async () => {
        for (const token of [undefined, shopperToken]) {
          const before = await snapshot();
          const res = await operatorCall(t, name, FIXTURES[name](), token);
          expect(res.statusCode).toBeLessThan(500);
          if (access === 'public') {
            expect(res.body.message).not.toBe(OPERATOR_MESSAGES.signInRequired);
            expect(res.body.message).not.toBe(OPERATOR_MESSAGES.forbidden);
          } else {
            expect(res.statusCode, `${name} without an operator session`).toBe(401);
            expect(res.body).toEqual({ status: 0, message: OPERATOR_MESSAGES.signInRequired });
            expect(await snapshot()).toEqual(before);
          }
        }
      });

      for (const role of OPERATOR_ROLES) {
        const isAllowed = access === 'public' || access === 'signedIn' || roleCan(role, access);
        it(`${isAllowed ? 'lets' : 'refuses'} the ${role}`, async () => {
          // signOut ends the session it is sent with: the matrix signs out a session of its own.
          const token =
            name === 'operator/signOut'
              ? (await newOperator(t, role, `Matrix ${role} out`)).token
              : operators[role].token;
          const before = await snapshot();
          const res = await operatorCall(t, name, FIXTURES[name](), token);
          expect(res.statusCode, res.raw.body).toBeLessThan(500);
          if (isAllowed) {
            expect(res.body.message).not.toBe(OPERATOR_MESSAGES.forbidden);
            expect(res.body.message).not.toBe(OPERATOR_MESSAGES.signInRequired);
          } else {
            expect(res.statusCode).toBe(403);
            expect(res.body).toEqual({ status: 0, message: OPERATOR_MESSAGES.forbidden });
            expect(await snapshot()).toEqual(before);
          }
        });
      }
    });
  }
});
