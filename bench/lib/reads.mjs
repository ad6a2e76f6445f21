// The catalogue reads the storefront makes, with request bodies like the web app's, spread over a sample of
// the catalogue so that reads touch many products, filters and search words.

import fs from 'node:fs';
import path from 'node:path';
import {
  FILTER_CATEGORIES,
  FILTER_DURATIONS,
  FILTER_PAGE_SIZE,
  FILTER_PRICES,
  FILTER_TIMES,
  HOME_HOLIDAYS_GRID_SIZE,
  MAX_AVAILABILITY_DAYS,
} from '@rihla/shared/constants';
import { addDays } from '@rihla/shared/rules/time';
import { THIRTY_DEPARTURES } from './catalogue.mjs';
import { BROWSER_HEADERS, measure, PAGE_HEADERS } from './load.mjs';
import { cpuMsOf, startServer } from './server.mjs';
import { ms } from './temp.mjs';

/** Issue 6: the catalogue reads are measured at 64 connections, in api-reads and growth alike. */
export const READ_CONNECTIONS = 64;

const EMPTY = { category: [], price: [], time: [], duration: [] };

/**
 * Filter page bodies as the web app sends them: arriving with a category, then the shopper ticking boxes,
 * a page of FILTER_PAGE_SIZE cards at a time (sometimes the second, after 'Show more'); and the home page's
 * holidays grid.
 */
function filterBodies() {
  const paged = (body, page = 0) => ({ ...body, limit: FILTER_PAGE_SIZE, page });
  const bodies = [{ ...EMPTY, category: ['Holidays'], limit: HOME_HOLIDAYS_GRID_SIZE, page: 0 }];
  for (const category of FILTER_CATEGORIES) {
    bodies.push(paged({ category: [category] }));
    bodies.push(paged({ category: [category] }, 1));
  }
  for (const [index, price] of FILTER_PRICES.entries()) {
    const category = FILTER_CATEGORIES[index % FILTER_CATEGORIES.length];
    bodies.push(paged({ ...EMPTY, category: [category], price: [price] }));
    bodies.push(paged({ ...EMPTY, price: [price], time: [FILTER_TIMES[index]] }));
    bodies.push(
      paged({ ...EMPTY, category: [category], duration: [FILTER_DURATIONS[index]], time: [FILTER_TIMES[0]] }),
    );
  }
  bodies.push(paged({ ...EMPTY }));
  return bodies;
}

/** What the search box sends while a shopper types: word prefixes of real titles, one or two words. */
function searchBodies(sample) {
  const bodies = [];
  for (const [index, product] of sample.entries()) {
    const words = product.title.toLowerCase().match(/[\p{L}]{3,}/gu) ?? [];
    if (words.length === 0) continue;
    const word = words[index % words.length];
    const next = words[(index + 1) % words.length];
    bodies.push({ title: word.slice(0, 3 + (index % 3)) });
    if (index % 2 === 0 && next !== word) bodies.push({ title: `${word} ${next.slice(0, 3)}` });
    if (bodies.length >= 400) break;
  }
  return bodies;
}

/** The five reads of the benchmark: name, path and the bodies sent in turn. */
export function catalogueReads(sample) {
  return [
    {
      name: 'users/viewDetail',
      bodies: sample.map((product) => ({ module: product.module, planId: product.id })),
    },
    { name: 'users/filteredList', bodies: filterBodies() },
    { name: 'users/search', bodies: searchBodies(sample) },
    {
      name: 'homepage/featuredData',
      bodies: [
        { limit: 'all', page: '0', most_popular: 1 },
        { limit: 'all', page: '0', explore_uae: 1 },
      ],
    },
    { name: 'homepage/categoryData', bodies: [{}] },
  ].map((read) => ({ ...read, path: `/api/${read.name}` }));
}

/**
 * Issue 34: what every page load costs for the operator's shop: the shop/settings call (its public settings, read
 * once per process until a save), and served pages that carry the shop's JSON data block (plugins/shop-page.ts):
 * the home page (with its head and first screen) and the cart (a private page: index.html and the shop only).
 * The pages need the web app's build (apps/web/dist); without it they are reported as not run.
 */
