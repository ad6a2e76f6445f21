import { SHOP_MESSAGES } from '@rihla/shared/messages/shop';
import { defaultShopSettings, type TShopSettings } from '@rihla/shared/schemas/shop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';

// The operator's own shop (issue 34, decision 071): the demo's shop until an owner saves the shop's own, every save
// audited and seen at once by shoppers on every API process, refusals changing nothing.

let t: TTestApp;
let owner: TTestOperator;
let manager: TTestOperator;
beforeAll(async () => {
  t = await createTestApp();
  owner = await newOperator(t, 'owner', 'Shop owner');
  manager = await newOperator(t, 'manager', 'Shop manager');
});
afterAll(async () => {
  await t?.close();
});

async function settingsNow() {
  const res = await operatorCall(t, 'operator/getShopSettings', {}, owner.token);
  expect(res.statusCode, res.raw.body).toBe(200);
  return res.body.data as { settings: TShopSettings; version: number; updatedAt: string | null };
}

async function shopRow() {
  return t.app.ctx.db.selectFrom('shop_settings').selectAll().executeTakeFirst();
}

describe('POST /api/shop/settings', () => {
  it('answers the seeded demo shop, without the desk’s own hold length', async () => {
    const res = await t.call('shop/settings', {});
    expect(res.statusCode).toBe(200);
    expect(res.body.data.name).toBe('Rihla');
    expect(res.body.data.legalName).toBe('Rihla Tourism LLC');
    expect(res.body.data.footerLinks.length).toBeGreaterThan(0);
    expect(res.body.data).not.toHaveProperty('phoneHoldMinutes');
  });

  it('answers the environment’s first values on an install never set up, naming no other shop', async () => {
    const fresh = await createTestApp({
      seed: false,
      env: { SHOP_NAME: 'Dibba Dhows', SELLER_TRN: '100123456700003', SUPPORT_EMAIL: 'hello@dibba.example' },
    });
    try {
      const res = await fresh.call('shop/settings', {});
      expect(res.statusCode).toBe(200);
      expect(res.body.data).toMatchObject({
        name: 'Dibba Dhows',
        legalName: 'Dibba Dhows',
        trn: '100123456700003',
        supportEmail: 'hello@dibba.example',
      });
      expect(JSON.stringify(res.body.data)).not.toMatch(/rihla/i);
    } finally {
      await fresh.close();
    }
  });
});

describe('POST /api/operator/updateShopSettings', () => {
  it('saves an owner’s settings, audits what changed, and the storefront reads them at once', async () => {
    const before = await settingsNow();
    const settings = { ...before.settings, name: 'Fjord Trips', supportPhone: '+971 9 123 4567' };
    const res = await operatorCall(
      t,
      'operator/updateShopSettings',
      { settings, version: before.version },
      owner.token,
    );
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.data.version).toBe(before.version + 1);
    expect((await t.call('shop/settings', {})).body.data.name).toBe('Fjord Trips');

    const audit = await operatorCall(t, 'operator/auditLog', { objectType: 'shop' }, owner.token);
    const [entry] = audit.body.data.entries;
    expect(entry).toMatchObject({
      action: 'shop.update',
      before: { name: before.settings.name, supportPhone: before.settings.supportPhone },
      after: { name: 'Fjord Trips', supportPhone: '+971 9 123 4567' },
      operator: { id: owner.id },
    });
  });

  it('refuses a save over settings another owner saved since, and keeps theirs', async () => {
    const read = await settingsNow();
    const first = await operatorCall(
      t,
      'operator/updateShopSettings',
      { settings: { ...read.settings, name: 'First owner' }, version: read.version },
      owner.token,
    );
    expect(first.statusCode).toBe(200);
    const second = await operatorCall(
      t,
      'operator/updateShopSettings',
      { settings: { ...read.settings, name: 'Second owner' }, version: read.version },
      owner.token,
    );
    expect(second.statusCode).toBe(409);
    expect(second.body).toMatchObject({ status: 0, message: SHOP_MESSAGES.changedSinceRead, code: 'shop.changed' });
    expect((await settingsNow()).settings.name).toBe('First owner');
  });

  it('refuses fields a page could not show or a tax invoice could not carry, and changes nothing', async () => {
    const read = await settingsNow();
    const row = await shopRow();
    for (const [changes, message] of [
      [{ trn: '1234' }, 'A UAE tax registration number (TRN) is 15 digits'],
      [{ logo: 'https://elsewhere.example/logo.png' }, 'Picture must be uploaded here'],
      [{ supportEmail: 'not an email' }, 'Support email must be an email address'],
      [{ name: ' ' }, 'Shop name is required'],
      [{ phoneHoldMinutes: 5 }, 'Hold length is at least 15 minutes'],
      [{ footerLinks: [{ label: 'Elsewhere', href: 'javascript:alert(1)' }] }, 'Link must be a path of this site'],
      [{ socialLinks: [{ network: 'instagram', url: 'http://instagram.com/x' }] }, 'Address must start with https://'],
    ] as const) {
      const res = await operatorCall(
        t,
        'operator/updateShopSettings',
        { settings: { ...read.settings, ...changes }, version: read.version },
        owner.token,
      );
      expect(res.statusCode, JSON.stringify(changes)).toBe(400);
      expect(res.body.status).toBe(0);
      expect(res.body.message).toContain(message);
    }
    expect(await shopRow()).toEqual(row);
  });

  it('is for owners only', async () => {
    const read = await settingsNow();
    const res = await operatorCall(
      t,
      'operator/updateShopSettings',
      { settings: defaultShopSettings({ name: 'Manager shop' }), version: read.version },
      manager.token,
    );
    expect(res.statusCode).toBe(403);
    expect((await settingsNow()).settings.name).not.toBe('Manager shop');
  });

  it('shows another API process the new name without waiting for the answer’s time limit', async () => {
    const other = await createTestApp({ shareDatabaseWith: t });
    try {
      const nameThere = async () => (await other.call('shop/settings', {})).body.data.name as string;
      await nameThere();
      const read = await settingsNow();
      await operatorCall(
        t,
        'operator/updateShopSettings',
        { settings: { ...read.settings, name: 'Everywhere Tours' }, version: read.version },
        owner.token,
      );
      const deadline = Date.now() + 5_000;
      let seen = await nameThere();
      while (seen !== 'Everywhere Tours' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        seen = await nameThere();
      }
      expect(seen).toBe('Everywhere Tours');
    } finally {
      await other.close();
    }
  });
});
