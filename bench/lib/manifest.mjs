// Issue 18: a departure with 500 paid bookings, written straight to the database (buying them through the API
// would take minutes), then its manifest PDF and check-in scans measured on the real server as the demo agent.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServer } from './server.mjs';
import { ms } from './temp.mjs';

export const MANIFEST_BOOKINGS = 500;
/** The demo product the bookings are on (packages/demo/src/products/picnic.ts). */
const PRODUCT_ID = 'khasab-dhow-cruise-full-day';
const DEMO_AGENT = { email: 'agent@rihla.example', password: 'rihla-operator-demo' };
const BATCH = 100;

function importDist(root, file) {
  return import(pathToFileURL(path.join(root, 'apps/api/dist', file)).href);
}

function dubaiTomorrow() {
  return new Date(Date.now() + 4 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
}

/** Writes `MANIFEST_BOOKINGS` confirmed orders of 2 adults and 1 child on one departure; answers it and the references. */
export async function addManifestBookings({ root, database }) {
  const { openDatabase } = await importDist(root, 'db/database.js');
  const handle = await openDatabase(database);
  try {
    const product = await handle.db
      .selectFrom('products')
      .select(['id', 'module', 'title', 'start_time', 'end_time', 'schedule'])
      .where('id', '=', PRODUCT_ID)
      .executeTakeFirstOrThrow();
    const schedule = JSON.parse(product.schedule);
    const start = schedule[0]?.start ?? product.start_time;
    const end = schedule[0]?.end ?? product.end_time;
    const date = dubaiTomorrow();
    const now = new Date().toISOString();
    const references = [];
    for (let from = 0; from < MANIFEST_BOOKINGS; from += BATCH) {
      const users = [];
      const checkouts = [];
      const payments = [];
      const orders = [];
      const holds = [];
      for (let index = from; index < Math.min(MANIFEST_BOOKINGS, from + BATCH); index++) {
        const id = `bench-manifest-${index}`;
        const reference = `RH-BM${String(index).padStart(6, '0')}`;
        references.push(reference);
        const line = {
          productId: product.id,
          module: product.module,
          title: product.title,
          date,
          time: `${start} - ${end}`,
          start,
          end,
          adultCount: 2,
          unitFils: 10_000,
          totalFils: 25_000,
          pictures: [],
          tourType: 'Individual',
          pricing: 'perPerson',
          tickets: { adult: 2, child: 1, infant: 0 },
          rows: [
            { kind: 'adult', label: 'Adult', count: 2, unitFils: 10_000, totalFils: 20_000 },
            { kind: 'child', label: 'Child (4-11 years)', count: 1, unitFils: 5_000, totalFils: 5_000 },
          ],
          seats: 3,
          cancellation: { refundable: true, tiers: [{ hoursBefore: 24, refundPercent: 100 }] },
          whereToBe: null,
        };
        const items = JSON.stringify([line]);
        users.push({
          id,
          country: 'AE',
          phone_number: `05${String(10_000_000 + index)}`,
          email: `${id}@bench.example`,
          first_name: index % 7 === 0 ? 'فاطمة' : 'Bench',
          last_name: `Passenger ${index}`,
          gender: '',
          dob: '',
          profile_pic: '',
          password_hash: 'not-a-login',
          created_at: now,
          updated_at: now,
          deleted_at: null,
        });
        checkouts.push({
          id,
          user_id: id,
          items,
          subtotal_fils: 25_000,
          discount_fils: 0,
          total_fils: 25_000,
          promo_code: null,
          status: 'confirmed',
          created_at: now,
          updated_at: now,
        });
        payments.push({
          id,
          provider: 'sandbox',
          provider_transaction_id: id,
          checkout_id: id,
          user_id: id,
          amount_fils: 25_000,
          status: 'paid',
          created_at: now,
          updated_at: now,
        });
        orders.push({
          id,
          reference,
          user_id: id,
          checkout_id: id,
          payment_id: id,
          items,
          subtotal_fils: 25_000,
          discount_fils: 0,
          amount_paid_fils: 25_000,
          promo_code: null,
          status: 'confirmed',
          failure_reason: null,
          voucher_code: `bench-manifest-voucher-${index}`,
          refunded_fils: 0,
          created_at: now,
          updated_at: now,
        });
        holds.push({
          id,
          checkout_id: id,
          product_id: product.id,
          date,
          start_time: start,
          quantity: 3,
          status: 'booked',
          expires_at: now,
          created_at: now,
          updated_at: now,
        });
      }
      await handle.db.transaction().execute(async (trx) => {
        await trx.insertInto('users').values(users).execute();
        await trx.insertInto('checkouts').values(checkouts).execute();
        await trx.insertInto('payments').values(payments).execute();
        await trx.insertInto('orders').values(orders).execute();
        await trx.insertInto('seat_holds').values(holds).execute();
      });
    }
    return { departure: { productId: product.id, date, start }, references };
  } finally {
    await handle.close();
  }
}

const percentile = (sorted, share) => ms(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]);

