import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MAX_PHOTO_BYTES, MESSAGES } from '@rihla/shared/constants';
import { todayInDubai } from '@rihla/shared/rules/time';
import { ZUserProfile } from '@rihla/shared/schemas/profile';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TCallResponse, type TTestApp } from '../../test/harness.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const UPLOAD_URL = /^\/uploads\/([A-Za-z0-9_-]{22})\.webp$/;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Every call of this file goes through here: whatever it answers, it is never a 5xx. */
async function call(...args: Parameters<TTestApp['call']>): Promise<TCallResponse> {
  const res = await t.call(...args);
  expect(res.statusCode, `${args[0]} answered ${res.raw.body}`).toBeLessThan(500);
  return res;
}

async function profileOf(token: string) {
  const res = await call('users/viewUserProfile', {}, token);
  expect(res.statusCode).toBe(200);
  expect(res.body.status).toBe(1);
  return ZUserProfile.strict().parse(res.body.data);
}

function orangePicture() {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff8800' } });
}

function fileForm(bytes: Uint8Array, fileName: string, type: string, field = 'image'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
  return form;
}

/** A multipart/form-data body with one file in the field image, written out byte by byte. */
function handMadeMultipart(boundary: string, bytes: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="avatar.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

async function upload(
  payload: FormData | string | Buffer | object,
  token?: string,
  extraHeaders: Record<string, string> = {},
) {
  const raw = await t.app.inject({
    method: 'POST',
    url: '/api/admin/single_upload',
    payload,
    headers: { ...(token ? { 'x-access-token': token } : {}), ...extraHeaders },
  });
  expect(raw.statusCode, `single_upload answered ${raw.body}`).toBeLessThan(500);
  return { statusCode: raw.statusCode, body: raw.json() as { status: number; message: string; data?: any }, raw };
}

function storedFileOf(url: string): string {
  const id = UPLOAD_URL.exec(url)?.[1];
  if (!id) throw new Error(`not an upload URL: ${url}`);
  return path.join(t.dataDir, 'uploads', `${id}.webp`);
}

async function uploadRowCount(): Promise<number> {
  const row = await t.app.ctx.db
    .selectFrom('uploads')
    .select(t.app.ctx.db.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function storedFileCount(): number {
  const dir = path.join(t.dataDir, 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
}

/** Asserts that a refused upload left no row and no file behind. */
async function expectNothingStored(before: { rows: number; files: number }) {
  expect(await uploadRowCount()).toBe(before.rows);
  expect(storedFileCount()).toBe(before.files);
}

async function storedCounts() {
  return { rows: await uploadRowCount(), files: storedFileCount() };
}

describe('POST /api/users/viewUserProfile', () => {
  it('returns every field of the user entity, with the phone number in E.164 and the country as its ISO code', async () => {
    const { token, phone } = await t.newShopper({ first_name: 'Noura', last_name: 'Al Mansoori' });
    const res = await call('users/viewUserProfile', {}, token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      status: 1,
      message: expect.any(String),
      data: {
        first_name: 'Noura',
        last_name: 'Al Mansoori',
        gender: '',
        dob: '',
        email: 'shopper@example.com',
        phone_number: `+971${phone.slice(1)}`,
        profile_pic: '',
        country: 'AE',
        wantsReminders: true,
      },
    });
    expect(res.body.data.phone_number).toMatch(/^\+9715\d{8}$/);
  });

  it('never shows the password hash or the internal id', async () => {
    const { token } = await t.newShopper();
    const res = await call('users/viewUserProfile', {}, token);
    expect(Object.keys(res.body.data).sort()).toEqual(
      [
        'country',
        'dob',
        'email',
        'first_name',
        'gender',
        'last_name',
        'phone_number',
        'profile_pic',
        'wantsReminders',
      ].sort(),
    );
  });

  it('refuses a visitor with 401 and the envelope', async () => {
    const res = await call('users/viewUserProfile', {});
    expect(res.statusCode).toBe(401);
    expect(res.body).toEqual({ status: 0, message: MESSAGES.loginRequired });
  });
});

describe('POST /api/users/userInfo', () => {
  it('updates the names, the gender and the date of birth', async () => {
    const { token, phone } = await t.newShopper();
    const res = await call(
      'users/userInfo',
      { first_name: 'Mariam', last_name: 'Khan', gender: 'female', dob: '1990-05-17' },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 1, data: null, message: 'Your profile has been updated' });
    expect(await profileOf(token)).toEqual({
      first_name: 'Mariam',
      last_name: 'Khan',
      gender: 'female',
      dob: '1990-05-17',
      email: 'shopper@example.com',
      phone_number: `+971${phone.slice(1)}`,
      profile_pic: '',
      country: 'AE',
      wantsReminders: true,
    });
  });

  it('trims the names it stores', async () => {
    const { token } = await t.newShopper();
    const res = await call(
      'users/userInfo',
      { first_name: '  Hind ', last_name: ' Saeed  ', gender: '', dob: '' },
      token,
    );
    expect(res.body.status).toBe(1);
    const profile = await profileOf(token);
    expect(profile.first_name).toBe('Hind');
    expect(profile.last_name).toBe('Saeed');
  });

  it('keeps the names when they are not sent, and clears gender and dob when sent empty', async () => {
    const { token } = await t.newShopper({ first_name: 'Khalid', last_name: 'Rahman' });
    expect((await call('users/userInfo', { gender: 'male', dob: '1985-01-31' }, token)).body.status).toBe(1);
    let profile = await profileOf(token);
    expect(profile).toMatchObject({ first_name: 'Khalid', last_name: 'Rahman', gender: 'male', dob: '1985-01-31' });

    const cleared = await call('users/userInfo', { gender: '', dob: '' }, token);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.body.status).toBe(1);
    profile = await profileOf(token);
    expect(profile).toMatchObject({ first_name: 'Khalid', last_name: 'Rahman', gender: '', dob: '' });
  });

  it.each(['male', 'female', 'other'] as const)('accepts the gender %s', async (gender) => {
    const { token } = await t.newShopper();
    expect((await call('users/userInfo', { gender, dob: '' }, token)).body.status).toBe(1);
    expect((await profileOf(token)).gender).toBe(gender);
  });

  it('refuses a body without gender or without dob, since both are always sent', async () => {
    const { token } = await t.newShopper();
    const noGender = await call('users/userInfo', { dob: '' }, token);
    expect(noGender.statusCode).toBe(400);
    expect(noGender.body).toEqual({ status: 0, message: 'Gender must be male, female or other' });
    const noDob = await call('users/userInfo', { gender: '' }, token);
    expect(noDob.statusCode).toBe(400);
    expect(noDob.body).toEqual({ status: 0, message: 'Date of birth must be a date (YYYY-MM-DD)' });
  });

  it("accepts today's date in Dubai and refuses tomorrow, with nothing changed", async () => {
    // 21:30 UTC on 15 June is already 01:30 on 16 June in Dubai (UTC+4): "today" must be Dubai's.
    const realNow = new Date().toISOString();
    t.clock.set('2030-06-15T21:30:00.000Z');
    try {
      const { token } = await t.newShopper({ first_name: 'Salem', last_name: 'Obaid' });
      expect(todayInDubai(t.clock.now())).toBe('2030-06-16');

      const today = await call('users/userInfo', { gender: 'male', dob: '2030-06-16' }, token);
      expect(today.statusCode).toBe(200);
      expect(today.body.status).toBe(1);
      expect((await profileOf(token)).dob).toBe('2030-06-16');

      expect((await call('users/userInfo', { gender: 'male', dob: '1999-12-31' }, token)).body.status).toBe(1);
      const tomorrow = await call(
        'users/userInfo',
        { first_name: 'Changed', last_name: 'Changed', gender: 'female', dob: '2030-06-17' },
        token,
      );
      expect(tomorrow.statusCode).toBe(400);
      expect(tomorrow.body).toEqual({ status: 0, message: MESSAGES.dobInFuture });
      expect(await profileOf(token)).toMatchObject({
        first_name: 'Salem',
        last_name: 'Obaid',
        gender: 'male',
        dob: '1999-12-31',
      });
    } finally {
      t.clock.set(realNow);
    }
  });

  it('refuses a date of birth far in the future', async () => {
    const { token } = await t.newShopper();
    const res = await call('users/userInfo', { gender: '', dob: '2999-01-01' }, token);
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ status: 0, message: MESSAGES.dobInFuture });
    expect((await profileOf(token)).dob).toBe('');
  });

  it.each(['17-05-1990', '1990-02-30', '1990/05/17', 'yesterday'])('refuses the date of birth %j', async (dob) => {
    const { token } = await t.newShopper();
    const res = await call('users/userInfo', { gender: '', dob }, token);
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ status: 0, message: 'Date of birth must be a date (YYYY-MM-DD)' });
  });

  it("refuses the gender 'unknown' and changes nothing", async () => {
    const { token } = await t.newShopper({ first_name: 'Rashid' });
    const before = await profileOf(token);
    const res = await call('users/userInfo', { first_name: 'Changed', gender: 'unknown', dob: '' }, token);
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ status: 0, message: 'Gender must be male, female or other' });
    expect(await profileOf(token)).toEqual(before);
  });

  it.each([
    ['email', 'attacker@example.com'],
    ['phone_number', '0509999999'],
  ])('refuses %s in the body as an unknown key and changes nothing', async (field, value) => {
    const { token } = await t.newShopper();
    const before = await profileOf(token);
    const res = await call(
      'users/userInfo',
      { first_name: 'Changed', gender: 'other', dob: '', [field]: value },
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(0);
    expect(res.body.message).toContain(field);
    expect(Object.keys(res.body).sort()).toEqual(['message', 'status']);
    expect(await profileOf(token)).toEqual(before);
  });

  it('refuses an empty first name with the spec message', async () => {
    const { token } = await t.newShopper();
    const res = await call('users/userInfo', { first_name: '   ', gender: '', dob: '' }, token);
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ status: 0, message: MESSAGES.firstNameRequired });
  });

  it("refuses a profile_pic that is another user's upload, and changes nothing", async () => {
    const owner = await t.newShopper();
    const uploaded = await upload(fileForm(await orangePicture().png().toBuffer(), 'me.png', 'image/png'), owner.token);
    expect(uploaded.body.status).toBe(1);

    const other = await t.newShopper({ first_name: 'Other' });
    const res = await call(
      'users/userInfo',
      { first_name: 'Changed', gender: '', dob: '', profile_pic: uploaded.body.data },
      other.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ status: 0, message: 'profile_pic must be a picture you uploaded' });
    expect(await profileOf(other.token)).toMatchObject({ first_name: 'Other', profile_pic: '' });
  });

  it.each([
    `/uploads/${crypto.randomBytes(16).toString('base64url')}.webp`,
    '/uploads/notours.webp',
    '/uploads/../../etc/passwd',
    '/media/demo/desert-1.webp',
    'https://evil.example/x.webp',
  ])("refuses the profile_pic %j that is not one of the caller's uploads", async (profile_pic) => {
    const { token } = await t.newShopper();
    const res = await call('users/userInfo', { gender: '', dob: '', profile_pic }, token);
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(0);
    expect(res.body.message).toMatch(/^profile_pic must be (a picture you uploaded|an uploaded picture)$/);
    expect((await profileOf(token)).profile_pic).toBe('');
  });

  it('clears the picture when profile_pic is sent empty', async () => {
    const { token } = await t.newShopper();
    const uploaded = await upload(fileForm(await orangePicture().png().toBuffer(), 'me.png', 'image/png'), token);
    expect(
      (await call('users/userInfo', { gender: '', dob: '', profile_pic: uploaded.body.data }, token)).body.status,
    ).toBe(1);
    expect((await profileOf(token)).profile_pic).toBe(uploaded.body.data);
    expect((await call('users/userInfo', { gender: '', dob: '', profile_pic: '' }, token)).body.status).toBe(1);
    expect((await profileOf(token)).profile_pic).toBe('');
  });

  it('refuses a visitor with 401 and changes nobody', async () => {
    const res = await call('users/userInfo', { first_name: 'Visitor', gender: '', dob: '' });
    expect(res.statusCode).toBe(401);
    expect(res.body).toEqual({ status: 0, message: MESSAGES.loginRequired });
    const changed = await t.app.ctx.db.selectFrom('users').select('id').where('first_name', '=', 'Visitor').execute();
    expect(changed).toEqual([]);
  });
});

