// Issue 38 (decision 134): the messages worker's CPU per order, measured in this process rather than from a sustained
// run's process counters. Orders are bought through the real flow (sign-up with the texted code, cart, checkout,
// the sandbox card, confirmBooking; half of them paid from an Arabic page, one to four adults, eight shoppers), then
// `sendDueMessages` sends their messages (the `files` mailer and texts, as the bench's worker does) and
// `process.cpuUsage()` is read around it. The same messages are sent again each round (their rows put back to
// pending), and the parts are timed on their own over the same orders: the voucher PDF, the confirmation composed
// (voucher, HTML, text and reads), the plain text from its HTML, and the MIME message (the build's own, decision 144, or nodemailer's).
//
//   npm run build && node bench/worker-cpu.mjs [--orders 48] [--rounds 5] [--dist dist] [--send files|production]
//     [--only worker]
//
// `--send production` (decision 136, amended) sends as production does: every email over SMTP (pooled) to a real SMTP server
// and every text to a stand-in of Twilio's Messages API, both in a process of their own (bench/lib/message-sinks.mjs),
// instead of the development `files` mailer and texts, whose file creations production never spends.
//
// Production React (NODE_ENV=production), as the worker runs. Prints ms of CPU (user + system) per order.
import fs from 'node:fs';
import inspector from 'node:inspector';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

process.env.NODE_ENV = 'production';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '48' },
    rounds: { type: 'string', default: '5' },
    // Another build of the API beside dist/ (a copy of an older one, apps/api/dist-before), to compare back to back.
    dist: { type: 'string', default: 'dist' },
    // Another build whose worker and composing are timed in the same process, round after round with this one's, so
    // that a shared machine's load falls on both alike (e.g. `--compare dist-before`).
    compare: { type: 'string' },
    // Where the messages go: the development files (the default), or production's SMTP and Twilio (local sinks).
    send: { type: 'string', default: 'files' },
    // `--only worker`: the worker alone, without the parts timed on their own (a profile of the worker only).
    only: { type: 'string' },
  },
});
const ORDERS = Number(values.orders);
const ROUNDS = Number(values.rounds);
const SHOPPERS = 8;

const dist = (file) => import(pathToFileURL(path.join(ROOT, 'apps/api', values.dist, file)).href);
const { buildApp } = await dist('app.js');
const { loadConfig } = await dist('config.js');
const { migrateToLatest, openDatabase } = await dist('db/database.js');
const { seedDemoData } = await dist('demo/seed.js');
const { composeMail, composeSms, readShopForMessages } = await dist('modules/messages/compose.js');
const { sendDueMessages } = await dist('modules/messages/outbox-worker.js');
// What the build's mailer gives every message (decision 136); older builds wrote .eml files with unix newlines.
const { MAIL_DEFAULTS, mimeMessage } = await dist('modules/messages/mailer.js');
const { renderOrderVoucher } = await dist('modules/vouchers/index.js');
// The worker's own libraries, as its package resolves them.
const requireOfApi = createRequire(path.join(ROOT, 'apps/api/package.json'));
const { plainTextSelectors } = await import(pathToFileURL(requireOfApi.resolve('@react-email/render')).href);
const { compile } = requireOfApi('html-to-text');
const nodemailer = requireOfApi('nodemailer');

function cpuMs(work) {
  return async () => {
    const start = process.cpuUsage();
    await work();
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  };
}