export function shopReads(root) {
  const hasWebBuild = fs.existsSync(path.join(root, 'apps/web/dist/index.html'));
  const page = (pagePath, label) => ({
    name: `GET ${pagePath} (${label})`,
    path: pagePath,
    method: 'GET',
    // The page must carry the shop's data block, or the figure would measure something lighter.
    checkFirst: (html) =>
      html.includes('<script id="shop-data" type="application/json">') ? null : 'no shop data block',
    ...(hasWebBuild ? {} : { notRun: 'the web app is not built (npm run build)' }),
  });
  return [
    { name: 'shop/settings', path: '/api/shop/settings', bodies: [{}] },
    page('/', 'home page with the shop data'),
    page('/cart', 'page with the shop data only'),
  ];
}

/** Issue 15: users/departures is asked for the calendar's two months, as the ticket page asks. */
export const DEPARTURE_DAYS = MAX_AVAILABILITY_DAYS;
/** The warm-up's first days start this many days after the measured ones, so that no answer is shared. */
const WARMUP_DAY_OFFSET = 120;

/**
 * Issue 15: users/departures of the timed products (30 departures a day), `requests` bodies that all differ: the
 * products in turn, each asked from one day later than the time before. Every request misses the response cache
 * and answers DEPARTURE_DAYS days from the database, as when a shopper opens a product no one has asked about
 * since its last booking. The days asked are the departureDaysSpanned(products.length, requests) from `firstDay`.
 */
export function departuresRead(products, firstDay, requests) {
  const bodyOf = (index, offset) => {
    const product = products[index % products.length];
    const from = addDays(firstDay, offset + Math.floor(index / products.length));
    return { module: product.module, planId: product.id, from, days: DEPARTURE_DAYS };
  };
  return {
    name: 'users/departures',
    path: '/api/users/departures',
    isUncachedOnly: true,
    // The first answer must hold DEPARTURE_DAYS days of 30 departures, or the figure would measure something lighter.
    checkFirst: (data) => {
      const departures = data?.[0]?.departures?.length;
      if (data?.length === DEPARTURE_DAYS && departures === THIRTY_DEPARTURES.length) return null;
      return `expected ${DEPARTURE_DAYS} days of ${THIRTY_DEPARTURES.length} departures, got ${data?.length} days of ${departures}`;
    },
    bodies: Array.from({ length: requests }, (_, index) => bodyOf(index, 0)),
    warmupBodies: Array.from({ length: products.length * 2 }, (_, index) => bodyOf(index, WARMUP_DAY_OFFSET)),
  };
}

/** How many days from the first the measured users/departures requests of `productCount` products cover. */
export function departureDaysSpanned(productCount, requests) {
  return Math.ceil(requests / productCount) + DEPARTURE_DAYS - 1;
}

/**
 * A read measured only uncached (`isUncachedOnly`), one request at a time, every body new to the server: after
 * its warm-up bodies (answers ignored: the code paths compiled, the products read into their caches), each body
 * once. Answers the latency percentiles of the successful requests (and of each kind, when `kinds` names the
 * bodies' kinds), the server's CPU per request, the size of an answer as JSON and, when the server refused or
 * answered something unexpected (`checkFirst` of the first answer's data), the first such failure. `prepare`,
 * when given, runs against the started server first and answers headers to send (an operator's session).
 */
