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
    const config = loadConfig({ NODE_ENV: 'production', APP_SECRET: 'k'.repeat(40) });
    expect(config.appSecret).toBe('k'.repeat(40));
  });

  it('sends sandbox callbacks unless SANDBOX_CALLBACKS=false', () => {
    expect(loadConfig({}).sandboxCallbacks).toBe(true);
    expect(loadConfig({ SANDBOX_CALLBACKS: 'false' }).sandboxCallbacks).toBe(false);
    expect(() => loadConfig({ SANDBOX_CALLBACKS: 'no' })).toThrow(/SANDBOX_CALLBACKS/);
  });

  it('explains a bad setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
