// The booking terms' words in Arabic (issue 37, decision 109): ticket-type labels, the group unit and where to be
// answered in the request's language with the English where no Arabic is written; the desk's write of where to be's
// Arabic, permission-checked and audited; the product's Arabic title on the cart, the checkout and the orders.
import type { TOperatorProduct } from '@rihla/shared/schemas/operator-catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickShopper } from '../../test/crowd.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { nextWeek, offeredTime, payAndConfirm } from '../../test/shopping.js';

let t: TTestApp;
let manager: TTestOperator;
let agent: TTestOperator;
let owner: TTestOperator;

const ARABIC = { headers: { 'accept-language': 'ar' } };
const ENGLISH = { headers: { 'accept-language': 'en' } };
const FLAGSHIP = { module: 'picnic', planId: 'dibba-dhow-cruise-full-day-from-dubai' } as const;
const SPEEDBOAT = { module: 'picnic', planId: 'khasab-private-speedboat-fjord-tour' } as const;
const BURJ = { module: 'entryTicket', planId: 'burj-khalifa-at-the-top-124-125' } as const;

beforeAll(async () => {
  t = await createTestApp();
  owner = await newOperator(t, 'owner', 'Terms owner');
  manager = await newOperator(t, 'manager', 'Terms manager');
  agent = await newOperator(t, 'agent', 'Terms agent');
});
afterAll(async () => {
  await t?.close();
});

async function detail(product: { module: string; planId: string }, options = ARABIC) {
  const res = await t.call('users/viewDetail', product, undefined, options);
  expect(res.statusCode, res.raw.body).toBe(200);
  return res.body.data;
}

describe('the booking terms in the request language', () => {
  it('answers the ticket types, where to be and its note in Arabic, and the English unchanged', async () => {
    const arabic = await detail(BURJ);
    const english = await detail(BURJ, ENGLISH);
    expect(english.booking.ticketTypes.map((type: { label: string }) => type.label)).toEqual([
      'Adult',
      'Child (4-12 years)',
      'Infant (0-3 years)',
    ]);
    expect(arabic.booking.ticketTypes.map((type: { label: string }) => type.label)).toEqual([
      'بالغ',
      'طفل (4-12 سنة)',
      'رضيع (0-3 سنة)',
    ]);
    // Kinds, ages and prices are the same in both: only the words change.
    expect(arabic.booking.ticketTypes.map((type: { kind: string }) => type.kind)).toEqual(['adult', 'child', 'infant']);
    expect(arabic.booking.ticketTypes[1].price).toBe(english.booking.ticketTypes[1].price);
    expect(english.booking.whereToBe).toEqual({
      kind: 'meetingPoint',
      place: 'Dubai Mall, lower ground floor, At the Top entrance',
      note: 'Arrive 15 minutes before your slot.',
    });
    expect(arabic.booking.whereToBe).toEqual({
      kind: 'meetingPoint',
      place: 'دبي مول، الطابق الأرضي السفلي، مدخل منصة القمة',
      note: 'احضر قبل موعدك بـ15 دقيقة.',
    });
  });

  it('answers the pick-up zone and note in Arabic', async () => {
    const arabic = await detail(FLAGSHIP);
    expect(arabic.booking.whereToBe).toMatchObject({
      kind: 'pickup',
      zone: 'فنادق دبي ومساكنها',
      note: 'الاصطحاب من الشارقة وعجمان متاح عند الطلب (30 درهمًا للشخص).',
    });
    const english = await detail(FLAGSHIP, ENGLISH);
    expect(english.booking.whereToBe).toMatchObject({ zone: 'Dubai hotels and residences' });
    expect(english.booking.whereToBe).not.toHaveProperty('ar');
  });

  it('answers a per-group product its unit and group label in Arabic, on the detail and the cards', async () => {
    const arabic = await detail(SPEEDBOAT);
    expect(arabic.booking.groupUnit).toBe('قارب');
    expect(arabic.booking.ticketTypes[0].label).toBe('مجموعة خاصة (حتى 6 ضيوف)');
    expect((await detail(SPEEDBOAT, ENGLISH)).booking.groupUnit).toBe('Boat');
    const cards = await t.call('users/filteredList', { category: ['Picnic Musandum'] }, undefined, ARABIC);
    expect(cards.statusCode, cards.raw.body).toBe(200);
    const card = (cards.body.data as Array<{ planId: string; group_unit: string }>).find(
      (item) => item.planId === SPEEDBOAT.planId,
    );
    expect(card?.group_unit).toBe('قارب');
  });
});