async function uncachedReads(api, read) {
  const headers = { ...BROWSER_HEADERS, ...(read.prepare ? await read.prepare(api.url) : {}) };
  const send = async (body) => {
    const started = performance.now();
    const response = await fetch(`${api.url}${read.path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const answer = await response.arrayBuffer();
    return { response, answer, elapsed: performance.now() - started };
  };
  for (const body of read.warmupBodies) await send(body);

  const times = [];
  const timesByKind = {};
  let errors = 0;
  let failure = null;
  let jsonBytes = 0;
  const cpuBefore = cpuMsOf(api.pid);
  for (const [index, body] of read.bodies.entries()) {
    const { response, answer, elapsed } = await send(body);
    if (!response.ok) {
      errors += 1;
      failure ??= `${response.status}: ${Buffer.from(answer).toString('utf8').slice(0, 200)}`;
      continue;
    }
    times.push(elapsed);
    const kind = read.kinds?.[index];
    if (kind) {
      timesByKind[kind] ??= [];
      timesByKind[kind].push(elapsed);
    }
    jsonBytes += answer.byteLength;
    if (index === 0 && read.checkFirst) {
      failure ??= read.checkFirst(JSON.parse(Buffer.from(answer).toString('utf8')).data);
    }
  }
  const cpuAfter = cpuMsOf(api.pid);
  const at = (list, share) => {
    const sorted = [...list].sort((a, b) => a - b);
    return sorted.length === 0 ? null : ms(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]);
  };
  times.sort((a, b) => a - b);
  return {
    requests: read.bodies.length,
    p50Ms: at(times, 0.5),
    p95Ms: at(times, 0.95),
    maxMs: times.length === 0 ? null : ms(times[times.length - 1]),
    ...(read.kinds && {
      byKind: Object.fromEntries(
        Object.entries(timesByKind).map(([kind, list]) => [kind, { p50Ms: at(list, 0.5), p95Ms: at(list, 0.95) }]),
      ),
    }),
    cpuMsPerRequest:
      cpuBefore === null || cpuAfter === null ? null : Number(((cpuAfter - cpuBefore) / read.bodies.length).toFixed(3)),
    jsonBytesPerResponse: times.length === 0 ? 0 : Math.round(jsonBytes / times.length),
    errors,
    failure,
  };
}

/**
 * Sends each distinct body of `read` once, one after another, before the load: the first read of a body is
 * the uncached one (database, serialisation, compression), and its median is reported on its own. The load
 * then measures the storefront's steady state, every answer cached, whatever the order autocannon sends the
 * bodies in (each connection starts at the first body, so a long list would otherwise meet a new body
 * every few requests for the whole run).
 */
async function firstReads(url, read) {
  const isPage = read.method === 'GET';
  const distinct = isPage ? [null] : [...new Set(read.bodies.map((body) => JSON.stringify(body)))];
  const times = [];
  for (const body of distinct) {
    const started = performance.now();
    const response = await fetch(
      `${url}${read.path}`,
      isPage ? { headers: PAGE_HEADERS } : { method: 'POST', headers: BROWSER_HEADERS, body },
    );
    const answer = await response.text();
    if (!response.ok) throw new Error(`${read.name} answered ${response.status} to ${body ?? 'GET'}`);
    times.push(performance.now() - started);
    const failure = isPage && read.checkFirst ? read.checkFirst(answer) : null;
    if (failure) throw new Error(`${read.name}: ${failure}`);
  }
  times.sort((a, b) => a - b);
  return {
    bodies: distinct.length,
    p50Ms: ms(times[Math.floor(times.length / 2)]),
    p95Ms: ms(times[Math.min(times.length - 1, Math.floor(times.length * 0.95))]),
  };
}

/**
 * Starts the real server on `dataDir`, drives each read of `reads` in turn under the same load and stops it;
 * answers the figures by read name. `label` is added to the progress line (e.g. the catalogue size).
 * `reference`, when given, measures the bare route: before the first read and after each one, so that each
 * read is compared with the reference measured just before and just after it (`bareBefore`, `bareAfter`),
 * not with one taken minutes away on a machine whose speed drifts. `databaseUrl` puts the server on PostgreSQL.
 * Each read also reports the server's CPU time per request under the load (from /proc; null elsewhere). A read
 * marked `isUncachedOnly` is measured by uncachedReads instead, and answers `{ uncached }` only.
 */
export async function measureReads({ root, dataDir, databaseUrl, reads, load, log, label = '', reference = null }) {
  const api = await startServer({ root, kind: 'api', dataDir, databaseUrl, logDir: dataDir });
  const figures = {};
  try {
    let bareBefore = reference ? await reference() : null;
    for (const read of reads) {
      if (read.notRun) {
        figures[read.name] = { notRun: read.notRun };
        continue;
      }
      log(`  ${read.name}${label}...`);
      // Measured one request at a time, without load and without the reference: no bare run to compare with.
      if (read.isUncachedOnly) {
        figures[read.name] = { uncached: await uncachedReads(api, read) };
        continue;
      }
      const first = await firstReads(api.url, read);
      const cpuBefore = cpuMsOf(api.pid);
      const loaded = await measure({
        url: api.url,
        path: read.path,
        method: read.method,
        bodies: read.bodies,
        ...load,
      });
      const cpuAfter = cpuMsOf(api.pid);
      const served = loaded.requests + loaded.warmupRequests;
      const cpuMsPerRequest =
        cpuBefore === null || cpuAfter === null || served === 0
          ? null
          : Number(((cpuAfter - cpuBefore) / served).toFixed(3));
      figures[read.name] = { ...loaded, first, cpuMsPerRequest };
      if (reference) {
        const bareAfter = await reference();
        Object.assign(figures[read.name], { bareBefore, bareAfter });
        bareBefore = bareAfter;
      }
    }
  } finally {
    await api.stop();
  }
  return figures;
}

/** A fresh SQLite catalogue of `products` under `dataDir`, in the file the server will open there. */
export function sqliteOf(dataDir) {
  return { dialect: 'sqlite', filename: `${dataDir}/rihla.sqlite` };
}

/** The demo agent (packages/demo/src/operators.ts): catalogue.read, and no second factor to enter. */
const DEMO_AGENT = { email: 'agent@rihla.example', password: 'rihla-operator-demo' };

/** Signs the demo agent in over HTTP and answers the header of its session. */
async function operatorSession(url) {
  const response = await fetch(`${url}/api/operator/signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_AGENT),
  });
  const answer = await response.json();
  if (answer.status !== 1 || answer.data.step !== 'done') {
    throw new Error(`operator/signIn: ${response.status} ${answer.message}`);
  }
  return { 'x-operator-token': answer.data.token };
}