describe('POST /api/admin/single_upload', () => {
  it('accepts a real PNG, stores it as a WebP of the same size, and answers its URL', async () => {
    const { token } = await t.newShopper();
    const png = await orangePicture().png().toBuffer();
    const res = await upload(fileForm(png, 'avatar.png', 'image/png'), token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 1, data: expect.stringMatching(UPLOAD_URL), message: 'Picture uploaded' });

    const stored = fs.readFileSync(storedFileOf(res.body.data));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([40, 30]);
  });

  it('accepts a real JPEG and drops its EXIF metadata from the stored file', async () => {
    const { token } = await t.newShopper();
    const jpeg = await orangePicture()
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps' } } })
      .toBuffer();
    // The test picture really carries the secret, so its absence afterwards means something.
    expect(jpeg.includes('secret-gps')).toBe(true);

    const res = await upload(fileForm(jpeg, 'holiday.jpg', 'image/jpeg'), token);
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe(1);
    expect(res.body.data).toMatch(UPLOAD_URL);

    const stored = fs.readFileSync(storedFileOf(res.body.data));
    expect(stored.subarray(8, 12).toString()).toBe('WEBP');
    expect(stored.includes('secret-gps')).toBe(false);
    const served = await t.app.inject({ method: 'GET', url: res.body.data });
    expect(served.rawPayload.includes('secret-gps')).toBe(false);
  });

  it('records the upload as belonging to the uploader', async () => {
    const { token } = await t.newShopper({ first_name: 'Uploader' });
    const res = await upload(fileForm(await orangePicture().png().toBuffer(), 'a.png', 'image/png'), token);
    const id = UPLOAD_URL.exec(res.body.data)?.[1] ?? '';
    const row = await t.app.ctx.db
      .selectFrom('uploads')
      .innerJoin('users', 'users.id', 'uploads.user_id')
      .select(['users.first_name', 'uploads.content_type', 'uploads.size_bytes'])
      .where('uploads.id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Uploader');
    expect(row.content_type).toBe('image/webp');
    expect(Number(row.size_bytes)).toBe(fs.statSync(storedFileOf(res.body.data)).size);
  });

  it('serves the uploaded picture as image/webp with nosniff, and it then works as the profile picture', async () => {
    const { token } = await t.newShopper();
    const uploaded = await upload(fileForm(await orangePicture().png().toBuffer(), 'avatar.png', 'image/png'), token);
    const url = uploaded.body.data as string;

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect(served.rawPayload.equals(fs.readFileSync(storedFileOf(url)))).toBe(true);

    const saved = await call('users/userInfo', { gender: '', dob: '', profile_pic: url }, token);
    expect(saved.statusCode).toBe(200);
    expect(saved.body.status).toBe(1);
    expect((await profileOf(token)).profile_pic).toBe(url);
  });

  it('refuses a text file named photo.png and declared image/png with 415', async () => {
    const { token } = await t.newShopper();
    const before = await storedCounts();
    const res = await upload(
      fileForm(Buffer.from('this is not a picture at all\n'.repeat(20)), 'photo.png', 'image/png'),
      token,
    );
    expect(res.statusCode).toBe(415);
    expect(res.body).toEqual({ status: 0, message: MESSAGES.onlyImages, code: 'upload.not_an_image' });
    await expectNothingStored(before);
  });

  it('refuses an SVG with 415', async () => {
    const { token } = await t.newShopper();
    const before = await storedCounts();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
    const res = await upload(fileForm(Buffer.from(svg), 'logo.svg', 'image/svg+xml'), token);
    expect(res.statusCode).toBe(415);
    expect(res.body).toEqual({ status: 0, message: MESSAGES.onlyImages, code: 'upload.not_an_image' });
    await expectNothingStored(before);
  });

  it('refuses a file that only starts like a PNG with 415', async () => {
    const { token } = await t.newShopper();
    const before = await storedCounts();
    const fake = Buffer.concat([PNG_SIGNATURE, crypto.randomBytes(2048)]);
    const res = await upload(fileForm(fake, 'photo.png', 'image/png'), token);
    expect(res.statusCode).toBe(415);
    expect(res.body.status).toBe(0);
    expect(typeof res.body.message).toBe('string');
    await expectNothingStored(before);
  });

  it('refuses a file over 1,572,864 bytes with 413 and the spec message', async () => {
    const { token } = await t.newShopper();
    const before = await storedCounts();
    const big = Buffer.concat([PNG_SIGNATURE, crypto.randomBytes(MAX_PHOTO_BYTES + 1024 - PNG_SIGNATURE.length)]);
    expect(big.length).toBeGreaterThan(1_572_864);
    const res = await upload(fileForm(big, 'huge.png', 'image/png'), token);
    expect(res.statusCode).toBe(413);
    expect(res.body).toEqual({ status: 0, message: MESSAGES.photoTooLarge, code: 'upload.too_large' });
    await expectNothingStored(before);
  });

  it('refuses a form without a file', async () => {
    const { token } = await t.newShopper();
    const form = new FormData();
    form.append('note', 'no picture here');
    const res = await upload(form, token);
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ status: 0, message: MESSAGES.noFileSelected, code: 'upload.no_file' });
  });

  it('refuses an empty form', async () => {
    const { token } = await t.newShopper();
    const res = await upload(new FormData(), token);
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ status: 0, message: MESSAGES.noFileSelected, code: 'upload.no_file' });
  });

  it('refuses a picture sent under another field name than image', async () => {
    const { token } = await t.newShopper();
    const before = await storedCounts();
    const res = await upload(
      fileForm(await orangePicture().png().toBuffer(), 'avatar.png', 'image/png', 'photo'),
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ status: 0, message: MESSAGES.noFileSelected, code: 'upload.no_file' });
    await expectNothingStored(before);
  });

  it('refuses an empty file', async () => {
    const { token } = await t.newShopper();
    const res = await upload(fileForm(Buffer.alloc(0), 'empty.png', 'image/png'), token);
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ status: 0, message: MESSAGES.noFileSelected, code: 'upload.no_file' });
  });

  it('refuses a visitor and a stale token with 401, storing nothing', async () => {
    const before = await storedCounts();
    const png = await orangePicture().png().toBuffer();
    for (const token of [undefined, 'not-a-real-token']) {
      const res = await upload(fileForm(png, 'avatar.png', 'image/png'), token);
      expect(res.statusCode).toBe(401);
      expect(res.body).toEqual({ status: 0, message: MESSAGES.loginRequired });
    }
    await expectNothingStored(before);
  });

  it('accepts a multipart body built by hand, as a browser sends it', async () => {
    const { token } = await t.newShopper();
    const png = await orangePicture().png().toBuffer();
    const res = await upload(handMadeMultipart('----rihla-boundary', png), token, {
      'content-type': 'multipart/form-data; boundary=----rihla-boundary',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatch(UPLOAD_URL);
  });

  it.each([
    ['without a boundary', 'multipart/form-data', () => Buffer.from('garbage')],
    ['whose body is not multipart', 'multipart/form-data; boundary=xyz', () => Buffer.from('garbage')],
    [
      'cut off in the middle of the file',
      'multipart/form-data; boundary=xyz',
      () => handMadeMultipart('xyz', Buffer.concat([PNG_SIGNATURE, Buffer.alloc(4000, 7)])).subarray(0, 2000),
    ],
  ])('refuses a multipart request %s with 400 and the envelope', async (_label, contentType, body) => {
    const { token } = await t.newShopper();
    const before = await storedCounts();
    const res = await upload(body(), token, { 'content-type': contentType });
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(0);
    expect(typeof res.body.message).toBe('string');
    await expectNothingStored(before);
  });

  it('refuses a JSON body with a 4xx and the envelope', async () => {
    const { token } = await t.newShopper();
    const res = await upload({ image: 'data:image/png;base64,iVBORw0KGgo=' }, token);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body.status).toBe(0);
    expect(typeof res.body.message).toBe('string');
  });
});

describe('GET /uploads/:file', () => {
  it.each(['/uploads/../../etc/passwd', '/uploads/..%2F..%2Fetc%2Fpasswd', '/uploads/notours.webp'])(
    'answers %s with 404',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('root:');
    },
  );

  it('answers a well-formed name that was never uploaded with 404', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/uploads/${crypto.randomBytes(16).toString('base64url')}.webp`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 0, message: 'File not found' });
  });
});