describe("the desk writes where to be's Arabic", () => {
  async function product(): Promise<TOperatorProduct> {
    const res = await operatorCall(t, 'operator/getProduct', { id: FLAGSHIP.planId }, manager.token);
    expect(res.statusCode, res.raw.body).toBe(200);
    return res.body.data as TOperatorProduct;
  }

  it('saves it beside the English, audits it, and a blank Arabic falls back to the English', async () => {
    const before = await product();
    expect(before.whereToBe).toMatchObject({ kind: 'pickup', ar: { place: 'فنادق دبي ومساكنها' } });
    const whereToBe = {
      kind: 'pickup',
      zone: 'Dubai hotels and residences',
      minutesBefore: 150,
      windowMinutes: 30,
      note: 'Sharjah and Ajman pick-ups on request (AED 30 per person).',
      ar: { place: 'فنادق ومساكن دبي', note: '' },
    };
    t.clock.advance(1000);
    const res = await operatorCall(
      t,
      'operator/updateProduct',
      { id: FLAGSHIP.planId, fields: { whereToBe }, expectedUpdatedAt: before.updatedAt },
      manager.token,
    );
    expect(res.statusCode, res.raw.body).toBe(200);
    const arabic = await detail(FLAGSHIP);
    expect(arabic.booking.whereToBe).toMatchObject({
      zone: 'فنادق ومساكن دبي',
      note: 'Sharjah and Ajman pick-ups on request (AED 30 per person).',
    });
    const audit = await operatorCall(t, 'operator/auditLog', { objectId: FLAGSHIP.planId }, owner.token);
    const [entry] = audit.body.data.entries as Array<{ action: string; after: Record<string, unknown> }>;
    expect(entry?.action).toBe('product.update');
    expect(entry?.after.whereToBe).toMatchObject({ ar: { place: 'فنادق ومساكن دبي', note: '' } });
  });

  it("refuses an agent's write and an Arabic place too long, and changes nothing", async () => {
    const before = await product();
    const whereToBe = { ...before.whereToBe, ar: { place: 'منطقة', note: '' } };
    t.clock.advance(1000);
    const refused = await operatorCall(
      t,
      'operator/updateProduct',
      { id: FLAGSHIP.planId, fields: { whereToBe } },
      agent.token,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.body.status).toBe(0);
    const tooLong = await operatorCall(
      t,
      'operator/updateProduct',
      { id: FLAGSHIP.planId, fields: { whereToBe: { ...whereToBe, ar: { place: 'ا'.repeat(301), note: '' } } } },
      manager.token,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body.status).toBe(0);
    expect(tooLong.body.message).toEqual(expect.any(String));
    expect((await product()).whereToBe).toEqual(before.whereToBe);
  });
});

