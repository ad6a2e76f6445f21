// OCTO's webhooks capability (decision 127), after the published specification: the Webhook and BookingUpdate models
// of octotravel/octo-types (src/types/Webhook.ts at commit 0721d0372dc14e3a7f73096222fcb527a09656c5: id, event, url,
// retryOnError, useContactLanguage, headers, capabilities; a delivery is { webhook, booking }), its capability id
// and error shape as @octocloud/types 2.0.4 names them (CapabilityId.OCTO_WEBHOOKS, ErrorBadRequest).
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CapabilityId, zBooking, zErrorBadRequest } from '@octocloud/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TTestApp } from '../../test/harness.js';
import { octoTestKit } from '../../test/octo-kit.js';
import { newOperator, operatorCall } from '../../test/operators.js';
import { addLine, freshDates, payAndConfirm, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { isPublicAddress, refusalOfWebhookUrl, sendDueDeliveries } from '../partners/index.js';

/** octo-types' Webhook, field by field. */
const zWebhook = z.strictObject({
  id: z.string(),
  event: z.enum(['booking_update', 'availability_update']),
  url: z.string().nullable(),
  retryOnError: z.boolean(),
  useContactLanguage: z.boolean(),
  headers: z.record(z.string(), z.string()),
  capabilities: z.array(z.string()),
});

const kit = octoTestKit({
  caps: 'octo/pricing, octo/webhooks, octo/unknown',
  partner: { commissionBp: 1000, contactEmail: null },
});
const { newPartner, octo } = kit;

let t: TTestApp;
let product: TCatalogueCard;
let freshDate: () => string;

/** A real HTTP endpoint on this machine that records what it is sent and answers `status`. */
async function receiver(status = 200) {
  const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = status;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/octo-hook`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

function verified(delivery: { headers: http.IncomingHttpHeaders; body: string }, secret: string) {
  const timestamp = String(delivery.headers['x-rihla-timestamp']);
  const expected = createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`).digest('hex');
  expect(delivery.headers['x-rihla-signature']).toBe(`sha256=${expected}`);
  return JSON.parse(delivery.body) as Record<string, unknown>;
}

async function confirmedBooking(key: string) {
  const list = await octo('POST', '/availability', key, {
    productId: product.planId,
    optionId: 'DEFAULT',
    localDate: freshDate(),
  });
  const availability = (list.body as Array<{ id: string; available: boolean }>).find((item) => item.available);
  if (!availability) throw new Error('no departure open');
  const held = await octo('POST', '/bookings', key, {
    productId: product.planId,
    optionId: 'DEFAULT',
    availabilityId: availability.id,
    unitItems: [{ unitId: 'adult' }],
  });
  expect(held.statusCode, JSON.stringify(held.body)).toBe(200);
  const confirmed = await octo('POST', `/bookings/${held.body.uuid}/confirm`, key, { contact: { fullName: 'Ada' } });
  expect(confirmed.statusCode, JSON.stringify(confirmed.body)).toBe(200);
  return zBooking.parse(confirmed.body);
}

beforeAll(async () => {
  t = kit.t;
  [product] = (await productsOf(t)) as [TCatalogueCard];
  freshDate = freshDates(t);
});

describe('GET /capabilities and Octo-Capabilities', () => {
  it('lists octo/webhooks and answers the header with the asked capabilities it supports', async () => {
    const partner = await newPartner([product.planId]);
    const res = await octo('GET', '/capabilities', partner.key);
    expect(res.statusCode).toBe(200);
    expect((res.body as Array<{ id: string }>).map((capability) => capability.id)).toContain(
      CapabilityId.OCTO_WEBHOOKS,
    );
    expect(res.headers['octo-capabilities']).toBe('octo/pricing, octo/webhooks');
  });
});

