// Hostile uploads (issue 5): files that lie about their type, polyglots and oversized bodies, the latter over
// a real TCP connection so that "refused before the whole body is read" is measured, not assumed.
// The ordinary cases (a valid PNG and JPEG, a text file named .png, an SVG) are in profile.test.ts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SINGLE_UPLOAD_CALL } from '@rihla/shared/api-calls';
import { MAX_PHOTO_BYTES, MESSAGES } from '@rihla/shared/constants';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { openRaw, sleep } from '../../test/raw-http.js';

let t: TTestApp;
let port: number;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  token = (await t.newShopper()).token;
});
afterAll(async () => {
  await t?.close();
});

const SCRIPT_PAYLOAD = '<html><body><script>alert(document.cookie)</script><img src=x onerror=alert(1)></body></html>';
const UPLOAD_URL = /^\/uploads\/([A-Za-z0-9_-]{22})\.webp$/;

function fileForm(bytes: Uint8Array, fileName: string, type: string): FormData {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), fileName);
  return form;
}

async function upload(form: FormData) {
  const raw = await t.app.inject({
    method: 'POST',
    url: `/api/${SINGLE_UPLOAD_CALL}`,
    payload: form,
    headers: { 'x-access-token': token },
  });
  expect(raw.statusCode, `single_upload answered ${raw.body}`).toBeLessThan(500);
  return { statusCode: raw.statusCode, body: raw.json() as { status: number; message: string; data?: string } };
}

function storedFiles(): string[] {
  const dir = path.join(t.dataDir, 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

/** A JPEG with a comment segment (FF FE) holding `comment`, inserted right after the start-of-image marker. */
function withJpegComment(jpeg: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment, 'latin1');
  const segment = Buffer.alloc(4 + text.length);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(text.length + 2, 2);
  text.copy(segment, 4);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

function expectNoScript(bytes: Buffer) {
  const text = bytes.toString('latin1').toLowerCase();
  for (const needle of ['<script', 'alert(', 'onerror', '<html', 'document.cookie']) {
    expect(text.includes(needle), `stored bytes contain ${needle}`).toBe(false);
  }
}

describe('POST /api/admin/single_upload with hostile files', () => {
  it.each([
    [
      'an HTML page named photo.jpg and declared image/jpeg',
      Buffer.from(`<!doctype html>${SCRIPT_PAYLOAD}`),
      'photo.jpg',
      'image/jpeg',
    ],
    [
      'an SVG with a script, named avatar.png and declared image/png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'),
      'avatar.png',
      'image/png',
    ],
    ['a GIF header followed by HTML', Buffer.from(`GIF89a${SCRIPT_PAYLOAD}`), 'cat.gif', 'image/gif'],
    [
      'a JPEG header followed by HTML',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(SCRIPT_PAYLOAD)]),
      'cat.jpg',
      'image/jpeg',
    ],
    [
      'a PDF named photo.png',
      Buffer.from('%PDF-1.7\n1 0 obj <</JS (alert(1))>> endobj\n%%EOF'),
      'photo.png',
      'image/png',
    ],
  ])('refuses %s with 415 and stores nothing', async (_label, bytes, fileName, type) => {
    const before = storedFiles().length;
    const res = await upload(fileForm(bytes, fileName, type));
    expect(res.statusCode).toBe(415);
    expect(res.body.status).toBe(0);
    expect(res.body.message.length).toBeGreaterThan(10);
    expect(storedFiles()).toHaveLength(before);
  });

  it('stores a JPEG/HTML polyglot re-encoded as WebP, with none of the HTML or script left in it', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    // Script in a comment segment inside the image, and an HTML page after its end: a valid JPEG and HTML page.
    const polyglot = Buffer.concat([withJpegComment(jpeg, SCRIPT_PAYLOAD), Buffer.from(SCRIPT_PAYLOAD)]);
    expect(polyglot.toString('latin1')).toContain('<script>');
    const res = await upload(fileForm(polyglot, 'holiday.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(200);
    const url = res.body.data ?? '';
    const id = UPLOAD_URL.exec(url)?.[1];
    expect(id).toBeDefined();
    const stored = fs.readFileSync(path.join(t.dataDir, 'uploads', `${id}.webp`));
    expect(stored.subarray(8, 12).toString()).toBe('WEBP');
    expectNoScript(stored);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expectNoScript(served.rawPayload);
  });

  it('stores a GIF/HTML polyglot re-encoded as WebP, with the script gone', async () => {
    const gif = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    const res = await upload(fileForm(Buffer.concat([gif, Buffer.from(SCRIPT_PAYLOAD)]), 'x.gif', 'image/gif'));
    expect(res.statusCode).toBe(200);
    const id = UPLOAD_URL.exec(res.body.data ?? '')?.[1];
    expectNoScript(fs.readFileSync(path.join(t.dataDir, 'uploads', `${id}.webp`)));
  });
});

const BOUNDARY = '----rihla-hostile-boundary';
const PART_HEAD = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
);
const TWENTY_MB = 20 * 1024 * 1024;

describe('POST /api/admin/single_upload of 20 MB over a real connection', () => {
  it('refuses a body that declares 20 MB with 413 before a byte of it is sent, and closes the connection', async () => {
    const before = storedFiles().length;
    const client = await openRaw(port);
    await client.write(
      `POST /api/${SINGLE_UPLOAD_CALL} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Access-Token: ${token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${TWENTY_MB}\r\n\r\n`,
    );
    expect(await client.statusLine()).toBe('HTTP/1.1 413 Payload Too Large');
    // The server hangs up after its answer: the client cannot keep the connection for a body it will not read.
    const { afterMs } = await client.closed;
    expect(afterMs).toBeLessThan(5_000);
    const response = client.received();
    expect(response.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4))).toEqual({
      status: 0,
      message: MESSAGES.photoTooLarge,
      code: 'upload.too_large',
    });
    expect(storedFiles()).toHaveLength(before);
  });

  it('stops reading a 20 MB upload sent without a length once the picture passes the limit, with 413', async () => {
    const before = storedFiles().length;
    const client = await openRaw(port);
    await client.write(
      `POST /api/${SINGLE_UPLOAD_CALL} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Access-Token: ${token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    const chunked = (bytes: Buffer) =>
      Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]);
    await client.write(chunked(Buffer.concat([PART_HEAD, Buffer.from([0xff, 0xd8, 0xff, 0xe0])])));
    const piece = crypto.randomBytes(64 * 1024);
    let offered = 0;
    // Send until the server answers or the connection goes, never more than 20 MB.
    while (offered < TWENTY_MB && !client.received() && !client.isClosed()) {
      const isWritten = await Promise.race([client.write(chunked(piece)), sleep(2_000).then(() => false)]);
      if (!isWritten) break;
      offered += piece.length;
    }
    expect(await client.statusLine()).toBe('HTTP/1.1 413 Payload Too Large');
    // The answer came once the picture passed the limit, long before the 20 MB were sent.
    expect(offered).toBeGreaterThanOrEqual(MAX_PHOTO_BYTES - piece.length);
    expect(offered).toBeLessThan(TWENTY_MB / 2);
    await sleep(100);
    expect(client.received()).toContain(
      JSON.stringify({ status: 0, message: MESSAGES.photoTooLarge, code: 'upload.too_large' }),
    );
    // The server hangs up after a short linger instead of reading the rest.
    const { afterMs } = await client.closed;
    expect(afterMs).toBeLessThan(10_000);
    expect(storedFiles()).toHaveLength(before);
    // The server is fine and goes on answering.
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });
});