describe("the group unit's Arabic and the booking words missing in Arabic (decision 117)", () => {
  async function product(id: string): Promise<TOperatorProduct> {
    const res = await operatorCall(t, 'operator/getProduct', { id }, manager.token);
    expect(res.statusCode, res.raw.body).toBe(200);
    return res.body.data as TOperatorProduct;
  }
  async function timetable() {
    const res = await operatorCall(t, 'operator/getTimetable', { productId: SPEEDBOAT.planId }, manager.token);
    expect(res.statusCode, res.raw.body).toBe(200);
    return res.body.data;
  }

  it('saves the unit’s Arabic on the Prices tab, audited; a blank one is missing and shows the English', async () => {
    const before = await timetable();
    expect(before).toMatchObject({ pricing: 'perGroup', groupUnit: 'Boat', groupUnitAr: 'قارب' });
    expect((await product(SPEEDBOAT.planId)).missingArabic).not.toContain('groupUnit');
    const body = {
      productId: SPEEDBOAT.planId,
      pricing: before.pricing,
      priceFils: before.priceFils,
      ticketTypes: before.ticketTypes,
      groupUnit: 'Boat',
    };
    const cleared = await operatorCall(t, 'operator/setPrices', { ...body, groupUnitAr: '  ' }, manager.token);
    expect(cleared.statusCode, cleared.raw.body).toBe(200);
    expect(cleared.body.data.groupUnitAr).toBe('');
    expect((await product(SPEEDBOAT.planId)).missingArabic).toContain('groupUnit');
    expect((await detail(SPEEDBOAT)).booking.groupUnit).toBe('Boat');

    const saved = await operatorCall(t, 'operator/setPrices', { ...body, groupUnitAr: 'زورق' }, manager.token);
    expect(saved.statusCode, saved.raw.body).toBe(200);
    expect(saved.body.data).toMatchObject({ groupUnit: 'Boat', groupUnitAr: 'زورق' });
    expect((await product(SPEEDBOAT.planId)).missingArabic).not.toContain('groupUnit');
    expect((await detail(SPEEDBOAT)).booking.groupUnit).toBe('زورق');
    expect((await detail(SPEEDBOAT, ENGLISH)).booking.groupUnit).toBe('Boat');
    // Left out, the Arabic is kept.
    const kept = await operatorCall(t, 'operator/setPrices', body, manager.token);
    expect(kept.body.data.groupUnitAr).toBe('زورق');

    const audit = await operatorCall(t, 'operator/auditLog', { objectId: SPEEDBOAT.planId }, owner.token);
    const entries = audit.body.data.entries as Array<{
      action: string;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    }>;
    const changed = entries.find((entry) => entry.action === 'product.setPrices' && entry.after.groupUnitAr === 'زورق');
    expect(changed?.before.groupUnitAr).toBe('');
  });

  it('refuses an Arabic unit too long or not text, and an agent’s write, changing nothing', async () => {
    const before = await timetable();
    const body = {
      productId: SPEEDBOAT.planId,
      pricing: before.pricing,
      priceFils: before.priceFils,
      ticketTypes: before.ticketTypes,
    };
    for (const groupUnitAr of ['ق'.repeat(31), 7]) {
      const res = await operatorCall(t, 'operator/setPrices', { ...body, groupUnitAr }, manager.token);
      expect(res.statusCode, JSON.stringify(groupUnitAr)).toBe(400);
      expect(res.body.status).toBe(0);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const byAgent = await operatorCall(t, 'operator/setPrices', { ...body, groupUnitAr: 'قارب' }, agent.token);
    expect(byAgent.statusCode).toBe(403);
    expect(await timetable()).toEqual(before);
  });

  it('names where to be’s place and note when their Arabic is blank', async () => {
    const before = await product(BURJ.planId);
    expect(before.missingArabic).not.toContain('whereToBePlace');
    expect(before.missingArabic).not.toContain('whereToBeNote');
    expect(before.missingArabic).not.toContain('groupUnit');
    if (before.whereToBe?.kind !== 'meetingPoint') throw new Error('the Burj Khalifa ticket has a meeting point');
    t.clock.advance(1000);
    const res = await operatorCall(
      t,
      'operator/updateProduct',
      {
        id: BURJ.planId,
        fields: { whereToBe: { ...before.whereToBe, ar: { place: before.whereToBe.ar?.place ?? '', note: '' } } },
        expectedUpdatedAt: before.updatedAt,
      },
      manager.token,
    );
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.data.missingArabic).toContain('whereToBeNote');
    expect(res.body.data.missingArabic).not.toContain('whereToBePlace');
  });
});

describe("the product's Arabic title on the cart, the checkout and the orders", () => {
  it('answers the Arabic title and ticket labels to an Arabic page; the order keeps its English title', async () => {
    const token = await quickShopper(t);
    const added = await t.call(
      'users/addToCart',
      {
        item: [
          {
            module: BURJ.module,
            planId: BURJ.planId,
            date: nextWeek(t),
            time: await offeredTime(t, BURJ.planId),
            tickets: { adult: 1, child: 1 },
          },
        ],
      },
      token,
    );
    expect(added.body.status, added.body.message).toBe(1);
    const cart = await t.call('users/viewCart', {}, token, ARABIC);
    const [line] = cart.body.data.items;
    expect(line.title).toBe('برج خليفة، منصة القمة (الطابقان 124 و125)');
    expect(line.tickets.map((row: { label: string }) => row.label)).toEqual(['بالغ', 'طفل (4-12 سنة)']);
    expect(line.booking.ticketTypes[2].label).toBe('رضيع (0-3 سنة)');
    const englishCart = await t.call('users/viewCart', {}, token, ENGLISH);
    expect(englishCart.body.data.items[0].title).toBe('Burj Khalifa At the Top (Levels 124 and 125)');

    const { order, checkout } = await payAndConfirm(t, token);
    // The order's record keeps the English title it was booked with.
    expect(order.items).toContain('Burj Khalifa At the Top (Levels 124 and 125)');
    const viewed = await t.call('users/viewCheckout', { cartId: checkout._id }, token, ARABIC);
    expect(viewed.body.data.items[0].title).toBe('برج خليفة، منصة القمة (الطابقان 124 و125)');
    const orders = await t.call('users/viewCompletedOrder', {}, token, ARABIC);
    const [completed] = orders.body.data;
    expect(completed.cartData[0].title).toBe('برج خليفة، منصة القمة (الطابقان 124 و125)');
    expect(completed.cartData[0].tickets[1].label).toBe('طفل (4-12 سنة)');
    const englishOrders = await t.call('users/viewCompletedOrder', {}, token, ENGLISH);
    expect(englishOrders.body.data[0].cartData[0].title).toBe('Burj Khalifa At the Top (Levels 124 and 125)');
    expect(englishOrders.body.data[0].cartData[0].tickets[1].label).toBe('Child (4-12 years)');
  });
});