describe('POST, GET and DELETE /webhooks', () => {
  it('registers, lists and deletes a reseller’s own webhook in the specification’s shape, audited', async () => {
    const partner = await newPartner([product.planId]);
    const other = await newPartner([product.planId]);
    const created = await octo('POST', '/webhooks', partner.key, {
      url: 'http://127.0.0.1:9/hook',
      event: 'booking_update',
      retryOnError: false,
    });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
    const { secret, ...webhook } = created.body as { secret: string };
    expect(secret).toMatch(/^whsec_/);
    expect(zWebhook.parse(webhook)).toMatchObject({
      event: 'booking_update',
      url: 'http://127.0.0.1:9/hook',
      retryOnError: false,
    });
    const listed = await octo('GET', '/webhooks', partner.key);
    expect(z.array(zWebhook).parse(listed.body)).toEqual([webhook]);
    expect((await octo('GET', '/webhooks', other.key)).body).toEqual([]);
    // Another partner cannot delete it.
    const stranger = await octo('DELETE', `/webhooks/${(webhook as { id: string }).id}`, other.key);
    expect(stranger.statusCode).toBe(400);
    expect(zErrorBadRequest.parse(stranger.body).error).toBe('BAD_REQUEST');

    // The desk lists it among the partner's webhooks.
    const manager = await newOperator(t, 'manager', 'Hooks manager');
    const desk = await operatorCall(t, 'operator/viewPartner', { id: partner.id }, manager.token);
    expect(desk.statusCode, desk.raw.body).toBe(200);
    expect((desk.body.data.webhooks as Array<{ url: string }>).map((row) => row.url)).toEqual([
      'http://127.0.0.1:9/hook',
    ]);

    const deleted = await octo('DELETE', `/webhooks/${(webhook as { id: string }).id}`, partner.key);
    expect(deleted.statusCode).toBe(200);
    expect(zWebhook.parse(deleted.body).id).toBe((webhook as { id: string }).id);
    expect((await octo('GET', '/webhooks', partner.key)).body).toEqual([]);
    const again = await octo('DELETE', `/webhooks/${(webhook as { id: string }).id}`, partner.key);
    expect(again.statusCode).toBe(400);

    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_id', '=', partner.id)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['partner.octoCreateWebhook', 'partner.octoDeleteWebhook']);
  });

  it.each([
    ['a URL that is not one', { url: 'not a url', event: 'booking_update' }],
    ['http to a public host', { url: 'http://example.com/hook', event: 'booking_update' }],
    ['a private address', { url: 'https://10.1.2.3/hook', event: 'booking_update' }],
    ['the cloud metadata address', { url: 'https://169.254.169.254/latest', event: 'booking_update' }],
    ['a unique-local IPv6 address', { url: 'https://[fd00::1]/hook', event: 'booking_update' }],
    ['the unspecified address', { url: 'https://0.0.0.0/hook', event: 'booking_update' }],
    ['credentials in the URL', { url: 'https://user:pass@example.com/hook', event: 'booking_update' }],
    ['an unknown event', { url: 'https://example.com/hook', event: 'booking_created' }],
    ['extra headers', { url: 'https://example.com/hook', event: 'booking_update', headers: { 'x-key': '1' } }],
  ])('refuses %s as BAD_REQUEST, storing nothing', async (_label, body) => {
    const partner = await newPartner([product.planId]);
    const res = await octo('POST', '/webhooks', partner.key, body);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(400);
    expect(zErrorBadRequest.parse(res.body).error).toBe('BAD_REQUEST');
    expect((await octo('GET', '/webhooks', partner.key)).body).toEqual([]);
  });
});

describe('the address check', () => {
  const resolvesTo = (addresses: string[]) => async () => addresses;

  it('refuses loopback, private, link-local and unique-local addresses unless loopback is allowed', async () => {
    for (const address of ['127.0.0.1', '::1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['fe80::1', 'fd12::1', '::ffff:127.0.0.1', '::', '0.0.0.0', '100.64.0.1']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    expect(isPublicAddress('93.184.215.14')).toBe(true);
    expect(isPublicAddress('2606:2800:21f:cb07:6820:80da:af6b:8b2c')).toBe(true);
    expect(isPublicAddress('127.0.0.1', true)).toBe(true);
    expect(isPublicAddress('10.0.0.1', true)).toBe(false);
  });

  it('refuses a host that resolves to a private address, and localhost without the setting', async () => {
    expect(await refusalOfWebhookUrl('https://hooks.example/x', false, resolvesTo(['93.184.215.14']))).toBeNull();
    expect(
      await refusalOfWebhookUrl('https://rebind.example/x', false, resolvesTo(['93.184.215.14', '10.0.0.8'])),
    ).toBe('host');
    expect(await refusalOfWebhookUrl('https://localhost/x', false)).toBe('host');
    expect(await refusalOfWebhookUrl('http://127.0.0.1:8080/x', false)).toBe('host');
    expect(await refusalOfWebhookUrl('http://127.0.0.1:8080/x', true)).toBeNull();
    expect(await refusalOfWebhookUrl('http://hooks.example/x', true, resolvesTo(['93.184.215.14']))).toBe('https');
  });
});

describe('booking_update deliveries', () => {
  it('sends the booking in the specification’s BookingUpdate, signed with the webhook’s secret', async () => {
    const endpoint = await receiver();
    try {
      const partner = await newPartner([product.planId]);
      const created = await octo('POST', '/webhooks', partner.key, { url: endpoint.url, event: 'booking_update' });
      expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
      const booking = await confirmedBooking(partner.key);
      await sendDueDeliveries(t.app.ctx);
      expect(endpoint.received).toHaveLength(1);
      const body = verified(endpoint.received[0] as never, created.body.secret);
      const { secret: _secret, ...webhook } = created.body;
      expect(zWebhook.parse(body.webhook)).toEqual(webhook);
      const told = zBooking.parse(body.booking);
      expect(`${told.uuid} ${told.status}`).toBe(`${booking.uuid} CONFIRMED`);
    } finally {
      await endpoint.close();
    }
  });

  it('gives a failed delivery up at once when retryOnError is false, and retries it when true', async () => {
    const endpoint = await receiver(500);
    try {
      const partner = await newPartner([product.planId]);
      const once = await octo('POST', '/webhooks', partner.key, {
        url: `${endpoint.url}?once`,
        event: 'booking_update',
        retryOnError: false,
      });
      const retried = await octo('POST', '/webhooks', partner.key, { url: endpoint.url, event: 'booking_update' });
      await confirmedBooking(partner.key);
      await sendDueDeliveries(t.app.ctx);
      expect(endpoint.received).toHaveLength(2);
      const rows = await t.app.ctx.db
        .selectFrom('partner_webhook_deliveries')
        .select(['webhook_id', 'status', 'attempts', 'last_status_code'])
        .where('webhook_id', 'in', [once.body.id, retried.body.id])
        .execute();
      const of = (id: string) => rows.find((row) => row.webhook_id === id);
      expect(of(once.body.id)).toMatchObject({ status: 'failed', attempts: 1, last_status_code: 500 });
      expect(of(retried.body.id)).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500 });
    } finally {
      await endpoint.close();
    }
  });
});

