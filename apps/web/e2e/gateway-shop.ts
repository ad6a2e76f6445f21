// A shop of its own for a gateway's journey (issue 35, decision 078): the gateway's local fake, and a server built
// from apps/api/dist configured to it (PAYMENT_PROVIDER and the gateway's variables), on a free port with its own
// SQLite data; its calls as the storefront makes them; and a demo shopper's checked-out cart of one ticket.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { timeRange12Hour } from '@rihla/shared/rules/time';
import { expect } from 'vitest';
import type { TFakeGateway } from '../../api/src/gateway-fakes/fake-gateway';
import { freePort, serverEnv, waitUntilReady } from './global-setup';

const API_ENTRY = path.resolve(import.meta.dirname, '../../api/dist/server.js');

export type TEnvelope = { status: number; message: string; data: any };

export interface TGatewayShop<F extends TFakeGateway> {
  baseUrl: string;
  fake: F;
  call(name: string, body: unknown, token?: string): Promise<TEnvelope>;
  /** The shopper's cart with one ticket of the category's first product next week, checked out: its checkout id. */
  checkedOutCart(token: string, category: string): Promise<string>;
  close(): Promise<void>;
}

/** Starts the fake (told where the shop's notices go) and a server configured to it; `env` adds to the server's. */
export async function startGatewayShop<F extends TFakeGateway>(
  name: string,
  startFake: (notifyUrl: string) => Promise<F>,
  env: Record<string, string> = {},
): Promise<TGatewayShop<F>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `rihla-e2e-${name}-`));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const fake = await startFake(`${baseUrl}/api/payments/callback/${name}`);
  const server: ChildProcess = spawn(process.execPath, [API_ENTRY], {
    env: {
      ...serverEnv(port, dataDir),
      DATABASE_URL: '',
      MESSAGES_WORKER: 'inline',
      SMS_PROVIDER: 'files',
      ...env,
      ...fake.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilReady(baseUrl, server, 60_000);

  const call = async (callName: string, body: unknown, token?: string) => {
    const res = await fetch(`${baseUrl}/api/${callName}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
      body: JSON.stringify(body),
    });
    return (await res.json()) as TEnvelope;
  };

  return {
    baseUrl,
    fake,
    call,
    async checkedOutCart(token, category) {
      const [product] = (await call('users/filteredList', { category: [category] })).data;
      const detail = await call('users/viewDetail', { module: product.module, planId: product.planId });
      const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
      const time = timeRange12Hour(detail.data.start, detail.data.end);
      const added = await call(
        'users/addToCart',
        { item: [{ module: product.module, planId: product.planId, date, time, adultCount: 1 }] },
        token,
      );
      expect(added.status, added.message).toBe(1);
      const checkout = await call('users/checkout', {}, token);
      expect(checkout.status, checkout.message).toBe(1);
      return checkout.data[0]._id as string;
    },
    async close() {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
      await fake.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
