import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PARTNER_DESK_MESSAGES } from '@rihla/shared/messages/partners';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { queuePartnerEvent, sendDueDeliveries } from './index.js';
import { WEBHOOK_RETRY_DELAYS_MS } from './webhooks.js';

// Partners' webhooks (issue 39, decision 122), against a real HTTP server on this machine: an event queued per
// subscribed endpoint, posted as JSON signed with the endpoint's secret, a failure retried with backoff until it
// succeeds or is given up, every attempt's answer logged, and a delivery sent again from the desk.

interface TReceived {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let t: TTestApp;
let manager: TTestOperator;
let agent: TTestOperator;
let server: http.Server;
let base = '';
const received: TReceived[] = [];
/** What each path answers next: a queue of status codes, 200 once it is empty. */
const answers = new Map<string, number[]>();

beforeAll(async () => {
  t = await createTestApp();
  manager = await newOperator(t, 'manager', 'Webhooks manager');
  agent = await newOperator(t, 'agent', 'Webhooks agent');
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const queue = answers.get(path) ?? [];
      response.statusCode = queue.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

const call = (name: Parameters<typeof operatorCall>[1], body: unknown, who: TTestOperator = manager) =>
  operatorCall(t, name, body, who.token);

async function partnerWithWebhook(path: string, events: string[] = ['booking_update']) {
  const created = await call('operator/createPartner', {
    fields: { name: `Hooks ${path}`, kind: 'hotel', rateKind: 'commission', commissionBp: 1000 },
  });
  expect(created.statusCode, created.raw.body).toBe(200);
  const id = created.body.data.partner.id as string;
  const hooked = await call('operator/createPartnerWebhook', { id, url: `${base}${path}`, events });
  expect(hooked.statusCode, hooked.raw.body).toBe(200);
  const [webhook] = hooked.body.data.webhooks as Array<{ id: string; secret: string; url: string }>;
  return { id, webhook: webhook as { id: string; secret: string; url: string } };
}

async function deliveriesOf(id: string, webhookId: string) {
  const res = await call('operator/listPartnerDeliveries', { id, webhookId });
  expect(res.statusCode, res.raw.body).toBe(200);
  return res.body.data.deliveries as Array<{
    id: string;
    status: string;
    attempts: number;
    lastStatusCode: number | null;
    lastError: string | null;
    nextAttemptAt: string | null;
  }>;
}

const ofPath = (path: string) => received.filter((request) => request.path === path);

describe('POST /api/operator/createPartnerWebhook', () => {
  it('adds an endpoint with a signing secret, audited; refuses a plain-http address elsewhere and an agent', async () => {
    const { id, webhook } = await partnerWithWebhook('/hooks/created', ['booking_update', 'availability_update']);
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const bad = await call('operator/createPartnerWebhook', {
      id,
      url: 'http://partner.example/hooks',
      events: ['booking_update'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatchObject({ status: 0, message: 'Write the address as https://… (http only for localhost)' });
    const none = await call('operator/createPartnerWebhook', { id, url: 'https://partner.example/h', events: [] });
    expect(none.body).toMatchObject({ status: 0, message: 'Choose at least one event' });
    // The desk's addresses follow a reseller's rule (decision 127): a private network's is refused, as is a name no
    // DNS answers; only this machine passes, and only because the tests allow it (PARTNER_WEBHOOKS_ALLOW_LOOPBACK).
    for (const url of ['https://10.1.2.3/hooks', 'https://169.254.169.254/latest', 'https://partner.invalid/h']) {
      const privateAddress = await call('operator/createPartnerWebhook', { id, url, events: ['booking_update'] });
      expect(privateAddress.statusCode, url).toBe(400);
      expect(privateAddress.body).toMatchObject({
        status: 0,
        message: 'The webhook must be an https address on the public internet',
      });
    }
    const refused = await call(
      'operator/createPartnerWebhook',
      { id, url: 'https://partner.example/h', events: ['booking_update'] },
      agent,
    );
    expect(refused.statusCode).toBe(403);
    const view = await call('operator/viewPartner', { id });
    expect(view.body.data.webhooks).toHaveLength(1);
  });
});

describe('queuePartnerEvent and the sender', () => {
  it('posts the event to each subscribed endpoint only, signed over its timestamp and body', async () => {
    const { id, webhook } = await partnerWithWebhook('/hooks/signed');
    const other = await call('operator/createPartnerWebhook', {
      id,
      url: `${base}/hooks/availability-only`,
      events: ['availability_update'],
    });
    expect(other.statusCode).toBe(200);
    const queued = await queuePartnerEvent(t.app.ctx, {
      partnerId: id,
      event: 'booking_update',
      payload: { bookingUuid: 'b-1', status: 'CONFIRMED' },
    });
    expect(queued).toBe(1);
    const result = await sendDueDeliveries(t.app.ctx);
    expect(result).toEqual({ delivered: 1, failed: 0 });
    expect(ofPath('/hooks/availability-only')).toHaveLength(0);
    const [request] = ofPath('/hooks/signed');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['x-rihla-event']).toBe('booking_update');
    const timestamp = request?.headers['x-rihla-timestamp'] as string;
    expect(Number(timestamp)).toBe(Math.floor(t.clock.now().getTime() / 1000));
    const expected = crypto.createHmac('sha256', webhook.secret).update(`${timestamp}.${request?.body}`).digest('hex');
    expect(request?.headers['x-rihla-signature']).toBe(`sha256=${expected}`);
    expect(JSON.parse(request?.body ?? '')).toMatchObject({
      event: 'booking_update',
      payload: { bookingUuid: 'b-1', status: 'CONFIRMED' },
    });
    const [delivery] = await deliveriesOf(id, webhook.id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200, lastError: null });
    // Nothing is due any more: a second run sends nothing.
    expect(await sendDueDeliveries(t.app.ctx)).toEqual({ delivered: 0, failed: 0 });
  });

  it('retries a failing endpoint after its backoff, logging each answer, until it succeeds', async () => {
    const { id, webhook } = await partnerWithWebhook('/hooks/flaky');
    answers.set('/hooks/flaky', [500, 503]);
    await queuePartnerEvent(t.app.ctx, { partnerId: id, event: 'booking_update', payload: { n: 1 } });

    expect(await sendDueDeliveries(t.app.ctx)).toEqual({ delivered: 0, failed: 1 });
    let [delivery] = await deliveriesOf(id, webhook.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500, lastError: 'HTTP 500' });
    expect(Date.parse(delivery?.nextAttemptAt ?? '')).toBe(t.clock.now().getTime() + 60_000);

    // Not due before its wait has passed.
    t.clock.advance(59_000);
    expect(await sendDueDeliveries(t.app.ctx)).toEqual({ delivered: 0, failed: 0 });
    t.clock.advance(1_000);
    expect(await sendDueDeliveries(t.app.ctx)).toEqual({ delivered: 0, failed: 1 });
    [delivery] = await deliveriesOf(id, webhook.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 2, lastStatusCode: 503 });
    expect(Date.parse(delivery?.nextAttemptAt ?? '')).toBe(t.clock.now().getTime() + 5 * 60_000);

    t.clock.advance(5 * 60_000);
    expect(await sendDueDeliveries(t.app.ctx)).toEqual({ delivered: 1, failed: 0 });
    [delivery] = await deliveriesOf(id, webhook.id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3, lastStatusCode: 200, lastError: null });
    expect(ofPath('/hooks/flaky')).toHaveLength(3);
  });

  it('gives a delivery up after the last retry, records an unreachable endpoint, and the desk sends it again', async () => {
    const { id, webhook } = await partnerWithWebhook('/hooks/down');
    answers.set('/hooks/down', Array(WEBHOOK_RETRY_DELAYS_MS.length + 1).fill(503));
    await queuePartnerEvent(t.app.ctx, { partnerId: id, event: 'booking_update', payload: { n: 2 } });
    for (const wait of [0, ...WEBHOOK_RETRY_DELAYS_MS]) {
      t.clock.advance(wait);
      expect(await sendDueDeliveries(t.app.ctx)).toEqual({ delivered: 0, failed: 1 });
    }
    // Half a day and more has passed: the back office's sessions of before have lapsed (12 hours idle).
    manager = await newOperator(t, 'manager', 'Webhooks manager');
    agent = await newOperator(t, 'agent', 'Webhooks agent');
    const deliveries = await deliveriesOf(id, webhook.id);
    let [delivery] = deliveries;
    expect(delivery).toMatchObject({ status: 'failed', attempts: 6, lastStatusCode: 503, nextAttemptAt: null });
    t.clock.advance(6 * 3_600_000);
    expect(await sendDueDeliveries(t.app.ctx)).toEqual({ delivered: 0, failed: 0 });

    const view = await call('operator/viewPartner', { id });
    expect(view.body.data.webhooks[0]).toMatchObject({ failedCount: 1, pendingCount: 0 });

    const refused = await call('operator/resendPartnerDelivery', { id, deliveryId: delivery?.id }, agent);
    expect(refused.statusCode).toBe(403);
    const resent = await call('operator/resendPartnerDelivery', { id, deliveryId: delivery?.id });
    expect(resent.statusCode, resent.raw.body).toBe(200);
    expect(resent.body.message).toBe(PARTNER_DESK_MESSAGES.deliveryQueued);
    expect(resent.body.data.deliveries[0]).toMatchObject({ status: 'pending', attempts: 0 });
    const audit = await operatorCall(t, 'operator/auditLog', { objectId: id }, (await newOperator(t, 'owner')).token);
    expect(audit.body.data.entries[0]).toMatchObject({
      action: 'partner.resendDelivery',
      after: { status: 'pending' },
    });

    expect(await sendDueDeliveries(t.app.ctx)).toEqual({ delivered: 1, failed: 0 });
    [delivery] = await deliveriesOf(id, webhook.id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200 });
  });

  it('records a connection that is refused as an error without a status code', async () => {
    const created = await call('operator/createPartner', {
      fields: { name: 'Nobody home', kind: 'agent', rateKind: 'commission', commissionBp: 500 },
    });
    const id = created.body.data.partner.id as string;
    // A port nothing listens on: this server's, once closed.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const hooked = await call('operator/createPartnerWebhook', {
      id,
      url: `http://127.0.0.1:${port}/hooks`,
      events: ['availability_update'],
    });
    const webhookId = hooked.body.data.webhooks[0].id as string;
    await queuePartnerEvent(t.app.ctx, { partnerId: id, event: 'availability_update', payload: { productId: 'x' } });
    expect(await sendDueDeliveries(t.app.ctx)).toEqual({ delivered: 0, failed: 1 });
    const [delivery] = await deliveriesOf(id, webhookId);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
    expect(delivery?.lastError).toMatch(/fetch failed|ECONNREFUSED/);
  });

  it('sends nothing to a removed endpoint, and gives its waiting deliveries up', async () => {
    const { id, webhook } = await partnerWithWebhook('/hooks/removed');
    await queuePartnerEvent(t.app.ctx, { partnerId: id, event: 'booking_update', payload: { n: 3 } });
    const removed = await call('operator/revokePartnerWebhook', { id, webhookId: webhook.id });
    expect(removed.statusCode, removed.raw.body).toBe(200);
    expect(removed.body.data.webhooks).toEqual([]);
    expect(await sendDueDeliveries(t.app.ctx)).toEqual({ delivered: 0, failed: 0 });
    expect(ofPath('/hooks/removed')).toHaveLength(0);
    const [delivery] = await deliveriesOf(id, webhook.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 0 });
    expect(await queuePartnerEvent(t.app.ctx, { partnerId: id, event: 'booking_update', payload: {} })).toBe(0);
    const again = await call('operator/resendPartnerDelivery', { id, deliveryId: delivery?.id });
    expect(again.statusCode).toBe(404);
  });
});