/**
 * Starts the server on `dataDir`, signs the demo agent in, and measures one at a time: the manifest PDF of the
 * 500-booking departure (after warm-up renders), and check-in scans of distinct bookings (each a first scan that
 * writes) followed by repeats of the same ones (answered 'already checked in').
 */
export async function measureManifest({ root, dataDir, departure, references, pdfRuns, scans }) {
  const api = await startServer({ root, kind: 'api', dataDir, logDir: dataDir });
  try {
    const signIn = await fetch(`${api.url}/api/operator/signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_AGENT),
    });
    const session = await signIn.json();
    if (session.status !== 1 || session.data.step !== 'done') throw new Error(`operator/signIn: ${session.message}`);
    const headers = { 'x-operator-token': session.data.token };
    const query = new URLSearchParams(departure);
    const pdfOnce = async () => {
      const started = performance.now();
      const response = await fetch(`${api.url}/api/operator/manifest.pdf?${query}`, { headers });
      const bytes = (await response.arrayBuffer()).byteLength;
      if (!response.ok) throw new Error(`manifest.pdf answered ${response.status}`);
      return { elapsed: performance.now() - started, bytes };
    };
    for (let run = 0; run < 3; run++) await pdfOnce();
    const pdfTimes = [];
    let pdfBytes = 0;
    for (let run = 0; run < pdfRuns; run++) {
      const { elapsed, bytes } = await pdfOnce();
      pdfTimes.push(elapsed);
      pdfBytes = bytes;
    }
    pdfTimes.sort((a, b) => a - b);

    const scan = async (code) => {
      const started = performance.now();
      const response = await fetch(`${api.url}/api/operator/checkIn`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ ...departure, code }),
      });
      const answer = await response.json();
      if (!response.ok) throw new Error(`operator/checkIn answered ${response.status}: ${answer.message}`);
      return { elapsed: performance.now() - started, result: answer.data.result };
    };
    // Warm-up: the last references, so the measured first scans are still first scans.
    for (const code of references.slice(-10)) await scan(code);
    const firstTimes = [];
    const repeatTimes = [];
    const measured = references.slice(0, Math.min(scans, references.length - 10));
    for (const code of measured) {
      const { elapsed, result } = await scan(code);
      if (result !== 'valid') throw new Error(`first scan of ${code} answered ${result}`);
      firstTimes.push(elapsed);
    }
    for (const code of measured) {
      const { elapsed, result } = await scan(code);
      if (result !== 'alreadyCheckedIn') throw new Error(`second scan of ${code} answered ${result}`);
      repeatTimes.push(elapsed);
    }
    firstTimes.sort((a, b) => a - b);
    repeatTimes.sort((a, b) => a - b);
    return {
      pdf: { runs: pdfRuns, p50Ms: percentile(pdfTimes, 0.5), maxMs: ms(pdfTimes.at(-1)), bytes: pdfBytes },
      checkIn: {
        scans: measured.length,
        firstP50Ms: percentile(firstTimes, 0.5),
        firstP95Ms: percentile(firstTimes, 0.95),
        repeatP50Ms: percentile(repeatTimes, 0.5),
        repeatP95Ms: percentile(repeatTimes, 0.95),
      },
    };
  } finally {
    await api.stop();
  }
}