/**
 * Issue 17: the catalogue desk's product list as an operator uses it, one request at a time (operator answers are
 * never cached): title word prefixes while typing (alone, with a module or the published filter), a word no
 * title has (every row examined: the worst case), an exact id, a module and a category a few pages in, and a
 * later page of the whole catalogue. Each kind is reported on its own as well as together.
 */
export function operatorSearchRead(sample, requests) {
  const kinds = [];
  const bodies = [];
  const words = (product) => product.title.toLowerCase().match(/[\p{L}]{3,}/gu) ?? [];
  for (let index = 0; bodies.length < requests; index++) {
    const product = sample[index % sample.length];
    const [word = 'dhow', next = 'tour'] = words(product).slice(index % 2);
    const turn = index % 8;
    const [kind, body] = [
      ['search', { search: word.slice(0, 3 + (index % 3)) }],
      ['search', { search: `${word} ${next.slice(0, 3)}` }],
      ['search + filter', { search: word.slice(0, 4), module: product.module }],
      ['search + filter', { search: word.slice(0, 4), published: true, pageSize: 25 }],
      ['no match', { search: `zq${index}` }],
      ['exact id', { search: product.id }],
      ['filter, page 3', index % 16 < 8 ? { module: product.module, page: 3 } : { category: 'Holidays', page: 3 }],
      ['page 20', { page: 20, pageSize: 50 }],
    ][turn];
    kinds.push(kind);
    bodies.push(body);
  }
  return {
    name: 'operator/listProducts',
    path: '/api/operator/listProducts',
    isUncachedOnly: true,
    prepare: operatorSession,
    kinds,
    bodies,
    warmupBodies: bodies.slice(0, 16).map((body) => ({ ...body, page: 1 })),
    checkFirst: (data) => (Array.isArray(data?.rows) ? null : 'expected rows of products'),
  };
}

