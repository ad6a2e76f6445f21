// A local stand-in for Twilio's Programmable Messaging API, speaking its documented protocol: POST
// /2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP Basic auth and a form body (To, From, Body); 201 with
// the message resource, or an error resource ({ code, message, more_info, status }) with 4xx or 5xx. WhatsApp goes
// the same way (decision 078): `whatsapp:` on To and From, and a content template as ContentSid (HX + 32 hex) with
// ContentVariables (a JSON object as a string) instead of a Body.
import http from 'node:http';

export const FAKE_TWILIO_SID = `AC${'0123456789abcdef'.repeat(2)}`;
export const FAKE_TWILIO_TOKEN = 'fake-twilio-auth-token-1234';

export interface TFakeTwilio {
  url: string;
  /** The messages it accepted: To, From, and Body or the template's ContentSid and ContentVariables. */
  accepted: Array<{
    To: string;
    From: string;
    Body: string;
    ContentSid?: string;
    ContentVariables?: Record<string, string>;
  }>;
  /**
   * The answer to the next requests: accept, refuse a number (400, code 21211), fail (500), or a proxy's page in
   * front of Twilio (502 in HTML, no JSON at all).
   */
  mode: 'accept' | 'invalidNumber' | 'serverError' | 'proxyPage';
  close(): Promise<void>;
}

export async function startFakeTwilio(): Promise<TFakeTwilio> {
  const fake: TFakeTwilio = { url: '', accepted: [], mode: 'accept', close: async () => {} };
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_TWILIO_SID}:${FAKE_TWILIO_TOKEN}`).toString('base64')}`;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const answer = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${FAKE_TWILIO_SID}/Messages.json`) {
        answer(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
        return;
      }
      if (req.headers.authorization !== expectedAuth) {
        answer(401, { code: 20003, message: 'Authentication Error - invalid username', status: 401 });
        return;
      }
      const form = new URLSearchParams(raw);
      const To = form.get('To') ?? '';
      const From = form.get('From') ?? '';
      const Body = form.get('Body') ?? '';
      const ContentSid = form.get('ContentSid') ?? undefined;
      if (
        !To ||
        !From ||
        (!Body && !ContentSid) ||
        req.headers['content-type'] !== 'application/x-www-form-urlencoded'
      ) {
        answer(400, { code: 21604, message: "A 'To' phone number is required.", status: 400 });
        return;
      }
      if (To.startsWith('whatsapp:') !== From.startsWith('whatsapp:')) {
        answer(400, {
          code: 21910,
          message: 'Invalid From and To pair. From and To should be of the same channel',
          status: 400,
        });
        return;
      }
      let ContentVariables: Record<string, string> | undefined;
      if (ContentSid !== undefined) {
        try {
          ContentVariables = JSON.parse(form.get('ContentVariables') ?? '{}') as Record<string, string>;
        } catch {
          answer(400, { code: 21656, message: 'The ContentVariables Parameter is invalid.', status: 400 });
          return;
        }
        if (!/^HX[0-9a-fA-F]{32}$/.test(ContentSid)) {
          answer(400, { code: 21655, message: 'The ContentSid is Invalid.', status: 400 });
          return;
        }
      }
      if (fake.mode === 'invalidNumber') {
        answer(400, { code: 21211, message: `The 'To' number ${To} is not a valid phone number.`, status: 400 });
        return;
      }
      if (fake.mode === 'proxyPage') {
        res.writeHead(502, { 'content-type': 'text/html' });
        res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
        return;
      }
      if (fake.mode === 'serverError') {
        answer(500, { code: 20500, message: 'Internal Server Error', status: 500 });
        return;
      }
      fake.accepted.push({ To, From, Body, ...(ContentSid ? { ContentSid, ContentVariables } : {}) });
      answer(201, {
        sid: `SM${fake.accepted.length.toString(16).padStart(32, '0')}`,
        status: 'queued',
        to: To,
        body: Body,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the fake Twilio has no port');
  fake.url = `http://127.0.0.1:${address.port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