describe('availability_update deliveries', () => {
  async function startOf(planId: string) {
    const row = await t.app.ctx.db
      .selectFrom('products')
      .select('start_time')
      .where('id', '=', planId)
      .executeTakeFirstOrThrow();
    return row.start_time;
  }

  async function apiAvailability(key: string, availabilityId: string) {
    const res = await octo('POST', '/availability', key, {
      productId: product.planId,
      optionId: 'DEFAULT',
      availabilityIds: [availabilityId],
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return (res.body as Array<Record<string, unknown>>)[0];
  }

  it('tells a subscribed partner of a storefront purchase on the departure, signed, as the API answers it', async () => {
    const endpoint = await receiver();
    try {
      const partner = await newPartner([product.planId]);
      const bystander = await newPartner([]);
      const created = await octo('POST', '/webhooks', partner.key, { url: endpoint.url, event: 'availability_update' });
      expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
      await octo('POST', '/webhooks', bystander.key, {
        url: `${endpoint.url}?bystander`,
        event: 'availability_update',
      });
      const date = freshDate();
      const availabilityId = `${date}T${await startOf(product.planId)}:00+04:00`;

      const shopper = await t.newShopper();
      expect((await addLine(t, shopper.token, product, 2, date)).body.status).toBe(1);
      await payAndConfirm(t, shopper.token);
      await sendDueDeliveries(t.app.ctx);

      // The partner that does not sell the product hears nothing.
      expect(endpoint.received).toHaveLength(1);
      const body = verified(endpoint.received[0] as never, created.body.secret);
      expect(body.productId).toBe(product.planId);
      expect(body.optionId).toBe('DEFAULT');
      expect(zWebhook.parse(body.webhook).event).toBe('availability_update');
      expect(body.availability).toEqual(await apiAvailability(partner.key, availabilityId));
      expect((body.availability as { id: string }).id).toBe(availabilityId);
    } finally {
      await endpoint.close();
    }
  });

  it('sends a burst of changes to one departure as one delivery of its latest state', async () => {
    const endpoint = await receiver();
    try {
      const partner = await newPartner([product.planId]);
      const created = await octo('POST', '/webhooks', partner.key, { url: endpoint.url, event: 'availability_update' });
      const date = freshDate();
      const availabilityId = `${date}T${await startOf(product.planId)}:00+04:00`;
      const held: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await octo('POST', '/bookings', partner.key, {
          productId: product.planId,
          optionId: 'DEFAULT',
          availabilityId,
          unitItems: [{ unitId: 'adult' }],
        });
        expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
        held.push(res.body.uuid);
      }
      expect((await octo('POST', `/bookings/${held[0]}/cancel`, partner.key, {})).statusCode).toBe(200);
      const waiting = await t.app.ctx.db
        .selectFrom('partner_webhook_deliveries')
        .select(['dedupe_key', 'status'])
        .where('webhook_id', '=', created.body.id)
        .execute();
      expect(waiting).toEqual([{ dedupe_key: `${product.planId}/${availabilityId}`, status: 'pending' }]);

      await sendDueDeliveries(t.app.ctx);
      expect(endpoint.received).toHaveLength(1);
      const body = verified(endpoint.received[0] as never, created.body.secret);
      expect(body.availability).toEqual(await apiAvailability(partner.key, availabilityId));
    } finally {
      await endpoint.close();
    }
  });
});