/**
 * Issue 18: the bookings desk's order search as an operator uses it, one request at a time (never cached): a
 * reference, the start of an email, a phone number as people say it, the start of a name, a product on a
 * departure date, a departure date, the refunded orders, the newest page and page 20. `orders` and `shoppers`
 * are what lib/orders.mjs wrote; `helpers` its naming functions.
 */
export function orderSearchRead({ sample, orders, shoppers, helpers, requests }) {
  const kinds = [];
  const bodies = [];
  for (let index = 0; bodies.length < requests; index++) {
    const order = (index * 104_729) % orders;
    const shopper = (index * 31) % shoppers;
    const [kind, body] = [
      ['reference', { search: helpers.benchReference(order) }],
      ['email start', { search: helpers.benchEmail(shopper).slice(0, 12) }],
      ['phone', { search: `0${helpers.benchPhone(shopper).slice(4)}` }],
      ['name start', { search: ['Lay', 'Omar H', 'Nasser', 'Rania', 'Kar'][index % 5] }],
      ['product + date', { productId: sample[order % sample.length].id, date: helpers.benchDate(order) }],
      ['date', { date: helpers.benchDate(order) }],
      ['status', { status: 'refunded', page: index % 3 }],
      ['newest', index % 16 < 8 ? {} : { page: 20, pageSize: 50 }],
    ][index % 8];
    kinds.push(kind);
    bodies.push(body);
  }
  return {
    name: 'operator/searchOrders',
    path: '/api/operator/searchOrders',
    isUncachedOnly: true,
    prepare: operatorSession,
    kinds,
    bodies,
    warmupBodies: bodies.slice(0, 16),
    checkFirst: (data) => (Array.isArray(data?.rows) && data.rows.length > 0 ? null : 'expected rows of orders'),
  };
}

/** The demo manager (a role with reports.read), signed in with the code its authenticator would show now. */
async function managerSession(url) {
  const { Secret, TOTP } = await import('otpauth');
  const post = async (name, body) => {
    const response = await fetch(`${url}/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (answer.status !== 1) throw new Error(`${name}: ${response.status} ${answer.message}`);
    return answer.data;
  };
  const first = await post('operator/signIn', DEMO_MANAGER);
  const code = new TOTP({ secret: Secret.fromBase32(DEMO_MANAGER_SECRET) }).generate();
  const done = first.step === 'done' ? first : await post('operator/signInCode', { challenge: first.challenge, code });
  return { 'x-operator-token': done.token };
}
const DEMO_MANAGER = { email: 'manager@rihla.example', password: 'rihla-operator-demo' };
const DEMO_MANAGER_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';

/**
 * Issue 18: the dashboard as a manager opens it, one request at a time (operator answers are never cached),
 * over the bench's orders (one a minute from 1 Jan 2026: 100,000 span ten weeks): a week per day, thirty days
 * per day, twelve weeks per week and twelve months per month, each range shifted a day per request.
 */
export function dashboardRead(requests) {
  const kinds = [];
  const bodies = [];
  const ranges = [
    ['7 days', 6, 'day'],
    ['30 days', 29, 'day'],
    ['12 weeks', 83, 'week'],
    ['12 months', 364, 'month'],
  ];
  for (let index = 0; bodies.length < requests; index++) {
    const [kind, length, granularity] = ranges[index % ranges.length];
    const to = addDays('2026-01-07', Math.floor(index / ranges.length) % 60);
    kinds.push(kind);
    bodies.push({ from: addDays(to, -length), to, granularity });
  }
  return {
    name: 'operator/dashboard',
    path: '/api/operator/dashboard',
    isUncachedOnly: true,
    prepare: managerSession,
    kinds,
    bodies,
    warmupBodies: bodies.slice(0, 8),
    checkFirst: (data) => (Array.isArray(data?.periods) && data.periods.length > 0 ? null : 'expected periods'),
  };
}
