import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_APP_SECRET, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('defaults to SQLite under DATA_DIR on port 3000', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/rihla-data' });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ dialect: 'sqlite', filename: path.join('/tmp/rihla-data', 'rihla.sqlite') });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.appSecret).toBe(DEV_APP_SECRET);
  });

  it('selects PostgreSQL for a postgres:// DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(config.database).toEqual({ dialect: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/test' });
  });

  it('refuses to start in production without a strong APP_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: DEV_APP_SECRET })).toThrow(/APP_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: 'short' })).toThrow(/APP_SECRET/);
    const config = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'k'.repeat(40),
      PERSONAL_DATA_KEY: 'a'.repeat(64),
    });
    expect(config.appSecret).toBe('k'.repeat(40));
  });

  it('refuses a production start without PERSONAL_DATA_KEY, and any key that is not 32 bytes (decision 092)', () => {
    const production = { NODE_ENV: 'production', APP_SECRET: 'k'.repeat(40) };
    expect(() => loadConfig(production)).toThrow('PERSONAL_DATA_KEY must be set when NODE_ENV=production');
    expect(() => loadConfig({ PERSONAL_DATA_KEY: 'too-short' })).toThrow(/PERSONAL_DATA_KEY: must be 32 random bytes/);
    expect(() => loadConfig({ PERSONAL_DATA_OLD_KEYS: `${'a'.repeat(64)},nope` })).toThrow(/PERSONAL_DATA_OLD_KEYS/);
    const base64Key = Buffer.alloc(32, 7).toString('base64');
    const config = loadConfig({ ...production, PERSONAL_DATA_KEY: base64Key, PERSONAL_DATA_OLD_KEYS: 'a'.repeat(64) });
    expect(config.personalData.key).toEqual(Buffer.alloc(32, 7));
    expect(config.personalData.oldKeys).toEqual([Buffer.alloc(32, 0xaa)]);
    expect(loadConfig({}).personalData).toEqual({ key: null, oldKeys: [] });
  });

  it('seeds no demo in production and refuses SEED_DEMO=true there, saying why (issue 32)', () => {
    const production = { NODE_ENV: 'production', APP_SECRET: 'k'.repeat(40), PERSONAL_DATA_KEY: 'a'.repeat(64) };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(
      'SEED_DEMO=true is refused when NODE_ENV=production',
    );
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('listens only on this machine outside production unless HOST says otherwise (issue 32)', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(
      loadConfig({ NODE_ENV: 'production', APP_SECRET: 'k'.repeat(40), PERSONAL_DATA_KEY: 'a'.repeat(64) }).host,
    ).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(
      loadConfig({
        NODE_ENV: 'production',
        APP_SECRET: 'k'.repeat(40),
        PERSONAL_DATA_KEY: 'a'.repeat(64),
        HOST: '10.0.0.5',
      }).host,
    ).toBe('10.0.0.5');
  });

  it('sends messages from a worker process of their own, unless in tests or on a database only this process sees', () => {
    expect(loadConfig({}).mail.worker).toBe('process');
    expect(
      loadConfig({ NODE_ENV: 'production', APP_SECRET: 'k'.repeat(40), PERSONAL_DATA_KEY: 'a'.repeat(64) }).mail.worker,
    ).toBe('process');
    expect(loadConfig({ NODE_ENV: 'test' }).mail.worker).toBe('inline');
    expect(loadConfig({ MESSAGES_WORKER: 'inline' }).mail.worker).toBe('inline');
    expect(loadConfig({ NODE_ENV: 'test', MESSAGES_WORKER: 'process' }).mail.worker).toBe('process');
    expect(loadConfig({ DATABASE_URL: 'sqlite::memory:', MESSAGES_WORKER: 'process' }).mail.worker).toBe('inline');
    expect(() => loadConfig({ MESSAGES_WORKER: 'thread' })).toThrow(/MESSAGES_WORKER/);
  });

  it('sends sandbox callbacks unless SANDBOX_CALLBACKS=false', () => {
    expect(loadConfig({}).sandboxCallbacks).toBe(true);
    expect(loadConfig({ SANDBOX_CALLBACKS: 'false' }).sandboxCallbacks).toBe(false);
    expect(() => loadConfig({ SANDBOX_CALLBACKS: 'no' })).toThrow(/SANDBOX_CALLBACKS/);
  });

  it('turns rate limits on by default, scales them, and trusts no proxy unless told', () => {
    const defaults = loadConfig({});
    expect(defaults.rateLimits).toEqual({ isEnabled: true, scale: 1 });
    expect(defaults.trustProxy).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', APP_SECRET: 'k'.repeat(40), PERSONAL_DATA_KEY: 'a'.repeat(64) }).rateLimits
        .isEnabled,
    ).toBe(true);
    expect(loadConfig({ RATE_LIMITS: 'off', RATE_LIMIT_SCALE: '10' }).rateLimits).toEqual({
      isEnabled: false,
      scale: 10,
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toBe('10.0.0.0/8, loopback');
    expect(() => loadConfig({ RATE_LIMITS: 'maybe' })).toThrow(/RATE_LIMITS/);
    expect(() => loadConfig({ RATE_LIMIT_SCALE: '0' })).toThrow(/RATE_LIMIT_SCALE/);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('takes the shop’s first values and the sender from the environment, naming no shop of its own', () => {
    expect(loadConfig({}).shopFirstValues).toEqual({
      name: undefined,
      legalName: undefined,
      trn: undefined,
      address: undefined,
      supportPhone: undefined,
      supportEmail: undefined,
    });
    const configured = loadConfig({
      SHOP_NAME: ' Dhow Trips ',
      SELLER_NAME: ' Dhow Trips FZ-LLC ',
      SELLER_TRN: '100234567890003',
      SUPPORT_PHONE: '+971 50 123 4567',
      SUPPORT_EMAIL: 'help@dhow.example',
      SELLER_ADDRESS: ' Marina Walk 3, Dubai ',
    });
    expect(configured.shopFirstValues).toEqual({
      name: 'Dhow Trips',
      legalName: 'Dhow Trips FZ-LLC',
      trn: '100234567890003',
      address: 'Marina Walk 3, Dubai',
      supportPhone: '+971 50 123 4567',
      supportEmail: 'help@dhow.example',
    });
    expect(() => loadConfig({ SELLER_TRN: '12345' })).toThrow(/SELLER_TRN/);
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not an address' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ SELLER_NAME: '  ' })).toThrow(/SELLER_NAME/);

    expect(loadConfig({ PUBLIC_URL: 'https://trips.example' }).mail.from).toEqual({
      name: null,
      address: 'bookings@trips.example',
    });
    expect(loadConfig({ MAIL_FROM: 'hello@dhow.example' }).mail.from).toEqual({
      name: null,
      address: 'hello@dhow.example',
    });
    expect(loadConfig({ MAIL_FROM: '"Dhow Bookings" <hello@dhow.example>' }).mail.from).toEqual({
      name: 'Dhow Bookings',
      address: 'hello@dhow.example',
    });
  });

  it('explains a bad setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