if (!['files', 'production'].includes(values.send)) throw new Error('--send is files or production');
const { startMessageSinks } = await import('./lib/message-sinks.mjs');
const sinks = values.send === 'production' ? await startMessageSinks() : null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-worker-cpu-'));
const now = new Date();
const clock = { now: () => new Date(now.getTime() + (performance.now() - startedMs)) };
const startedMs = performance.now();
try {
  const filename = path.join(dataDir, 'bench.sqlite');
  const handle = await openDatabase({ dialect: 'sqlite', filename });
  await migrateToLatest(handle.db);
  await seedDemoData(handle.db, clock);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3111',
    DATABASE_URL: `sqlite:${filename}`,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    RATE_LIMITS: 'off',
    SANDBOX_CALLBACKS: 'false',
    SMS_PROVIDER: 'files',
    ...sinks?.env,
  });
  const app = await buildApp({ config, database: handle, clock });
  await app.ready();
  const { ctx } = app;
  // One browser's cookies (the sign-up cookie of decision 060), kept as a browser keeps them.
  const cookies = new Map();
  const call = async (name, body, token, headers = {}) => {
    const cookie = [...cookies].map(([key, value]) => `${key}=${value}`).join('; ');
    const raw = await app.inject({
      method: 'POST',
      url: `/api/${name}`,
      payload: body,
      headers: { ...headers, ...(token ? { 'x-access-token': token } : {}), ...(cookie ? { cookie } : {}) },
    });
    for (const line of [raw.headers['set-cookie'] ?? []].flat()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const json = raw.json();
    if (json.status !== 1) throw new Error(`${name}: ${json.message}`);
    return json.data;
  };

  // Eight shoppers, signed up as the storefront does (the code read from the text the outbox holds).
  const tokens = [];
  for (let shopper = 0; shopper < SHOPPERS; shopper++) {
    const phone = `050${2_000_000 + shopper}`;
    const fields = { country: 'AE', phone_number: phone, password: 'secret-pass-1' };
    await call('users/userRegister', {
      ...fields,
      first_name: ['Layla', 'Omar', 'Aisha', 'Yusuf', 'Noor', 'Karim', 'Huda', 'Sami'][shopper],
      last_name: 'Bench',
      email: `worker.${shopper}@bench.example`,
      confirm_password: fields.password,
    });
    const row = await ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('topic', '=', 'phoneCode')
      .where('status', '=', 'pending')
      .where('recipient', '=', `+971${phone.slice(1)}`)
      .executeTakeFirstOrThrow();
    const code = /\b(\d{6})\b/.exec((await composeSms(ctx, row)).body)?.[1];
    await ctx.db.updateTable('outbox').set({ status: 'sent', payload: '{}' }).where('id', '=', row.id).execute();
    const verified = await call('users/verifyPhone', { country: 'AE', phone_number: phone, code });
    tokens.push(verified.token);
  }
  const cards = await call('users/filteredList', {});
  const products = await ctx.db
    .selectFrom('products')
    .select(['id', 'start_time', 'end_time'])
    .execute()
    .then((rows) => new Map(rows.map((row) => [row.id, row])));
  const to12 = (hhmm) => {
    const [h, m] = hhmm.split(':').map(Number);
    return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  };
  const hot = cards.slice(0, 8);
  const today = now.toISOString().slice(0, 10);
  const dateIn = (days) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  let bought = 0;
  for (let index = 0; bought < ORDERS && index < ORDERS * 3; index++) {
    const token = tokens[index % SHOPPERS];
    const card = hot[index % hot.length];
    const product = products.get(card.planId);
    const headers = { 'accept-language': index % 2 === 0 ? 'en' : 'ar' };
    const item = {
      module: card.module,
      planId: card.planId,
      date: dateIn(7 + (index % 5)),
      time: `${to12(product.start_time)} - ${to12(product.end_time)}`,
      adultCount: 1 + (index % 4),
    };
    try {
      await call('users/addToCart', { item: [item] }, token);
      const [checkout] = await call('users/checkout', {}, token);
      const initiated = await call('users/paymentInitiate', { cartId: checkout._id }, token, headers);
      const transactionId = initiated.Transaction.TransactionID;
      await app.inject({
        method: 'POST',
        url: '/api/sandbox/pay/submit',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          TransactionID: transactionId,
          card_number: '4111111111111111',
          expiry: '12/39',
          cvv: '123',
        }).toString(),
      });
      await call('users/confirmBooking', { paymentId: transactionId, cartId: checkout._id }, token, headers);
      bought += 1;
    } catch (error) {
      // A product that cannot be booked that day (sold out, not offered): the next one is tried.
      await ctx.db
        .deleteFrom('carts')
        .execute()
        .catch(() => undefined);
      if (index < 3) console.error(`  skipped: ${error.message}`);
    }
  }
  const rows = await ctx.db.selectFrom('outbox').selectAll().where('status', '=', 'pending').execute();
  const emailRows = rows.filter((row) => row.channel === 'email' && row.topic === 'orderConfirmed');
  const orders = await ctx.db.selectFrom('orders').selectAll().where('status', '=', 'confirmed').execute();
  const ar = orders.filter((order) => order.language === 'ar').length;
  console.log(
    `${bought} orders (${ar} Arabic), ${rows.length} messages pending (${emailRows.length} confirmation emails), node ${process.version}, load ${os.loadavg()[0].toFixed(1)}`,
  );

  const resetOutbox = () =>
    ctx.db
      .updateTable('outbox')
      .set({ status: 'pending', attempts: 0, locked_by: null, locked_until: null, sent_at: null, last_error: null })
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
  const shop = await readShopForMessages(ctx);
  const mails = [];
  const text = compile({ wordwrap: false, selectors: plainTextSelectors });
  // The MIME message as the build's `files` mailer makes it, without writing its file.
  const mime = nodemailer.createTransport(
    { streamTransport: true, buffer: true, ...(MAIL_DEFAULTS ? {} : { newline: 'unix' }) },
    MAIL_DEFAULTS,
  );
  const parts = {
    'worker (sendDueMessages, all messages)': async () => {
      await resetOutbox();
      return cpuMs(async () => {
        const result = await sendDueMessages(ctx, ctx.mailer, 'bench-worker', 100_000);
        if (result.failed > 0) throw new Error(`${result.failed} messages failed`);
      })();
    },
    'voucher PDF': cpuMs(async () => {
      for (const order of orders) await renderOrderVoucher(ctx, order, shop);
    }),
    'confirmation composed (voucher, HTML, text, reads)': cpuMs(async () => {
      mails.length = 0;
      for (const row of emailRows) mails.push(await composeMail(ctx, row, shop));
    }),
    'plain text from the HTML': cpuMs(async () => {
      for (const mail of mails) text(mail.html);
    }),
    // The build's own MIME message when it has one (decision 144), else nodemailer's as its `files` mailer made it.
    'MIME message': cpuMs(async () => {
      for (const mail of mails) {
        if (mimeMessage) mimeMessage(mail);
        else await mime.sendMail(mail);
      }
    }),
  };
  // WORKER_CPU_PROFILE=file.cpuprofile: a CPU profile of the measured rounds only (not the seeding).
  const profiler = process.env.WORKER_CPU_PROFILE ? new inspector.Session() : undefined;
  const post = (method, params) =>
    new Promise((resolve, reject) =>
      profiler.post(method, params, (error, answer) => (error ? reject(error) : resolve(answer))),
    );
  if (profiler) {
    profiler.connect();
    await post('Profiler.enable');
    await post('Profiler.start');
  }
  if (values.compare) {
    const other = (file) => import(pathToFileURL(path.join(ROOT, 'apps/api', values.compare, file)).href);
    const { sendDueMessages: sendOther } = await other('modules/messages/outbox-worker.js');
    const { composeMail: composeOther } = await other('modules/messages/compose.js');
    // Each build's worker sends with its own mailer and text sender (`files`, as the bench's worker runs), into
    // folders of its own: the other build's are made from its own modules over this app's context.
    const { createMailer: createOtherMailer } = await other('modules/messages/mailer.js');
    const { createSmsSender: createOtherSms } = await other('modules/messages/sms.js');
    const otherDir = path.join(dataDir, 'compare');
    const otherCtx = {
      ...ctx,
      mailer: createOtherMailer({ ...config.mail, outboxDir: path.join(otherDir, 'mail') }),
      sms: createOtherSms({ ...config.sms, outboxDir: path.join(otherDir, 'sms') }),
    };
    const worker = (send, context) => async () => {
      await resetOutbox();
      return cpuMs(async () => {
        const result = await send(context, context.mailer, 'bench-worker', 100_000);
        if (result.failed > 0) throw new Error(`${result.failed} messages failed`);
      })();
    };
    const composed = (compose) =>
      cpuMs(async () => {
        for (const row of emailRows) await compose(ctx, row, shop);
      });
    for (const key of Object.keys(parts)) delete parts[key];
    parts[`worker, ${values.compare}`] = worker(sendOther, otherCtx);
    parts[`worker, ${values.dist}`] = worker(sendDueMessages, ctx);
    parts[`composed, ${values.compare}`] = composed(composeOther);
    parts[`composed, ${values.dist}`] = composed(composeMail);
  }
  if (values.only === 'worker') {
    for (const key of Object.keys(parts)) if (!key.startsWith('worker')) delete parts[key];
  } else if (values.only) throw new Error('--only is worker');
  const figures = Object.fromEntries(Object.keys(parts).map((name) => [name, []]));
  for (let round = 0; round <= ROUNDS; round++) {
    // Every other round in the other order: what one part leaves to collect falls on each of the others alike.
    const entries = Object.entries(parts);
    for (const [name, run] of round % 2 === 0 ? entries : entries.reverse()) {
      const ms = (await run()) / bought;
      if (round > 0) figures[name].push(ms); // round 0 warms up
    }
  }
  // The confirmation's HTML alone, by React Email's render and by renderEmailHtml (decision 134) when this build has it,
  // after the rest: React Email's render (React's stream) runs in an AsyncLocalStorage, which turns on async hooks for
  // every promise this process makes from then on, a cost the worker no longer has (decision 138). So do builds whose
  // renderEmailHtml streams (before decision 138): `--compare` with one of them counts that cost on both.
  const lateParts = {};
  const { OrderConfirmedEmail } = await dist('modules/messages/emails/order-confirmed.js');
  const { render } = await import(pathToFileURL(requireOfApi.resolve('@react-email/render')).href);
  const renderEmailHtml = await dist('modules/messages/emails/render-html.js').then(
    (module) => module.renderEmailHtml,
    () => undefined,
  );
  const confirmations = orders.map((order) =>
    OrderConfirmedEmail({
      language: order.language === 'ar' ? 'ar' : 'en',
      firstName: 'Layla',
      reference: order.reference,
      items: JSON.parse(order.items).map((line) => ({
        title: line.title,
        when: `${line.date}, ${line.time}`,
        tickets: `${line.adultCount} adults`,
      })),
      amountPaid: '300.00',
      vat: '14.29',
      voucherUrl: `${config.publicUrl}/api/vouchers/${order.id}?sig=x`,
      isResend: false,
      isChange: false,
      seller: shop,
      details: null,
    }),
  );
  lateParts["confirmation HTML, React Email's render"] = cpuMs(async () => {
    for (const element of confirmations) await render(element);
  });
  if (values.only) for (const name of Object.keys(lateParts)) delete lateParts[name];
  else if (renderEmailHtml) {
    // The same text as render's but for the comments only React's streams write (decision 138), with production React
    // too (the test runs React's development build).
    const withoutStreamMarkers = (html) =>
      html.replace('<!--html-->', '').replace('<!--head-->', '').replace('<!--body-->', '');
    for (const element of confirmations) {
      const html = await renderEmailHtml(element);
      if (html !== (await render(element)) && html !== withoutStreamMarkers(await render(element))) {
        throw new Error('renderEmailHtml differs');
      }
    }
    lateParts['confirmation HTML, renderEmailHtml'] = cpuMs(async () => {
      for (const element of confirmations) await renderEmailHtml(element);
    });
  }
  for (const name of Object.keys(lateParts)) figures[name] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    for (const [name, run] of Object.entries(lateParts)) {
      const ms = (await run()) / bought;
      if (round > 0) figures[name].push(ms);
    }
  }
  if (profiler) {
    const { profile } = await post('Profiler.stop');
    fs.writeFileSync(process.env.WORKER_CPU_PROFILE, JSON.stringify(profile));
    profiler.disconnect();
  }
  for (const [name, list] of Object.entries(figures)) {
    const sorted = [...list].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(
      `${name.padEnd(52)} median ${median.toFixed(2)} ms/order (${sorted.map((v) => v.toFixed(2)).join(', ')})`,
    );
  }
  await app.close();
  await handle.close();
} finally {
  await sinks?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
