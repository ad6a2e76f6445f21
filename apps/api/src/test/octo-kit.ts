// The OCTO tests' one set-up (modules/octo's octo, octo-capabilities, octo-pickups-questions and octo-availability
// tests): the file's app, made before its tests and closed after them, resellers with their API keys, and requests to
// the OCTO API as a reseller sends them. Not a test file: the four import it.
import { afterAll, beforeAll } from 'vitest';
import { newId } from '../lib/ids.js';
import { makePartnerKey, seedPartner } from '../modules/partners/index.js';
import { createTestApp, type TTestApp } from './harness.js';

export interface TOctoPartner {
  id: string;
  key: string;
}

export interface TOctoPartnerOptions {
  /** The app whose database the partner is written to; the file's own by default. */
  app?: TTestApp;
  /** A commission in basis points (2000, 20%, unless given). */
  commissionBp?: number;
  ratePerMinute?: number;
  /** Net prices by ticket kind: a net-rate partner, each product at these prices. */
  netPrices?: Record<string, number>;
  contactEmail?: string | null;
}

export interface TOctoRequestOptions {
  /** The Octo-Capabilities header; the kit's default unless given ('' asks for none). */
  caps?: string;
  headers?: Record<string, string>;
  /** Another app on the same database (a second process); the file's own by default. */
  app?: TTestApp;
}

export interface TOctoAnswer {
  statusCode: number;
  /** The answer as sent: each test parses it with the specification's schema. */
  body: any;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface TOctoKit {
  /** The file's app, once its beforeAll has run. */
  readonly t: TTestApp;
  /** A reseller selling `products`, with an API key: its id and the key. */
  newPartner(products: readonly string[], options?: TOctoPartnerOptions): Promise<TOctoPartner>;
  /** A request to /octo/v1 with a reseller's key (null: none), asking the kit's capabilities unless told others. */
  octo(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    key: string | null,
    body?: unknown,
    options?: TOctoRequestOptions,
  ): Promise<TOctoAnswer>;
}

/**
 * Registers the file's app (made in a beforeAll registered first, so the file's own beforeAll finds it; closed after
 * every other afterAll) and answers the kit. `caps` is the Octo-Capabilities header the file's requests send unless
 * told otherwise; `partner` the options of its resellers unless a call gives its own.
 */
export function octoTestKit(defaults: { caps: string; partner?: TOctoPartnerOptions }): TOctoKit {
  let app: TTestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });
  const own = (): TTestApp => {
    if (!app) throw new Error('the OCTO test app is made in beforeAll');
    return app;
  };
  return {
    get t() {
      return own();
    },
    async newPartner(products, given = {}) {
      const options = { ...defaults.partner, ...given };
      const id = newId();
      const key = makePartnerKey();
      await seedPartner(
        (options.app ?? own()).app.ctx.db,
        {
          id,
          values: {
            name: `Reseller ${id.slice(-4)}`,
            kind: 'ota',
            contact_email: options.contactEmail === undefined ? 'ops@reseller.test' : options.contactEmail,
            status: 'active',
            rate_kind: options.netPrices ? 'net' : 'commission',
            commission_bp: options.commissionBp ?? 2000,
            rate_limit_per_minute: options.ratePerMinute ?? 1000,
            widget_origins: '[]',
            credit_limit_fils: 0,
          },
          now: new Date().toISOString(),
        },
        { id: newId(), label: 'test', keyHash: key.keyHash, keyPrefix: key.keyPrefix },
        products.map((productId) => ({ productId, netPrices: options.netPrices ?? null })),
      );
      return { id, key: key.key };
    },
    async octo(method, url, key, body, options = {}) {
      const res = await (options.app ?? own()).app.inject({
        method,
        url: `/octo/v1${url}`,
        headers: {
          ...(key ? { authorization: `Bearer ${key}` } : {}),
          'octo-capabilities': options.caps ?? defaults.caps,
          ...options.headers,
        },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      return { statusCode: res.statusCode, body: res.json(), headers: res.headers };
    },
  };
}
